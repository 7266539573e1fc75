import { type ComponentPropsWithRef, lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCALISED } from '../../i18n';
import { GlobeIcon } from '../../ui/icons';

const loadMenu = () => import('./LanguageMenu');
const LanguageMenu = lazy(() => loadMenu().then((m) => ({ default: m.LanguageMenu })));

/**
 * Offers the brand's languages that have a complete locale; the choice is saved as lang/hisLang.
 * The first paint has only this button: the dropdown's code (Radix menu and its positioning) is
 * fetched when a pointer or focus comes near it and opens on the press.
 */
export function LanguageSelect({ compact }: { compact?: boolean }) {
  const [wanted, setWanted] = useState(false);
  const button = (
    <LanguageButton
      compact={compact}
      onPointerEnter={() => void loadMenu()}
      onFocus={() => void loadMenu()}
      onClick={() => setWanted(true)}
    />
  );
  if (!wanted) return button;
  return (
    <Suspense fallback={button}>
      <LanguageMenu trigger={<LanguageButton compact={compact} />} />
    </Suspense>
  );
}

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
