import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { members } from '../members/members.tables';
import { betRounds } from '../providers/providers.tables';
import type { CatalogueRow, CatalogueVendor } from './catalogue.index';
import { gameFavourites, gameRecent, games, vendorCategories, vendors } from './games.tables';

/**
 * Closed now: the vendor's (or game's) maintenance switch, or a running maintenance window of the
 * system module's table for it (read here, written by the back office through the system service).
 */
export const vendorClosed = sql<boolean>`(${vendors.maintenance} or exists (
  select 1 from maintenance_windows w where w.brand_id = ${vendors.brandId} and w.scope = 'vendor'
     and w.target = ${vendors.code} and w.start_time <= now() and w.end_time > now()))`;
const gameClosed = sql<boolean>`(${games.maintenance} or exists (
  select 1 from maintenance_windows w where w.brand_id = ${games.brandId} and w.scope = 'game'
     and w.target = ${games.nodeId}::text and w.start_time <= now() and w.end_time > now()))`;

export function lobbyStore(db: Db) {
  return {
    /** Changes when a game is added, removed or edited (every edit sets updated_at). */
    async catalogueVersion(brandId: number): Promise<string> {
      const [r] = await db
        .select({
          n: sql<number>`count(*)::int`,
          at: sql<string>`coalesce(max(${games.updatedAt}), 'epoch')::text`,
          // Game maintenance windows running now: one starting or ending changes the version too.
          windows: sql<string>`(select coalesce(string_agg(w.id::text, ',' order by w.id), '')
            from maintenance_windows w where w.brand_id = ${brandId} and w.scope = 'game'
             and w.start_time <= now() and w.end_time > now())`,
        })
        .from(games)
        .where(and(eq(games.brandId, brandId), eq(games.enabled, true)));
      return `${r?.n ?? 0}@${r?.at ?? ''}#${r?.windows ?? ''}`;
    },

    catalogue: (brandId: number): Promise<CatalogueRow[]> =>
      db
        .select({
          nodeId: games.nodeId,
          gameId: games.gameId,
          vendorCode: games.vendorCode,
          gameCode: games.gameCode,
          category: games.category,
          isGame: games.isGame,
          isHot: games.isHot,
          isNew: games.isNew,
          rtpBp: games.rtpBp,
          volatility: games.volatility,
          tags: games.tags,
          theme: games.theme,
          iconUrl: games.iconUrl,
          largeIconUrl: games.largeIconUrl,
          names: games.names,
          trial: games.trial,
          maintenance: gameClosed,
          sequence: games.sequence,
        })
        .from(games)
        .where(and(eq(games.brandId, brandId), eq(games.enabled, true))),

    async vendors(brandId: number): Promise<CatalogueVendor[]> {
      const rows = await db
        .select({
          code: vendors.code,
          name: vendors.name,
          logo: vendors.logo,
          walletMode: vendors.walletMode,
          isGame: vendors.isGame,
          launchUrl: vendors.launchUrl,
          enabled: vendors.enabled,
          maintenance: vendorClosed,
          categories: sql<
            string[]
          >`coalesce(array_agg(${vendorCategories.category} order by ${vendorCategories.category}) filter (where ${vendorCategories.category} is not null), '{}')`,
        })
        .from(vendors)
        .leftJoin(
          vendorCategories,
          and(eq(vendorCategories.brandId, vendors.brandId), eq(vendorCategories.vendorCode, vendors.code)),
        )
        .where(eq(vendors.brandId, brandId))
        .groupBy(vendors.brandId, vendors.code)
        .orderBy(asc(vendors.sequence), asc(vendors.code));
      return rows;
    },

    favouriteIds: async (brandId: number, memberId: number): Promise<number[]> =>
      (
        await db
          .select({ nodeId: gameFavourites.nodeId })
          .from(gameFavourites)
          .where(and(eq(gameFavourites.memberId, memberId), eq(gameFavourites.brandId, brandId)))
          .orderBy(desc(gameFavourites.createdAt), desc(gameFavourites.nodeId))
      ).map((r) => r.nodeId),

    /** Adding twice keeps the first time; returns nothing either way (the toggle is idempotent). */
    addFavourite: (brandId: number, memberId: number, nodeId: number) =>
      db.insert(gameFavourites).values({ brandId, memberId, nodeId }).onConflictDoNothing(),

    removeFavourite: (brandId: number, memberId: number, nodeId: number) =>
      db
        .delete(gameFavourites)
        .where(
          and(
            eq(gameFavourites.memberId, memberId),
            eq(gameFavourites.brandId, brandId),
            eq(gameFavourites.nodeId, nodeId),
          ),
        ),

    recentIds: async (brandId: number, memberId: number, limit: number): Promise<number[]> =>
      (
        await db
          .select({ nodeId: gameRecent.nodeId })
          .from(gameRecent)
          .where(and(eq(gameRecent.memberId, memberId), eq(gameRecent.brandId, brandId)))
          .orderBy(desc(gameRecent.playedAt))
          .limit(limit)
      ).map((r) => r.nodeId),

    /** A real launch moves the game to the top of the member's recent list. */
    touchRecent: (brandId: number, memberId: number, nodeId: number, at: Date) =>
      db
        .insert(gameRecent)
        .values({ brandId, memberId, nodeId, playedAt: at })
        .onConflictDoUpdate({ target: [gameRecent.memberId, gameRecent.nodeId], set: { playedAt: at } }),

    /** The brand's latest winning rounds since `since` (partial index bet_rounds_wins). */
    latestWins: (brandId: number, since: Date, limit: number) =>
      db
        .select({
          account: members.account,
          vendor: betRounds.vendor,
          gameCode: betRounds.gameCode,
          winMinor: betRounds.winMinor,
          settledAt: betRounds.settledAt,
        })
        .from(betRounds)
        .innerJoin(members, eq(members.id, betRounds.memberId))
        .where(
          and(
            eq(betRounds.brandId, brandId),
            gt(betRounds.winMinor, sql`0`),
            eq(betRounds.status, 'settled'),
            gt(betRounds.settledAt, since),
          ),
        )
        .orderBy(desc(betRounds.settledAt))
        .limit(limit),
  };
}
export type LobbyStore = ReturnType<typeof lobbyStore>;
