import type { SystemStatus, Whitelabel } from '@platform/contracts';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '../../i18n/numbers';
import { StatusScreen } from './StatusScreen';

const Gears = () => (
  <svg
    width="120"
    height="96"
    viewBox="0 0 120 96"
    fill="none"
    stroke="currentColor"
    strokeWidth="4"
    aria-hidden="true"
  >
    <g>
      <circle cx="44" cy="52" r="14" />
      <path d="M44 24v8M44 72v8M16 52h8M64 52h8M24 32l6 6M58 66l6 6M24 72l6-6M58 38l6-6" />
      <animateTransform
        attributeName="transform"
        type="rotate"
        from="0 44 52"
        to="360 44 52"
        dur="6s"
        repeatCount="indefinite"
      />
    </g>
    <g opacity=".7">
      <circle cx="88" cy="30" r="9" />
      <path d="M88 12v6M88 42v6M70 30h6M100 30h6M75 17l4 4M97 39l4 4M75 43l4-4M97 21l4-4" />
      <animateTransform
        attributeName="transform"
        type="rotate"
        from="360 88 30"
        to="0 88 30"
        dur="4s"
        repeatCount="indefinite"
      />
    </g>
  </svg>
);

/** Status 1: the site is replaced by this page until the maintenance window ends. */
export function MaintenancePage({ status, brand }: { status: SystemStatus; brand: Whitelabel }) {
  const { t, i18n } = useTranslation();
  const end = status.maintenance ? new Date(status.maintenance.endTime) : null;
  const when = end
    ? new Intl.DateTimeFormat(intlLocale(i18n.language), {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: brand.timezone,
      }).format(end)
    : null;
  return (
    <StatusScreen testId="maintenance-page" brand={brand} art={<Gears />} title={t('system.maintenanceTitle')}>
      <p className="text-muted">{status.maintenance?.message || t('system.maintenanceBody')}</p>
      {when && (
        <p className="rounded-xl border border-gold/40 bg-gold/10 px-4 py-2 font-semibold text-gold">
          {t('system.maintenanceEnds', { time: when })}
        </p>
      )}
    </StatusScreen>
  );
}
