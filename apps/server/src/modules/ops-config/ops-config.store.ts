import type { OpsGameQuery, OpsMaintenanceQuery, OpsVendorQuery } from '@platform/contracts';
import { and, asc, desc, eq, gt, ilike, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import type { Executor } from '../../platform/db/tx';
import { games, vendorCategories, vendors } from '../games/games.tables';
import {
  brandModules,
  brands,
  customerService,
  maintenanceWindows,
  regionRules,
  registerRules,
} from '../system/system.tables';

type Paged = { pageNo: number; pageSize: number };
const offset = (q: Paged) => (q.pageNo - 1) * q.pageSize;
/** `%` and `_` typed by an operator are searched for, not wildcards. */
const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Reads for the back office's Configuration section: the system and games modules' tables (read
 * only; every write goes through those modules' services).
 */
export function opsConfigStore(db: Db) {
  return {
    brand: async (brandId: number) => (await db.select().from(brands).where(eq(brands.id, brandId)))[0],
    modules: (brandId: number) =>
      db
        .select()
        .from(brandModules)
        .where(eq(brandModules.brandId, brandId))
        .orderBy(asc(brandModules.sequence), asc(brandModules.modId)),
    registerRule: async (exec: Executor, brandId: number, field: string) =>
      (
        await exec
          .select()
          .from(registerRules)
          .where(and(eq(registerRules.brandId, brandId), eq(registerRules.field, field)))
      )[0],
    regions: (brandId: number) =>
      db.select().from(regionRules).where(eq(regionRules.brandId, brandId)).orderBy(asc(regionRules.id)),
    customerService: (brandId: number) =>
      db
        .select()
        .from(customerService)
        .where(eq(customerService.brandId, brandId))
        .orderBy(asc(customerService.sequence), asc(customerService.id)),
    vendorExists: async (exec: Executor, brandId: number, code: string) =>
      (
        await exec
          .select({ code: vendors.code })
          .from(vendors)
          .where(and(eq(vendors.brandId, brandId), eq(vendors.code, code)))
      ).length > 0,
    gameExists: async (exec: Executor, brandId: number, nodeId: number) =>
      (
        await exec
          .select({ nodeId: games.nodeId })
          .from(games)
          .where(and(eq(games.brandId, brandId), eq(games.nodeId, nodeId)))
      ).length > 0,

    /** Maintenance windows, with the vendor's or game's name, filtered and sorted in SQL. */
    async windows(brandId: number, q: OpsMaintenanceQuery, now: Date) {
      const w = maintenanceWindows;
      const where: SQL[] = [eq(w.brandId, brandId)];
      if (q.scope) where.push(eq(w.scope, q.scope));
      if (q.state === 'active') where.push(lte(w.startTime, now), gt(w.endTime, now));
      if (q.state === 'upcoming') where.push(gt(w.startTime, now));
      if (q.state === 'ended') where.push(lte(w.endTime, now));
      const col = q.sort === 'endTime' ? w.endTime : w.startTime;
      const [rows, [count]] = await Promise.all([
        db
          .select({
            window: w,
            targetName: sql<string | null>`case ${w.scope}
              when 'vendor' then (select v.name from vendors v where v.brand_id = ${w.brandId} and v.code = ${w.target})
              when 'game' then (select g.names->>'en' from games g where g.brand_id = ${w.brandId} and g.node_id::text = ${w.target})
              end`,
          })
          .from(w)
          .where(and(...where))
          .orderBy(q.order === 'asc' ? asc(col) : desc(col), desc(w.id))
          .limit(q.pageSize)
          .offset(offset(q)),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(w)
          .where(and(...where)),
      ]);
      return { rows, total: count?.n ?? 0 };
    },

    /** A window's vendor or game name (null for the site). */
    targetName: async (brandId: number, scope: string, target: string | null): Promise<string | null> => {
      if (!target) return null;
      if (scope === 'vendor')
        return (
          (
            await db
              .select({ name: vendors.name })
              .from(vendors)
              .where(and(eq(vendors.brandId, brandId), eq(vendors.code, target)))
          )[0]?.name ?? null
        );
      if (scope === 'game' && /^\d{1,9}$/.test(target))
        return (
          (
            await db
              .select({ name: sql<string>`${games.names}->>'en'` })
              .from(games)
              .where(and(eq(games.brandId, brandId), eq(games.nodeId, Number(target))))
          )[0]?.name ?? null
        );
      return null;
    },

    /** Vendors with their categories, game counts and whether a window runs now. */
    async vendors(brandId: number, q: OpsVendorQuery & Paged) {
      const where: SQL[] = [eq(vendors.brandId, brandId)];
      if (q.keyword) where.push(or(ilike(vendors.code, like(q.keyword)), ilike(vendors.name, like(q.keyword))) as SQL);
      if (q.category)
        where.push(sql`exists (select 1 from vendor_categories c where c.brand_id = ${vendors.brandId}
          and c.vendor_code = ${vendors.code} and c.category = ${q.category})`);
      if (q.enabled) where.push(eq(vendors.enabled, q.enabled === 'true'));
      if (q.maintenance) where.push(eq(vendors.maintenance, q.maintenance === 'true'));
      const gameCount = sql<number>`(select count(*)::int from games g where g.brand_id = ${vendors.brandId} and g.vendor_code = ${vendors.code})`;
      const col = { sequence: vendors.sequence, code: vendors.code, name: vendors.name, games: gameCount }[
        q.sort ?? 'sequence'
      ];
      const [rows, [count]] = await Promise.all([
        db
          .select({
            code: vendors.code,
            name: vendors.name,
            logo: vendors.logo,
            walletMode: vendors.walletMode,
            enabled: vendors.enabled,
            maintenance: vendors.maintenance,
            windowActive: sql<boolean>`exists (select 1 from maintenance_windows w where w.brand_id = ${vendors.brandId}
              and w.scope = 'vendor' and w.target = ${vendors.code} and w.start_time <= now() and w.end_time > now())`,
            sequence: vendors.sequence,
            games: gameCount,
            categories: sql<string[]>`coalesce((select array_agg(c.category order by c.category)
              from ${vendorCategories} c where c.brand_id = ${vendors.brandId} and c.vendor_code = ${vendors.code}), '{}')`,
          })
          .from(vendors)
          .where(and(...where))
          .orderBy(q.order === 'desc' ? desc(col) : asc(col), asc(vendors.code))
          .limit(q.pageSize)
          .offset(offset(q)),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(vendors)
          .where(and(...where)),
      ]);
      return { rows, total: count?.n ?? 0 };
    },

    /** One page of the catalogue (10,000 games), filtered and sorted in SQL. */
    async games(brandId: number, q: OpsGameQuery & Paged) {
      const where: SQL[] = [eq(games.brandId, brandId)];
      if (q.keyword)
        where.push(
          or(ilike(games.gameCode, like(q.keyword)), ilike(sql`${games.names}->>'en'`, like(q.keyword))) as SQL,
        );
      if (q.vendor) where.push(eq(games.vendorCode, q.vendor));
      if (q.category) where.push(eq(games.category, q.category));
      if (q.flag === 'hot') where.push(eq(games.isHot, true));
      if (q.flag === 'new') where.push(eq(games.isNew, true));
      if (q.flag === 'maintenance') where.push(eq(games.maintenance, true));
      if (q.flag === 'disabled') where.push(eq(games.enabled, false));
      const name = sql<string>`${games.names}->>'en'`;
      const col = {
        sequence: games.sequence,
        name,
        gameCode: games.gameCode,
        vendor: games.vendorCode,
        nodeId: games.nodeId,
      }[q.sort ?? 'sequence'];
      const [rows, [count]] = await Promise.all([
        db
          .select({
            nodeId: games.nodeId,
            gameCode: games.gameCode,
            name,
            vendorCode: games.vendorCode,
            category: games.category,
            enabled: games.enabled,
            maintenance: games.maintenance,
            isHot: games.isHot,
            isNew: games.isNew,
            sequence: games.sequence,
            iconUrl: games.iconUrl,
          })
          .from(games)
          .where(and(...where))
          .orderBy(q.order === 'desc' ? desc(col) : asc(col), asc(games.nodeId))
          .limit(q.pageSize)
          .offset(offset(q)),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(games)
          .where(and(...where)),
      ]);
      return { rows, total: count?.n ?? 0 };
    },
  };
}
export type OpsConfigStore = ReturnType<typeof opsConfigStore>;
