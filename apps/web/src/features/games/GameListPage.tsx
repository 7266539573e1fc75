import type { CategoryCode } from '@platform/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../ui/EmptyState';
import { CATEGORY_ICONS, SearchIcon } from '../../ui/icons';
import { Spinner } from '../../ui/Loader';
import { PageTitle } from './PageTitle';
import { useCategory } from './useCategory';

const FILTERS = ['ALL', 'NEW', 'HOT', 'FAV', 'RECENT'] as const;

/**
 * Game-list centers (live, fishing, slots, cards, in-house): vendor tabs, the lobby filters and
 * search. `?vassalage=` preselects a vendor. The game grid fills in once the catalogue is served.
 */
export function GameListPage({ category }: { category: CategoryCode }) {
  const { t } = useTranslation();
  const { menu, isPending } = useCategory(category);
  const [params, setParams] = useSearchParams();
  const [filter, setFilter] = useState<(typeof FILTERS)[number]>('ALL');
  const [query, setQuery] = useState('');
  const vendorCode = params.get('vassalage');
  const vendor = menu?.vendors.find((v) => v.vassalage === vendorCode);
  const Icon = CATEGORY_ICONS[category];
  const chip = (active: boolean) =>
    `shrink-0 rounded-full px-4 py-1.5 text-sm font-semibold transition ${active ? 'bg-gold text-[#2a1a00]' : 'bg-surface-2 text-muted hover:text-fg'}`;

  return (
    <div data-testid={`game-list-${category}`} className="mx-auto max-w-[1600px] px-3 py-5 sm:px-6">
      <PageTitle
        icon={Icon && <Icon className="text-gold" width={26} height={26} />}
        title={menu?.name ?? ''}
        intro={t('games.listIntro')}
      />
      {isPending && <Spinner />}
      {menu && (
        <>
          <div className="no-scrollbar mb-3 flex gap-2 overflow-x-auto pb-1">
            <button type="button" className={chip(!vendor)} onClick={() => setParams({})}>
              {t('games.allProviders')}
            </button>
            {menu.vendors.map((v) => (
              <button
                key={v.vassalage}
                type="button"
                className={`${chip(vendor?.vassalage === v.vassalage)} flex items-center gap-2`}
                onClick={() => setParams({ vassalage: v.vassalage })}
              >
                <img src={v.logo} alt="" className="h-5 w-8 object-contain" />
                {v.name}
              </button>
            ))}
          </div>
          <div className="mb-5 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <div className="no-scrollbar flex gap-2 overflow-x-auto" role="tablist">
              {FILTERS.map((f) => (
                <button
                  key={f}
                  type="button"
                  role="tab"
                  aria-selected={filter === f}
                  className={chip(filter === f)}
                  onClick={() => setFilter(f)}
                >
                  {t(`games.filters.${f}`)}
                </button>
              ))}
            </div>
            <label className="flex items-center gap-2 rounded-lg border border-line bg-surface px-3 py-2 sm:w-72">
              <SearchIcon className="text-muted" />
              <input
                value={query}
                onChange={(e) => setQuery(e.target.value)}
                placeholder={t('games.search')}
                className="w-full bg-transparent text-sm outline-none placeholder:text-muted"
              />
            </label>
          </div>
          <EmptyState
            image={vendor?.logo ?? '/static/games/default.svg'}
            title={t('games.emptyTitle')}
            body={t('games.emptyBody', { vendor: vendor?.name ?? menu.name })}
          />
        </>
      )}
    </div>
  );
}
