import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../ui/Button';
import { DownloadIcon } from '../../ui/icons';
import { PageTitle } from '../games/PageTitle';
import { useBrand } from '../layout/brand';
import { isStandalone, useInstallPrompt } from './install';
import { APP_PLATFORMS, type AppPlatform, appPath } from './links';
import { PhoneArt, type PhoneStep } from './PhoneArt';

const STEPS: Record<AppPlatform, PhoneStep[]> = {
  ios: ['ios-share', 'ios-add', 'ios-confirm', 'home'],
  android: ['android-menu', 'android-install', 'android-confirm', 'home'],
  lite: ['lite-open', 'lite-install', 'home'],
};

/** Chromium's own install dialog, when this browser offered one; otherwise the drawn steps say how. */
function InstallButton() {
  const { t } = useTranslation();
  const { state, install } = useInstallPrompt();
  if (isStandalone() || state === 'installed')
    return (
      <p data-testid="app-installed" className="rounded-xl bg-emerald/10 px-4 py-3 text-sm font-semibold text-emerald">
        {t('appDownload.installed')}
      </p>
    );
  if (state !== 'available') return null;
  return (
    <Button data-testid="app-install" onClick={() => void install()} className="px-6 py-3 text-base">
      <DownloadIcon width={18} height={18} />
      {t('appDownload.install')}
    </Button>
  );
}

/** /app/ios, /app/android, /app/lite: how to install the app on that kind of phone, step by step. */
export function AppGuidePage({ platform }: { platform: AppPlatform }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const steps = STEPS[platform];
  return (
    <div data-testid={`app-guide-${platform}`} className="mx-auto max-w-5xl px-3 py-5 sm:px-6">
      <PageTitle
        icon={<img src="/static/app/icon.svg" alt="" width={32} height={32} className="rounded-lg" />}
        title={t(`appDownload.${platform}.title`, { brand: brand.brandName })}
        intro={t(`appDownload.${platform}.intro`, { brand: brand.brandName })}
      />
      <nav className="mb-5 flex flex-wrap gap-2" aria-label={t('appDownload.title')}>
        {APP_PLATFORMS.map((p) => (
          <Link
            key={p}
            to={appPath(p)}
            aria-current={p === platform ? 'page' : undefined}
            className={`rounded-full px-4 py-1.5 text-sm font-semibold ${p === platform ? 'bg-gold text-[#2a1a00]' : 'bg-surface-2 text-muted hover:text-fg'}`}
          >
            {t(`appDownload.${p}.tab`)}
          </Link>
        ))}
      </nav>
      {platform !== 'ios' && (
        <div className="mb-5">
          <InstallButton />
        </div>
      )}
      <ol className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        {steps.map((step, i) => {
          const caption = t(`appDownload.${platform}.steps.${i}` as 'appDownload.ios.steps.0');
          return (
            <li key={step} className="flex flex-col items-center gap-3 rounded-2xl border border-line bg-surface p-4">
              <PhoneArt step={step} title={caption} />
              <p className="flex gap-2 text-sm">
                <span className="grid size-6 shrink-0 place-items-center rounded-full bg-gold text-xs font-bold text-[#2a1a00]">
                  {i + 1}
                </span>
                <span>{caption}</span>
              </p>
            </li>
          );
        })}
      </ol>
      <section className="mt-6 rounded-2xl border border-line bg-surface p-4 text-sm text-muted">
        <h2 className="mb-2 text-base font-bold text-fg">{t('appDownload.whyTitle')}</h2>
        <ul className="list-disc space-y-1 ps-5">
          <li>{t('appDownload.why.0')}</li>
          <li>{t('appDownload.why.1')}</li>
          <li>{t('appDownload.why.2')}</li>
        </ul>
      </section>
    </div>
  );
}
