import { and, asc, count, desc, eq, gt, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/tx';
import { operators } from '../operators/operators.tables';
import { auditChainHeads, auditLog } from './audit.tables';

export type AppendRow = {
  brandId: number;
  operatorId: number | null;
  action: string;
  targetType: string;
  targetId: string;
  detail: Record<string, unknown>;
  ip: string | null;
};
export type AuditFilter = { brandId: number; action?: string; targetType?: string; targetId?: string };

export function auditStore() {
  const where = (f: AuditFilter): SQL | undefined =>
    and(
      eq(auditLog.brandId, f.brandId),
      f.action ? eq(auditLog.action, f.action) : undefined,
      f.targetType ? eq(auditLog.targetType, f.targetType) : undefined,
      f.targetId ? eq(auditLog.targetId, f.targetId) : undefined,
    );
  return {
    /**
     * Appends one entry to its brand's hash chain (audit_append, drizzle/*_access_audit_chain.sql):
     * the brand's chain head row stays locked until the caller's transaction ends.
     */
    async append(exec: Executor, e: AppendRow): Promise<number> {
      const res = await exec.execute<{ id: string }>(
        sql`select audit_append(${e.brandId}::int, ${e.operatorId}::int, ${e.action}, ${e.targetType}, ${e.targetId},
          ${JSON.stringify(e.detail)}::jsonb, ${e.ip}) as id`,
      );
      return Number(res.rows[0]?.id);
    },
    /** The brands that have entries or a chain head. */
    async chainBrands(exec: Executor) {
      const res = await exec.execute<{ id: number; merchant: string }>(
        sql`select b.id, b.merchant_code as merchant from brands b
          where exists (select 1 from audit_log a where a.brand_id = b.id)
             or exists (select 1 from audit_chain_heads h where h.brand_id = b.id)
          order by b.id`,
      );
      return res.rows;
    },
    head: async (exec: Executor, brandId: number) =>
      (await exec.select().from(auditChainHeads).where(eq(auditChainHeads.brandId, brandId)))[0],
    /** A brand's entries after `afterId` in id order, with the detail and time as the hash covers them. */
    chainPage: (exec: Executor, brandId: number, afterId: number, limit: number) =>
      exec
        .select({
          id: auditLog.id,
          brandId: auditLog.brandId,
          operatorId: auditLog.operatorId,
          action: auditLog.action,
          targetType: auditLog.targetType,
          targetId: auditLog.targetId,
          detail: sql<string>`${auditLog.detail}::text`,
          ip: auditLog.ip,
          at: sql<string>`to_char(${auditLog.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
          prevHash: auditLog.prevHash,
          hash: auditLog.hash,
        })
        .from(auditLog)
        .where(and(eq(auditLog.brandId, brandId), gt(auditLog.id, afterId)))
        .orderBy(asc(auditLog.id))
        .limit(limit),
    /** Newest first, with the operator's username. */
    list: (exec: Executor, f: AuditFilter, limit: number, offset: number) =>
      exec
        .select({
          id: auditLog.id,
          operatorId: auditLog.operatorId,
          operator: operators.username,
          action: auditLog.action,
          targetType: auditLog.targetType,
          targetId: auditLog.targetId,
          detail: auditLog.detail,
          ip: auditLog.ip,
          createdAt: auditLog.createdAt,
        })
        .from(auditLog)
        .leftJoin(operators, eq(operators.id, auditLog.operatorId))
        .where(where(f))
        .orderBy(desc(auditLog.id))
        .limit(limit)
        .offset(offset),
    async count(exec: Executor, f: AuditFilter) {
      const [row] = await exec.select({ n: count() }).from(auditLog).where(where(f));
      return row?.n ?? 0;
    },
  };
}
export type AuditStore = ReturnType<typeof auditStore>;
