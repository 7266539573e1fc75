import { type GameCard as Game, LIMITS } from '@platform/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { GameCard } from '../games/GameCard';
import { ROW_STILL_COUNT } from './row-sizing';
import { SlideRow, StillRow } from './SlideRow';

/** Spec §9 home rows: at most 12 cards at the lobby's card size, arrows only when there are more than 12. */
export function GameRow({
  testId,
  title,
  icon,
  games,
  total,
  seeAll,
  loading,
  extra,
  counters,
}: {
  testId: string;
  title: string;
  icon?: ReactNode;
  games: Game[];
  total: number;
  seeAll?: string;
  loading?: boolean;
  extra?: ReactNode;
  /** Cards carry the growing card counter of spec §9 (the hot games row). */
  counters?: boolean;
}) {
  const { t } = useTranslation();
  if (!loading && !games.length) return null;
  return (
    <section data-testid={testId}>
      <div className="mb-2 flex items-center justify-between gap-2">
        <h2 className="flex min-w-0 items-center gap-2 text-base font-bold">
          {icon}
          <span className="truncate">{title}</span>
          {extra}
        </h2>
        {seeAll && (
          <Link to={seeAll} className="shrink-0 text-sm font-semibold text-gold hover:underline">
            {t('common.seeAll')}
          </Link>
        )}
      </div>
      {loading && !games.length ? (
        // The same strip as the loaded row, so nothing below moves when the cards arrive.
        <div data-testid={`${testId}-loading`} aria-busy="true">
          <StillRow
            slides={Array.from({ length: ROW_STILL_COUNT }, (_, i) => ({
              key: i,
              node: <div className="aspect-[3/4.9] animate-pulse rounded-xl bg-surface-2" />,
            }))}
          />
        </div>
      ) : (
        <SlideRow
          arrows={total > LIMITS.homeRowMaxItems}
          slides={games
            .slice(0, LIMITS.homeRowMaxItems)
            .map((g) => ({ key: g.nodeId, node: <GameCard game={g} counter={counters} /> }))}
        />
      )}
    </section>
  );
}
