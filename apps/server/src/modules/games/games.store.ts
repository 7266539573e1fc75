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
  };
}
export type GamesStore = ReturnType<typeof gamesStore>;
