import type { SystemStatus, Whitelabel } from '@platform/contracts';
import { useTranslation } from 'react-i18next';
import { GlobeIcon } from '../../ui/icons';
import { StatusScreen } from './StatusScreen';

/** Status 2: visitors from a restricted region see this page with their IP. */
export function RegionPage({ status, brand }: { status: SystemStatus; brand: Whitelabel }) {
  const { t } = useTranslation();
  return (
    <StatusScreen
      testId="region-page"
      brand={brand}
      art={<GlobeIcon width={96} height={96} strokeWidth={1.2} />}
      title={t('system.regionTitle')}
    >
      <p className="text-muted">{t('system.regionBody')}</p>
      <p className="rounded-xl border border-line bg-surface px-4 py-2 font-mono text-sm">
        {t('system.yourIp', { ip: status.ip })}
      </p>
    </StatusScreen>
  );
}
