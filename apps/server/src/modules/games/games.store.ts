import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import type { Executor } from '../../platform/db/tx';
import { games, vendorCategories, vendors } from './games.tables';
import { vendorClosed } from './lobby.store';

type VendorPatch = Partial<Pick<typeof vendors.$inferInsert, 'enabled' | 'maintenance' | 'sequence'>>;
type GamePatch = Partial<Pick<typeof games.$inferInsert, 'enabled' | 'maintenance' | 'isHot' | 'isNew' | 'sequence'>>;

export function gamesStore(db: Db) {
  return {
    /** Enabled vendors with their categories, in display order. */
    vendorsWithCategories: (brandId: number) =>
      db
        .select({ vendor: vendors, closed: vendorClosed, category: vendorCategories.category })
        .from(vendors)
        .innerJoin(
          vendorCategories,
          and(eq(vendorCategories.brandId, vendors.brandId), eq(vendorCategories.vendorCode, vendors.code)),
        )
        .where(and(eq(vendors.brandId, brandId), eq(vendors.enabled, true)))
        .orderBy(asc(vendors.sequence), asc(vendors.code)),
    /** Vendors whose games play from their own wallet (wallet transfers), enabled or not. */
    transferVendors: (brandId: number) =>
      db
        .select({
          code: vendors.code,
          name: vendors.name,
          logo: vendors.logo,
          enabled: vendors.enabled,
          maintenance: vendors.maintenance,
        })
        .from(vendors)
        .where(and(eq(vendors.brandId, brandId), eq(vendors.walletMode, 'transfer')))
        .orderBy(asc(vendors.sequence), asc(vendors.code)),
    // Writes (the back office's Configuration, through gamesService.config): each joins the caller's transaction.
    updateVendor: (exec: Executor, brandId: number, code: string, patch: VendorPatch) =>
      exec
        .update(vendors)
        .set(patch)
        .where(and(eq(vendors.brandId, brandId), eq(vendors.code, code)))
        .returning(),
    /** Every edit moves updated_at (a trigger), which is how the lobby's copy sees it. */
    updateGame: (exec: Executor, brandId: number, nodeId: number, patch: GamePatch) =>
      exec
        .update(games)
        .set(patch)
        .where(and(eq(games.brandId, brandId), eq(games.nodeId, nodeId)))
        .returning(),
  };
}
export type GamesStore = ReturnType<typeof gamesStore>;
