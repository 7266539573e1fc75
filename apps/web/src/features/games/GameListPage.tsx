import type { CategoryCode, LobbyFilter, VendorSummary } from '@platform/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useGameList } from '../../api/games';
import { useToken } from '../../state/session';
import { useGate } from '../../state/useGate';
import { EmptyState } from '../../ui/EmptyState';
import { CATEGORY_ICONS } from '../../ui/icons';
import { Spinner } from '../../ui/Loader';
import { GameGrid } from './GameGrid';
import { GamePopup, type PopupVendor } from './GamePopup';
import { FilterTabs, VendorTabs } from './LobbyControls';
import { PageTitle } from './PageTitle';
import { SearchBox, useDebounced } from './SearchBox';
import { useCategory } from './useCategory';
import { VendorTile } from './VendorTile';

/**
 * Game-list centers (live, fishing, slots, cards, in-house): vendor tabs (`?vassalage=` preselects
 * one), the lobby filters, a search on the server, and the game grid page by page. Vendors that
 * open a popup of their games (isGame VASSALAGE, the live tables) also show as tiles.
 */
export function GameListPage({ category }: { category: CategoryCode }) {
  const { t } = useTranslation();
  const { menu, isPending } = useCategory(category);
  const token = useToken();
  const gate = useGate();
  const [params, setParams] = useSearchParams();
  const [filter, setFilter] = useState<LobbyFilter>('ALL');
  const [text, setText] = useState('');
  const [popup, setPopup] = useState<PopupVendor | null>(null);
  const keyword = useDebounced(text.trim());
  const vassalage = params.get('vassalage') ?? undefined;
  // FAV and RECENT belong to a member: after a logout the lobby goes back to ALL.
  const shown: LobbyFilter = !token && (filter === 'FAV' || filter === 'RECENT') ? 'ALL' : filter;
  useEffect(() => {
    if (shown !== filter) setFilter(shown);
  }, [shown, filter]);

  const list = useGameList({ gameType: category, vassalage, gameClassify: shown, keyword }, Boolean(menu));
  const games = list.data?.pages.flatMap((p) => p.list) ?? [];
  const total = list.data?.pages[0]?.total ?? 0;
  const Icon = CATEGORY_ICONS[category];
  const popupVendors = menu?.vendors.filter((v) => v.isGame === 'VASSALAGE') ?? [];
  const vendorName = menu?.vendors.find((v) => v.vassalage === vassalage)?.name;

  const pickFilter = (f: LobbyFilter) => {
    if ((f === 'FAV' || f === 'RECENT') && !gate('favourite')) return;
    setFilter(f);
  };
  const openPopup = (v: VendorSummary) => (e: React.MouseEvent) => {
    e.preventDefault();
    setPopup({ vassalage: v.vassalage, name: v.name });
  };

  return (
    <div data-testid={`game-list-${category}`} className="mx-auto max-w-[1600px] px-3 py-5 sm:px-6">
      <PageTitle
        icon={Icon && <Icon className="text-gold" width={26} height={26} />}
        title={menu?.name ?? ''}
        intro={t('games.listIntro')}
      />
      {isPending && <Spinner />}
      {!isPending && !menu && <EmptyState title={t('notFound.title')} body={t('notFound.body')} />}
      {menu && (
        <>
          {popupVendors.length > 0 && (
            <section className="mb-5">
              <h2 className="mb-2 text-sm font-bold text-muted">{t('games.tables')}</h2>
              <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-6">
                {popupVendors.map((v) => (
                  <VendorTile
                    key={v.vassalage}
                    vendor={v}
                    to={`${menu.path}?vassalage=${v.vassalage}`}
                    onClick={openPopup(v)}
                  />
                ))}
              </div>
            </section>
          )}
          <VendorTabs
            vendors={menu.vendors}
            active={vassalage}
            onPick={(v) => setParams(v ? { vassalage: v } : {}, { replace: true })}
          />
          <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <FilterTabs value={shown} onPick={pickFilter} />
            <SearchBox value={text} onChange={setText} className="sm:w-72" />
          </div>
          <p data-testid="game-total" className="mb-3 text-xs text-muted" aria-live="polite">
            {list.isPending ? t('common.loading') : t('games.total', { count: total })}
          </p>
          <GameGrid
            games={games}
            loading={list.isPending}
            empty={{
              title: keyword ? t('games.noResults') : t('games.emptyTitle'),
              body: keyword ? t('games.noResultsBody') : t('games.emptyBody', { vendor: vendorName ?? menu.name }),
            }}
            hasMore={list.hasNextPage}
            loadingMore={list.isFetchingNextPage}
            onMore={() => list.fetchNextPage()}
          />
        </>
      )}
      <GamePopup vendor={popup} onClose={() => setPopup(null)} />
    </div>
  );
}
