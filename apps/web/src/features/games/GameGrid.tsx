import type { GameCard as Game } from '@platform/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { Spinner } from '../../ui/Loader';
import { DEFAULT_GAME_ICON, GameCard } from './GameCard';

/** Two columns on a phone up to seven on a wide desktop; the popup passes a denser layout. */
export const GRID_COLUMNS = 'grid-cols-2 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-5 xl:grid-cols-6 2xl:grid-cols-7';

/** A grid of game cards with its loading, empty and "load more" states. */
export function GameGrid({
  games,
  loading,
  empty,
  hasMore,
  loadingMore,
  onMore,
  columns = GRID_COLUMNS,
  onOpen,
  testId = 'game-grid',
}: {
  games: Game[];
  loading: boolean;
  empty: { title: string; body: string; action?: ReactNode };
  hasMore?: boolean;
  loadingMore?: boolean;
  onMore?: () => void;
  columns?: string;
  onOpen?: () => void;
  testId?: string;
}) {
  const { t } = useTranslation();
  if (loading && !games.length) {
    return (
      <div className={`grid gap-3 ${columns}`} data-testid={`${testId}-loading`} aria-busy="true">
        {Array.from({ length: 12 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <div key={i} className="aspect-[3/4.9] animate-pulse rounded-xl bg-surface-2" />
        ))}
      </div>
    );
  }
  if (!games.length) return <EmptyState image={DEFAULT_GAME_ICON} {...empty} />;
  return (
    <>
      <div data-testid={testId} className={`grid gap-3 ${columns}`}>
        {games.map((g) => (
          <GameCard key={g.nodeId} game={g} onOpen={onOpen} />
        ))}
      </div>
      {hasMore && onMore && (
        <div className="mt-5 flex justify-center">
          <Button variant="ghost" data-testid="load-more" disabled={loadingMore} onClick={onMore} className="min-w-40">
            {loadingMore ? <Spinner /> : t('games.loadMore')}
          </Button>
        </div>
      )}
    </>
  );
}
