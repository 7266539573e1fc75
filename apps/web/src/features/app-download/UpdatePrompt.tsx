import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon, RefreshIcon } from '../../ui/icons';
import './install';

/** Service workers exist only in production builds over https or on localhost. */
const supported = () => import.meta.env.PROD && typeof navigator !== 'undefined' && 'serviceWorker' in navigator;

/**
 * Registers the lite app's service worker once the page has loaded (its code is a lazy chunk), and when a
 * new version of the site is ready offers to reload into it, in the visitor's language.
 */
export function UpdatePrompt() {
  const { t } = useTranslation();
  const [ready, setReady] = useState(false);
  const update = useRef<() => void>(undefined);
  useEffect(() => {
    if (!supported()) return;
    const start = () =>
      void import('./register-sw').then((m) => {
        update.current = m.startServiceWorker(() => setReady(true));
      });
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => window.removeEventListener('load', start);
  }, []);
  if (!ready) return null;
  return (
    <div
      role="status"
      data-testid="update-prompt"
      className="fixed inset-x-3 bottom-20 z-50 mx-auto flex max-w-md items-center gap-3 rounded-2xl border border-gold/40 bg-surface p-3 shadow-2xl sm:bottom-6"
    >
      <RefreshIcon width={20} height={20} className="shrink-0 text-gold" />
      <p className="min-w-0 flex-1 text-sm">{t('appDownload.update.body')}</p>
      <button
        type="button"
        onClick={() => update.current?.()}
        className="rounded-lg bg-gold px-3 py-1.5 text-sm font-bold text-[#2a1a00]"
      >
        {t('appDownload.update.reload')}
      </button>
      <button
        type="button"
        onClick={() => setReady(false)}
        aria-label={t('appDownload.update.later')}
        className="text-muted hover:text-fg"
      >
        <CloseIcon width={16} height={16} />
      </button>
    </div>
  );
}
