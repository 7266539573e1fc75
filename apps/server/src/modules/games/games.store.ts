import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { vendorCategories, vendors } from './games.tables';

export function gamesStore(db: Db) {
  return {
    /** Enabled vendors with their categories, in display order. */
    vendorsWithCategories: (brandId: number) =>
      db
        .select({ vendor: vendors, category: vendorCategories.category })
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
  };
}
export type GamesStore = ReturnType<typeof gamesStore>;
