import type { VendorSummary } from '@platform/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** A vendor card: logo on a themed panel, name, and a maintenance badge when the vendor is down. */
export function VendorTile({
  vendor,
  to,
  large,
  onClick,
}: {
  vendor: VendorSummary;
  to: string;
  large?: boolean;
  /** Runs before navigation; preventDefault() stops it (a guest or trial account trying to play). */
  onClick?: (e: React.MouseEvent) => void;
}) {
  const { t } = useTranslation();
  return (
    <Link
      to={to}
      onClick={onClick}
      data-testid={`vendor-${vendor.vassalage}`}
      className={`group relative flex flex-col overflow-hidden rounded-xl border border-line bg-surface transition hover:-translate-y-0.5 hover:border-gold/60 hover:shadow-[var(--shadow)] ${vendor.maintenance ? 'opacity-60' : ''}`}
    >
      <div
        className={`grid place-items-center bg-[radial-gradient(circle_at_50%_30%,var(--surface-3),var(--surface-2))] ${large ? 'aspect-[16/9] p-8' : 'aspect-[4/3] p-5'}`}
      >
        <img
          src={vendor.logo}
          alt={vendor.name}
          className="max-h-full w-full object-contain transition group-hover:scale-105"
          loading="lazy"
        />
      </div>
      {/* The hover badge sits on the logo panel: beside the name, unseen, it took the room the name needed. */}
      {!vendor.maintenance && (
        <span className="absolute end-2 top-2 rounded bg-gold/15 px-2 py-0.5 text-xs font-bold text-gold opacity-0 transition group-hover:opacity-100">
          {t('games.enter')}
        </span>
      )}
      <div className="flex flex-1 items-center justify-between gap-2 px-3 py-2">
        <span className="min-w-0 text-sm font-semibold leading-snug break-words">{vendor.name}</span>
        {vendor.maintenance && (
          <span className="shrink-0 rounded bg-danger/15 px-1.5 py-0.5 text-[10px] font-bold text-danger">
            {t('games.maintenance')}
          </span>
        )}
      </div>
    </Link>
  );
}
