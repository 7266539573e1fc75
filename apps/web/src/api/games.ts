import {
  type CategoryCode,
  DEFAULTS,
  type FavouriteBody,
  type GameCard,
  type LaunchGameBody,
  LIMITS,
  type LobbyFilter,
  ROUTES,
} from '@platform/contracts';
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useToken } from '../state/session';
import { call } from './client';

/** Every catalogue key starts with 'games' and carries the language, so a language change refetches. */
export const gameKeys = {
  all: ['games'] as const,
  list: (q: object) => ['games', 'list', q] as const,
  vendors: (lang: string, gameType?: string) => ['games', 'vendors', lang, gameType ?? ''] as const,
  hot: (lang: string, gameType?: string) => ['games', 'hot', lang, gameType ?? ''] as const,
  winners: (lang: string) => ['games', 'winners', lang] as const,
  jackpot: ['games', 'jackpot'] as const,
  member: ['games', 'member'] as const,
  recent: (token: string | null, lang: string) => ['games', 'member', 'recent', token, lang] as const,
  favourites: (token: string | null, lang: string) => ['games', 'member', 'favourites', token, lang] as const,
  favouriteIds: (token: string | null) => ['games', 'member', 'favouriteIds', token] as const,
};

const minutes = (n: number) => n * 60_000;
const base = () => ({ clientType: String(DEFAULTS.clientType), platform: DEFAULTS.platform });

export type ListFilter = {
  gameType?: CategoryCode;
  vassalage?: string;
  gameClassify?: LobbyFilter;
  keyword?: string;
  pageSize?: number;
};

/** The game list, page after page ("load more"), in the member's language; search is server-side. */
export function useGameList(filter: ListFilter, enabled = true) {
  const { i18n } = useTranslation();
  const token = useToken();
  const pageSize = filter.pageSize ?? 36;
  const q = { ...filter, pageSize, language: i18n.language };
  // FAV and RECENT depend on who is asking: the token is part of their key.
  const personal = filter.gameClassify === 'FAV' || filter.gameClassify === 'RECENT';
  return useInfiniteQuery({
    queryKey: gameKeys.list(personal ? { ...q, token } : q),
    queryFn: ({ pageParam }) =>
      call(ROUTES.gameList, {
        query: {
          ...base(),
          language: i18n.language,
          gameType: filter.gameType,
          vassalage: filter.vassalage,
          gameClassify: filter.gameClassify ?? 'ALL',
          keyword: filter.keyword || undefined,
          pageNo: String(pageParam),
          pageSize: String(pageSize),
        },
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNo * last.pageSize < last.total ? last.pageNo + 1 : undefined),
    placeholderData: keepPreviousData,
    staleTime: minutes(2),
    enabled,
  });
}

/** One page of a category, for the home rows (page size 20 of spec §9). */
export function useGameRow(gameType: CategoryCode, enabled = true) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: gameKeys.list({ row: gameType, language: i18n.language }),
    queryFn: () =>
      call(ROUTES.gameList, {
        query: {
          ...base(),
          language: i18n.language,
          gameType,
          pageNo: '1',
          pageSize: String(LIMITS.homeRowPageSize),
        },
      }),
    staleTime: minutes(5),
    enabled,
  });
}

export function useLobbyVendors(gameType?: CategoryCode) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: gameKeys.vendors(i18n.language, gameType),
    queryFn: () => call(ROUTES.gameVendors, { query: { platform: 'html5-desktop', gameType } }),
    staleTime: minutes(5),
  });
}

/** Spec §4: the hot list is kept in session storage per language, and fetched again for a new language. */
const hotStorageKey = (lang: string, gameType?: string) => `hotGames:${lang}:${gameType ?? ''}`;
function readHot(key: string): GameCard[] | undefined {
  try {
    const raw = sessionStorage.getItem(key);
    return raw ? (JSON.parse(raw) as GameCard[]) : undefined;
  } catch {
    return undefined;
  }
}

