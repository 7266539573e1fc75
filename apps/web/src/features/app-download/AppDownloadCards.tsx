import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AppQr } from '../layout/AppQr';
import { APP_PLATFORMS, appPath, appUrl, platformOfDevice } from './links';

/**
 * The three ways to install, each with the QR code of its guide (scanned from a computer) and a link (on a
 * phone); the one that fits this device first. The member center's app download screen and /app.
 */
export function AppDownloadCards() {
  const { t } = useTranslation();
  const mine = platformOfDevice();
  const order = [mine, ...APP_PLATFORMS.filter((p) => p !== mine)];
  return (
    <ul data-testid="app-download" className="grid gap-4 sm:grid-cols-3">
      {order.map((p) => (
        <li
          key={p}
          className="flex flex-col items-center gap-3 rounded-2xl border border-line bg-surface p-4 text-center"
        >
          <h3 className="text-base font-bold">{t(`appDownload.${p}.tab`)}</h3>
          {/* Scanned from a computer's screen; on a phone the guide is one tap away instead. */}
          <div className="hidden sm:block">
            <AppQr url={appUrl(p)} label={t('appDownload.scan')} size={132} />
          </div>
          <p className="text-sm text-muted">{t(`appDownload.${p}.short`)}</p>
          <Link
            to={appPath(p)}
            data-testid={`app-link-${p}`}
            className={`mt-auto rounded-lg px-4 py-2 text-sm font-semibold ${p === mine ? 'bg-gold text-[#2a1a00]' : 'bg-surface-2 text-gold hover:bg-surface-3'}`}
          >
            {t('appDownload.openGuide')}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** /app: the three guides to choose from. */
export function AppDownloadPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-5xl px-3 py-5 sm:px-6">
      <header className="mb-4">
        <h1 className="text-xl font-extrabold sm:text-2xl">{t('appDownload.title')}</h1>
        <p className="mt-1 text-sm text-muted">{t('appDownload.intro')}</p>
      </header>
      <AppDownloadCards />
    </div>
  );
}
