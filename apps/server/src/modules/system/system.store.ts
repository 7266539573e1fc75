import { and, asc, eq, gt, lte } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import {
  brandDomains,
  brandFlags,
  brandModules,
  brandResources,
  brands,
  customerService,
  helpSections,
  maintenanceWindows,
  regionRules,
  registerRules,
} from './system.tables';

export type BrandRow = typeof brands.$inferSelect;

/** The only code that reads the system tables. */
export function systemStore(db: Db) {
  return {
    async brandByDomain(domain: string): Promise<BrandRow | undefined> {
      const rows = await db
        .select({ brand: brands })
        .from(brandDomains)
        .innerJoin(brands, eq(brands.id, brandDomains.brandId))
        .where(eq(brandDomains.domain, domain))
        .limit(1);
      return rows[0]?.brand;
    },
    async brandByMerchant(code: string): Promise<BrandRow | undefined> {
      const rows = await db.select().from(brands).where(eq(brands.merchantCode, code)).limit(1);
      return rows[0];
    },
    flags: (brandId: number) => db.select().from(brandFlags).where(eq(brandFlags.brandId, brandId)),
    modules: (brandId: number) =>
      db
        .select()
        .from(brandModules)
        .where(eq(brandModules.brandId, brandId))
        .orderBy(asc(brandModules.sequence), asc(brandModules.modId)),
    customerService: (brandId: number) =>
      db
        .select()
        .from(customerService)
        .where(eq(customerService.brandId, brandId))
        .orderBy(asc(customerService.sequence), asc(customerService.id)),
    resources: (brandId: number) =>
      db
        .select()
        .from(brandResources)
        .where(eq(brandResources.brandId, brandId))
        .orderBy(asc(brandResources.sequence), asc(brandResources.id)),
    registerRules: (brandId: number) => db.select().from(registerRules).where(eq(registerRules.brandId, brandId)),
    domains: (brandId: number) =>
      db.select().from(brandDomains).where(eq(brandDomains.brandId, brandId)).orderBy(asc(brandDomains.domain)),
    async activeMaintenance(brandId: number, now: Date) {
      const rows = await db
        .select()
        .from(maintenanceWindows)
        .where(
          and(
            eq(maintenanceWindows.brandId, brandId),
            lte(maintenanceWindows.startTime, now),
            gt(maintenanceWindows.endTime, now),
          ),
        )
        .orderBy(asc(maintenanceWindows.endTime))
        .limit(1);
      return rows[0];
    },
    regionRules: (brandId: number) => db.select().from(regionRules).where(eq(regionRules.brandId, brandId)),
    help: (brandId: number, lang: string) =>
      db
        .select()
        .from(helpSections)
        .where(and(eq(helpSections.brandId, brandId), eq(helpSections.lang, lang)))
        .orderBy(asc(helpSections.sequence)),
  };
}

export type SystemStore = ReturnType<typeof systemStore>;
