import { type CategoryCode, ROUTES } from '@platform/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useToken } from '../state/session';
import type { DateRange } from '../ui/RangeFilter';
import { call } from './client';
import { rangeQuery } from './wallet';

/** Rounds change with every spin, so the record's queries live under one key a game window may refresh. */
export const betsKeys = { all: ['bets'] as const };

export type BetFilter = DateRange & {
  gameType?: CategoryCode;
  vassalage?: string;
  pageNo: number;
  pageSize: number;
};

/** The betting record: a page of rounds and the totals of the whole filter; game names in the UI language. */
export function useBetRecords(f: BetFilter) {
  const token = useToken();
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [...betsKeys.all, 'records', token, i18n.language, f],
    queryFn: () =>
      call(ROUTES.betRecords, {
        query: {
          ...rangeQuery(f),
          gameType: f.gameType,
          vassalage: f.vassalage,
          language: i18n.language,
          pageNo: String(f.pageNo),
          pageSize: String(f.pageSize),
        },
      }),
    enabled: Boolean(token),
    retry: false,
    placeholderData: keepPreviousData,
  });
}

/** Profit and loss by category over a range. */
export function useBetProfit(r: DateRange) {
  const token = useToken();
  return useQuery({
    queryKey: [...betsKeys.all, 'profit', token, r],
    queryFn: () => call(ROUTES.betProfit, { query: rangeQuery(r) }),
    enabled: Boolean(token),
    retry: false,
    placeholderData: keepPreviousData,
  });
}

/** The last 10 rounds with their bet, win and rollback calls. */
export function useRecentRounds() {
  const token = useToken();
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [...betsKeys.all, 'recent', token, i18n.language],
    queryFn: () => call(ROUTES.recentRounds),
    enabled: Boolean(token),
    retry: false,
  });
}
