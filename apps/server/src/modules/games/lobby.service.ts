import { randomInt } from 'node:crypto';
import {
  type CategoryCode,
  type FavouriteBody,
  formatMinor,
  type GameCard,
  type GameListPage,
  type GameListQuery,
  type JackpotInfo,
  type LobbyVendor,
  type WinnerEntry,
} from '@platform/contracts';
import { AppError, fieldError } from '../../platform/http/app-error';
import type { CatalogueCache } from './catalogue.cache';
import type { CatalogueIndex, CatalogueRow, IndexedRow } from './catalogue.index';
import type { LobbyStore } from './lobby.store';

type Who = { brandId: number; memberId: number | null; lang: string };

/** Jackpot counter of spec §9: starts between 10 and 90 billion, grows 100–500 every 3, 4 or 5 s. */
const JACKPOT = { minStart: 10_000_000_000, maxStart: 90_000_000_000, minStep: 100, maxStep: 500 };
const JACKPOT_INTERVALS_MS = [3000, 4000, 5000];
/** The winners board looks back this far. */
const WINNERS_DAYS = 7;
const WINNERS_CACHE_MS = 10_000;
const RECENT_LIMIT = 100;

/** "player01" -> "pl****1": enough to recognise oneself, not enough to find anyone. */
export const maskAccount = (account: string) =>
  account.length <= 3 ? `${account.slice(0, 1)}**` : `${account.slice(0, 2)}****${account.slice(-1)}`;

