import type { ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCALISED } from '../../i18n';
import { GlobeIcon } from '../../ui/icons';

/** The globe and the current language's own name; the dropdown's trigger once it has loaded. */
export function LanguageButton({ compact, ...props }: { compact?: boolean } & ComponentPropsWithRef<'button'>) {
  const { t, i18n } = useTranslation();
  const current = LOCALISED.find((l) => l.code === i18n.language);
  return (
    <button
      type="button"
      data-testid="lang-select"
      aria-label={t('common.language')}
      className="flex items-center gap-1.5 rounded-lg px-2 py-2 text-sm text-muted hover:bg-surface-2 hover:text-fg"
      {...props}
    >
      <GlobeIcon />
      <span className={compact ? 'hidden md:inline' : ''}>{current?.native}</span>
    </button>
  );
}