export function useHotGames(gameType?: CategoryCode) {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  const key = hotStorageKey(lang, gameType);
  return useQuery({
    queryKey: gameKeys.hot(lang, gameType),
    queryFn: async () => {
      const list = await call(ROUTES.hotGames, {
        query: { platform: DEFAULTS.platform, isPlatform: '1', language: lang, gameType },
      });
      try {
        sessionStorage.setItem(key, JSON.stringify(list));
      } catch {
        // A full storage only loses the cache, never the list.
      }
      return list;
    },
    initialData: () => readHot(key),
    // A cached list stays for the session; the language is part of the key, so a change fetches anew.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useWinners() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: gameKeys.winners(i18n.language),
    queryFn: () =>
      call(ROUTES.winners, {
        query: { language: i18n.language, limitNum: String(LIMITS.winnerBoardLimit) },
      }),
    staleTime: minutes(1),
  });
}

export const useJackpot = () =>
  useQuery({ queryKey: gameKeys.jackpot, queryFn: () => call(ROUTES.jackpot), staleTime: minutes(10) });

export function useRecentGames() {
  const { i18n } = useTranslation();
  const token = useToken();
  return useQuery({
    queryKey: gameKeys.recent(token, i18n.language),
    queryFn: () =>
      call(ROUTES.recentGames, {
        query: { page: '1', pageSize: '60', language: i18n.language, clientType: String(DEFAULTS.clientType) },
      }),
    enabled: Boolean(token),
  });
}

export function useFavourites() {
  const { i18n } = useTranslation();
  const token = useToken();
  return useQuery({
    queryKey: gameKeys.favourites(token, i18n.language),
    queryFn: () =>
      call(ROUTES.favourites, {
        query: { pageNo: '1', pageSize: String(LIMITS.favouritePageSize), language: i18n.language },
      }),
    enabled: Boolean(token),
  });
}

export function useFavouriteIds() {
  const token = useToken();
  return useQuery({
    queryKey: gameKeys.favouriteIds(token),
    queryFn: () => call(ROUTES.favouriteIds),
    enabled: Boolean(token),
    staleTime: minutes(5),
  });
}

/**
 * Spec §4: the star adds or removes depending on whether the id is in the favourites list, and
 * spec §9 throttles it to one action per 1000 ms on the leading edge (a double click is one toggle).
 */
export function useToggleFavourite() {
  const qc = useQueryClient();
  const token = useToken();
  const ids = useFavouriteIds();
  const last = useRef(0);
  const mutation = useMutation({
    mutationFn: ({ game, add }: { game: GameCard; add: boolean }) => {
      const body: FavouriteBody = { nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType };
      return call(add ? ROUTES.addFavourite : ROUTES.removeFavourite, { body });
    },
    onMutate: ({ game, add }) => {
      // The star answers at once; the server's list replaces the guess when the call settles.
      qc.setQueryData<number[]>(gameKeys.favouriteIds(token), (old = []) =>
        add ? [...new Set([...old, game.nodeId])] : old.filter((id) => id !== game.nodeId),
      );
    },
    // The answer is the ids after the change; the lists that show favourites are read again.
    onError: () => qc.invalidateQueries({ queryKey: gameKeys.favouriteIds(token) }),
    onSuccess: (list) => qc.setQueryData(gameKeys.favouriteIds(token), list),
    onSettled: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: [...gameKeys.member, 'favourites'] }),
        qc.invalidateQueries({
          queryKey: ['games', 'list'],
          predicate: (q) => (q.queryKey[2] as { gameClassify?: string } | undefined)?.gameClassify === 'FAV',
        }),
      ]),
  });
  const isFavourite = (nodeId: number) => Boolean(ids.data?.includes(nodeId));
  const toggle = (game: GameCard) => {
    const now = Date.now();
    if (now - last.current < LIMITS.favouriteThrottleMs) return;
    last.current = now;
    mutation.mutate({ game, add: !isFavourite(game.nodeId) });
  };
  return { isFavourite, toggle };
}

export function useLaunch() {
  const { i18n } = useTranslation();
  return useMutation({
    mutationFn: (body: LaunchGameBody) =>
      call(ROUTES.launchGame, {
        body: { platform: DEFAULTS.platform, language: i18n.language, ...body },
      }),
  });
}
