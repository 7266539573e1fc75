import { type CatalogueGame, generateCatalogue, VENDOR_PLANS } from '@platform/games';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { games, vendors } from '../modules/games/games.tables';
import type { Tx } from '../platform/db/tx';

/** Where the demo studio serves a game's card (the platform stores the URL, as for any vendor). */
export const studioIconUrl = (gameCode: string, large = false) =>
  `/studio/icons/${gameCode}.svg${large ? '?size=large' : ''}`;

/** The demo studio's game window (apps/server/src/studio), on this site's own origin. */
export const STUDIO_LAUNCH_URL = '/studio/play';

const rowOf = (brandId: number, g: CatalogueGame, sequence: number) => ({
  brandId,
  nodeId: g.nodeId,
  gameId: g.gameId,
  vendorCode: g.vassalage,
  gameCode: g.gameCode,
  category: g.category,
  isGame: g.isGame,
  isHot: g.isHot,
  isNew: g.isNew,
  rtpBp: g.rtpBp,
  volatility: g.volatility,
  tags: g.tags,
  theme: g.theme,
  iconUrl: studioIconUrl(g.gameCode),
  largeIconUrl: studioIconUrl(g.gameCode, true),
  names: g.displayName as Record<string, string>,
  trial: true,
  sequence,
});

/**
 * The demo studio's 10,000 games as the demo brand's catalogue. Runs at every start and inserts
 * only what is missing, so a database seeded before the catalogue existed gets it too, and an
 * operator's changes (maintenance, hot flags) survive restarts.
 */
export async function seedDemoGames(tx: Tx, brandId: number) {
  // The studio's vendors open their games in its window (an operator's own URL is kept).
  await tx
    .update(vendors)
    .set({ launchUrl: STUDIO_LAUNCH_URL })
    .where(
      and(
        eq(vendors.brandId, brandId),
        inArray(
          vendors.code,
          VENDOR_PLANS.map((p) => p.vendor),
        ),
        isNull(vendors.launchUrl),
      ),
    );
  const [have] = await tx.select({ n: sql<number>`count(*)::int` }).from(games).where(sql`brand_id = ${brandId}`);
  const catalogue = generateCatalogue();
  if ((have?.n ?? 0) >= catalogue.length) return;
  // One statement with the rows as one JSON parameter: far cheaper than 180,000 bind parameters.
  const rows = catalogue.map((g, i) => rowOf(brandId, g, i));
  await tx.execute(sql`
    insert into games (brand_id, node_id, game_id, vendor_code, game_code, category, is_game, is_hot, is_new,
      rtp_bp, volatility, tags, theme, icon_url, large_icon_url, names, trial, sequence)
    select "brandId", "nodeId", "gameId", "vendorCode", "gameCode", category, "isGame", "isHot", "isNew",
      "rtpBp", volatility, tags, theme, "iconUrl", "largeIconUrl", names, trial, sequence
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r("brandId" int, "nodeId" int, "gameId" text,
      "vendorCode" text, "gameCode" text, category text, "isGame" text, "isHot" boolean, "isNew" boolean,
      "rtpBp" int, volatility text, tags text[], theme text, "iconUrl" text, "largeIconUrl" text, names jsonb,
      trial boolean, sequence int)
    on conflict do nothing`);
}
