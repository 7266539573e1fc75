import { useTranslation } from 'react-i18next';
import { useTheme } from '../../state/theme';
import { MoonIcon, SunIcon } from '../../ui/icons';

export function ThemeToggle() {
  const { t } = useTranslation();
  const { theme, toggle } = useTheme();
  const label = theme === 'dark' ? t('common.themeLight') : t('common.themeDark');
  return (
    <button
      type="button"
      data-testid="theme-toggle"
      onClick={toggle}
      title={label}
      aria-label={label}
      className="rounded-lg p-2 text-muted hover:bg-surface-2 hover:text-gold"
    >
      {theme === 'dark' ? <SunIcon /> : <MoonIcon />}
    </button>
  );
}
