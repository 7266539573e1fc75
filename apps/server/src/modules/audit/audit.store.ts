import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../../platform/db/tx';
import { operators } from '../operators/operators.tables';
import { auditLog } from './audit.tables';

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
    insert: (exec: Executor, row: typeof auditLog.$inferInsert) =>
      exec.insert(auditLog).values(row).returning({ id: auditLog.id }),
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