export function lobbyService(deps: { store: LobbyStore; cache: CatalogueCache; clock: () => Date }) {
  const { store, cache } = deps;
  const jackpots = new Map<number, { base: number; since: number }>();
  const winners = new Map<string, { at: number; list: WinnerEntry[] }>();

  function card(ix: CatalogueIndex, g: CatalogueRow, lang: string): GameCard {
    const en = g.names.en ?? g.gameCode;
    return {
      gameId: g.gameId,
      nodeId: g.nodeId,
      displayName: g.names[lang] ?? en,
      gameName: en,
      vassalage: g.vendorCode,
      vendorName: ix.vendors.get(g.vendorCode)?.name ?? g.vendorCode,
      gameCode: g.gameCode,
      gameType: g.category as CategoryCode,
      isGame: g.isGame,
      isHot: g.isHot ? 1 : 0,
      isNew: g.isNew,
      iconUrl: g.iconUrl,
      lagerIcon: g.largeIconUrl,
      theme: g.theme,
      rtp: (g.rtpBp / 100).toFixed(2),
      volatility: g.volatility,
      tags: g.tags,
      maintenance: ix.closed(g),
      trial: g.trial,
    };
  }

  /** One page of games as cards; only the page's rows are turned into cards. */
  function pageOf(ix: CatalogueIndex, rows: CatalogueRow[], lang: string, pageNo: number, pageSize: number) {
    const start = (pageNo - 1) * pageSize;
    return {
      list: rows.slice(start, start + pageSize).map((g) => card(ix, g, lang)),
      pageNo,
      pageSize,
      total: rows.length,
    };
  }

  /** A member's own list (favourites, recent) as catalogue rows, in the member's order. */
  const rowsOf = (ix: CatalogueIndex, ids: number[]) =>
    ids.map((id) => ix.byNode.get(id)).filter((g): g is IndexedRow => !!g);

  function needMember(memberId: number | null): number {
    if (memberId === null) throw new AppError('NOT_LOGGED_IN');
    return memberId;
  }

  return {
    card,
    catalogue: (brandId: number) => cache.get(brandId),

    /** Game list and search (spec §7 game list): one category or vendor, a filter, a page. */
    async list(who: Who, q: GameListQuery): Promise<GameListPage> {
      const ix = await cache.get(who.brandId);
      if (q.vassalage && !ix.vendors.get(q.vassalage)?.enabled) throw fieldError('vassalage', 'unknown');
      let rows: IndexedRow[];
      if (q.gameClassify === 'FAV' || q.gameClassify === 'RECENT') {
        const memberId = needMember(who.memberId);
        const ids =
          q.gameClassify === 'FAV'
            ? await store.favouriteIds(who.brandId, memberId)
            : await store.recentIds(who.brandId, memberId, RECENT_LIMIT);
        rows = rowsOf(ix, ids).filter(
          (g) => (!q.gameType || g.category === q.gameType) && (!q.vassalage || g.vendorCode === q.vassalage),
        );
      } else {
        const only = q.gameClassify === 'HOT' || q.gameClassify === 'NEW' ? q.gameClassify : undefined;
        rows = ix.scope(q.gameType, q.vassalage, only);
      }
      if (q.keyword) rows = ix.search(rows, who.lang, q.keyword);
      return pageOf(ix, rows, who.lang, q.pageNo, q.pageSize);
    },

    /** Enabled vendors with their categories and how many games each offers. */
    async vendors(brandId: number, gameType?: CategoryCode): Promise<LobbyVendor[]> {
      const ix = await cache.get(brandId);
      return [...ix.vendors.values()]
        .filter((v) => v.enabled && (!gameType || v.categories.includes(gameType)))
        .map((v) => ({
          vassalage: v.code,
          name: v.name,
          logo: v.logo,
          categories: v.categories as CategoryCode[],
          walletMode: v.walletMode,
          isGame: v.isGame,
          maintenance: v.maintenance,
          gameCount: ix.scope(undefined, v.code).length,
        }));
    },

    /** Hot games across the lobby (or one vendor or category), open ones only. */
    async hot(who: Who, q: { vassalage?: string; gameType?: CategoryCode }, limit = 24): Promise<GameCard[]> {
      const ix = await cache.get(who.brandId);
      return ix
        .scope(q.gameType, q.vassalage, 'HOT')
        .filter((g) => !ix.closed(g))
        .slice(0, limit)
        .map((g) => card(ix, g, who.lang));
    },

    async favouriteIds(who: Who): Promise<number[]> {
      const ix = await cache.get(who.brandId);
      const ids = await store.favouriteIds(who.brandId, needMember(who.memberId));
      return ids.filter((id) => ix.byNode.has(id));
    },

    async favourites(who: Who, pageNo: number, pageSize: number): Promise<GameListPage> {
      const ix = await cache.get(who.brandId);
      const rows = rowsOf(ix, await store.favouriteIds(who.brandId, needMember(who.memberId)));
      return pageOf(ix, rows, who.lang, pageNo, pageSize);
    },

    /** Add or remove; the payload must name the game as the catalogue has it (spec: nodeId, vendor, gameType). */
    async setFavourite(who: Who, body: FavouriteBody, on: boolean): Promise<number[]> {
      const memberId = needMember(who.memberId);
      const ix = await cache.get(who.brandId);
      const g = ix.byNode.get(body.nodeId);
      if (!g) throw fieldError('nodeId', 'unknown', {}, 'gameNotFound');
      if (g.vendorCode !== body.vendor) throw fieldError('vendor', 'invalid');
      if (g.category !== body.gameType) throw fieldError('gameType', 'invalid');
      if (on) await store.addFavourite(who.brandId, memberId, g.nodeId);
      else await store.removeFavourite(who.brandId, memberId, g.nodeId);
      return (await store.favouriteIds(who.brandId, memberId)).filter((id) => ix.byNode.has(id));
    },

    async recent(who: Who, q: { page: number; pageSize: number; gameType?: CategoryCode }): Promise<GameListPage> {
      const ix = await cache.get(who.brandId);
      const ids = await store.recentIds(who.brandId, needMember(who.memberId), RECENT_LIMIT);
      const rows = rowsOf(ix, ids).filter((g) => !q.gameType || g.category === q.gameType);
      return pageOf(ix, rows, who.lang, q.page, q.pageSize);
    },

    /** Winners board: the latest wins of the last 7 days, the 3 biggest first (spec §9). */
    async winners(who: Who, q: { gameCategory?: CategoryCode; limitNum: number }): Promise<WinnerEntry[]> {
      const key = `${who.brandId}:${who.lang}:${q.gameCategory ?? ''}:${q.limitNum}`;
      const hit = winners.get(key);
      const now = deps.clock().getTime();
      if (hit && now - hit.at < WINNERS_CACHE_MS) return hit.list;
      const ix = await cache.get(who.brandId);
      const since = new Date(now - WINNERS_DAYS * 86_400_000);
      const rows = (await store.latestWins(who.brandId, since, q.gameCategory ? 500 : q.limitNum * 5))
        .map((r) => ({ r, g: ix.byCode.get(`${r.vendor}:${r.gameCode}`) }))
        .filter(({ g }) => !q.gameCategory || g?.category === q.gameCategory)
        .slice(0, q.limitNum);
      const biggest = [...rows].sort((a, b) =>
        b.r.winMinor > a.r.winMinor ? 1 : b.r.winMinor < a.r.winMinor ? -1 : 0,
      );
      const top = biggest.slice(0, 3);
      const ordered = [...top, ...rows.filter((x) => !top.includes(x))];
      const list = ordered.map(({ r, g }) => ({
        vo: {
          customerName: maskAccount(r.account),
          winAmount: formatMinor(r.winMinor),
          gameName: g ? (g.names[who.lang] ?? g.names.en ?? r.gameCode) : r.gameCode,
          iconUrl: g?.iconUrl ?? '/static/games/default.svg',
          nodeId: g?.nodeId ?? null,
          wonAt: (r.settledAt ?? new Date(now)).toISOString(),
        },
      }));
      winners.set(key, { at: now, list });
      return list;
    },

    /** The jackpot counter's value now: a start drawn once per brand, grown at the average step rate. */
    jackpot(brandId: number): JackpotInfo {
      const now = deps.clock().getTime();
      let j = jackpots.get(brandId);
      if (!j) {
        j = { base: randomInt(JACKPOT.minStart, JACKPOT.maxStart), since: now };
        jackpots.set(brandId, j);
      }
      const perMs = (JACKPOT.minStep + JACKPOT.maxStep) / 2 / 4000;
      const minor = BigInt(Math.floor((j.base + (now - j.since) * perMs) * 100));
      return {
        value: formatMinor(minor),
        minStep: formatMinor(BigInt(JACKPOT.minStep * 100)),
        maxStep: formatMinor(BigInt(JACKPOT.maxStep * 100)),
        intervalsMs: JACKPOT_INTERVALS_MS,
      };
    },
  };
}
export type LobbyService = ReturnType<typeof lobbyService>;
