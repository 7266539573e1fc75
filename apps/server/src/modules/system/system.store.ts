import { and, asc, eq, gt, lte } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import type { Executor } from '../../platform/db/tx';
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
            eq(maintenanceWindows.scope, 'site'),
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

    // Writes (the back office's Configuration, through systemService.config): each joins the caller's transaction.
    setFlag: (exec: Executor, brandId: number, flag: string, enabled: boolean) =>
      exec
        .insert(brandFlags)
        .values({ brandId, flag, enabled })
        .onConflictDoUpdate({ target: [brandFlags.brandId, brandFlags.flag], set: { enabled } }),
    updateModule: (exec: Executor, brandId: number, modId: string, patch: ModulePatch) =>
      exec
        .update(brandModules)
        .set(patch)
        .where(and(eq(brandModules.brandId, brandId), eq(brandModules.modId, modId)))
        .returning(),
    setLanguages: (exec: Executor, brandId: number, defaultLanguage: string, supported: string[]) =>
      exec
        .update(brands)
        .set({ defaultLanguage, supportedLanguages: supported })
        .where(eq(brands.id, brandId))
        .returning({ id: brands.id }),
    upsertRegisterRule: (exec: Executor, row: typeof registerRules.$inferInsert) =>
      exec
        .insert(registerRules)
        .values(row)
        .onConflictDoUpdate({
          target: [registerRules.brandId, registerRules.field],
          set: {
            enabled: row.enabled,
            required: row.required,
            patternId: row.patternId,
            acceptedPattern: row.acceptedPattern,
            minLength: row.minLength,
            maxLength: row.maxLength,
          },
        })
        .returning(),
    insertRegion: (exec: Executor, row: typeof regionRules.$inferInsert) =>
      exec.insert(regionRules).values(row).returning(),
    deleteRegion: (exec: Executor, brandId: number, id: number) =>
      exec
        .delete(regionRules)
        .where(and(eq(regionRules.brandId, brandId), eq(regionRules.id, id)))
        .returning(),
    insertWindow: (exec: Executor, row: typeof maintenanceWindows.$inferInsert) =>
      exec.insert(maintenanceWindows).values(row).returning(),
    updateWindow: (
      exec: Executor,
      brandId: number,
      id: number,
      patch: Partial<typeof maintenanceWindows.$inferInsert>,
    ) =>
      exec
        .update(maintenanceWindows)
        .set(patch)
        .where(and(eq(maintenanceWindows.brandId, brandId), eq(maintenanceWindows.id, id)))
        .returning(),
    deleteWindow: (exec: Executor, brandId: number, id: number) =>
      exec
        .delete(maintenanceWindows)
        .where(and(eq(maintenanceWindows.brandId, brandId), eq(maintenanceWindows.id, id)))
        .returning(),
    /** The window row as it is now (locked by the caller's transaction), to audit before and after. */
    windowForUpdate: async (exec: Executor, brandId: number, id: number) =>
      (
        await exec
          .select()
          .from(maintenanceWindows)
          .where(and(eq(maintenanceWindows.brandId, brandId), eq(maintenanceWindows.id, id)))
          .for('update')
      )[0],
    insertCs: (exec: Executor, row: typeof customerService.$inferInsert) =>
      exec.insert(customerService).values(row).returning(),
    updateCs: (exec: Executor, brandId: number, id: number, patch: Partial<typeof customerService.$inferInsert>) =>
      exec
        .update(customerService)
        .set(patch)
        .where(and(eq(customerService.brandId, brandId), eq(customerService.id, id)))
        .returning(),
    deleteCs: (exec: Executor, brandId: number, id: number) =>
      exec
        .delete(customerService)
        .where(and(eq(customerService.brandId, brandId), eq(customerService.id, id)))
        .returning(),
    /** Whether a site window runs at `now` (read inside a write's transaction, after it). */
    siteWindowAt: async (exec: Executor, brandId: number, now: Date) =>
      (
        await exec
          .select()
          .from(maintenanceWindows)
          .where(
            and(
              eq(maintenanceWindows.brandId, brandId),
              eq(maintenanceWindows.scope, 'site'),
              lte(maintenanceWindows.startTime, now),
              gt(maintenanceWindows.endTime, now),
            ),
          )
          .orderBy(asc(maintenanceWindows.endTime))
          .limit(1)
      )[0],
  };
}

type ModulePatch = Partial<Pick<typeof brandModules.$inferInsert, 'enabled' | 'name' | 'sequence'>>;
export type WindowRow = typeof maintenanceWindows.$inferSelect;

export type SystemStore = ReturnType<typeof systemStore>;
