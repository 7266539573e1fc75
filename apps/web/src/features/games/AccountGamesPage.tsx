import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFavourites, useRecentGames } from '../../api/games';
import { ClockIcon, StarIcon } from '../../ui/icons';
import { GameGrid } from './GameGrid';
import { PageTitle } from './PageTitle';

/** /favorite and /recent: the member's own game lists (only reachable with a session). */
export function AccountGamesPage({ kind }: { kind: 'favorite' | 'recent' }) {
  const { t } = useTranslation();
  const favourites = useFavourites();
  const recent = useRecentGames();
  const query = kind === 'favorite' ? favourites : recent;
  const title = kind === 'favorite' ? t('games.favoriteTitle') : t('games.recentTitle');
  const Icon = kind === 'favorite' ? StarIcon : ClockIcon;
  const games = query.data?.list ?? [];
  return (
    <div data-testid={`page-${kind}`} className="mx-auto max-w-[1600px] px-3 py-5 sm:px-6">
      <PageTitle icon={<Icon className="text-gold" width={26} height={26} />} title={title} />
      {/* No '0 games' over the empty state, which says so itself. */}
      {query.data && query.data.total > 0 && (
        <p data-testid="game-total" className="mb-3 text-xs text-muted">
          {t('games.total', { count: query.data.total })}
        </p>
      )}
      <GameGrid
        testId={`${kind}-grid`}
        games={games}
        loading={query.isPending}
        empty={{
          title: kind === 'favorite' ? t('games.favoriteNone') : t('games.recentNone'),
          body: kind === 'favorite' ? t('games.favoriteEmpty') : t('games.recentEmpty'),
          action: (
            <Link to="/rng" className="rounded-lg bg-gold px-5 py-2 text-sm font-semibold text-[#2a1a00]">
              {t('games.browse')}
            </Link>
          ),
        }}
      />
    </div>
  );
}
