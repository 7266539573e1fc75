import { LOBBY_FILTERS, type LobbyFilter, type VendorSummary } from '@platform/contracts';
import { useTranslation } from 'react-i18next';

const chip = (active: boolean) =>
  `shrink-0 rounded-full px-4 py-1.5 text-sm font-semibold transition focus-visible:ring-2 focus-visible:ring-gold outline-none ${active ? 'bg-gold text-[#2a1a00]' : 'bg-surface-2 text-muted hover:text-fg'}`;

/** Spec §2 lobby order: NEW, FAV, ALL, HOT, RECENT. */
const ORDER: LobbyFilter[] = ['NEW', 'FAV', 'ALL', 'HOT', 'RECENT'];

export function VendorTabs({
  vendors,
  active,
  onPick,
}: {
  vendors: VendorSummary[];
  active: string | undefined;
  onPick: (vassalage: string | undefined) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="no-scrollbar mb-3 flex gap-2 overflow-x-auto pb-1" data-testid="vendor-tabs">
      <button type="button" className={chip(!active)} aria-pressed={!active} onClick={() => onPick(undefined)}>
        {t('games.allProviders')}
      </button>
      {vendors.map((v) => (
        <button
          key={v.vassalage}
          type="button"
          data-testid={`vendor-tab-${v.vassalage}`}
          aria-pressed={active === v.vassalage}
          className={`${chip(active === v.vassalage)} flex items-center gap-2`}
          onClick={() => onPick(v.vassalage)}
        >
          <img src={v.logo} alt="" className="h-5 w-8 object-contain" />
          {v.name}
        </button>
      ))}
    </div>
  );
}

export function FilterTabs({ value, onPick }: { value: LobbyFilter; onPick: (f: LobbyFilter) => void }) {
  const { t } = useTranslation();
  return (
    <div className="no-scrollbar flex gap-2 overflow-x-auto" role="tablist" aria-label={t('games.filterLabel')}>
      {ORDER.filter((f) => LOBBY_FILTERS.includes(f)).map((f) => (
        <button
          key={f}
          type="button"
          role="tab"
          data-testid={`filter-${f}`}
          aria-selected={value === f}
          className={chip(value === f)}
          onClick={() => onPick(f)}
        >
          {t(`games.filters.${f}`)}
        </button>
      ))}
    </div>
  );
}
