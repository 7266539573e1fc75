import type { AuditEntry, AuditQuery } from '@platform/contracts';
import type { Db } from '../../platform/db/client';
import type { Executor } from '../../platform/db/tx';
import { type AuditStore, auditStore } from './audit.store';
import { verifyChains } from './audit-chain';

export type AuditRecord = {
  brandId: number;
  /** Null for what the system does on its own (e.g. a timed automatic receipt). */
  operatorId: number | null;
  /** Dotted name: 'member.adjust', 'deposit.approve', 'withdrawal.reject'... */
  action: string;
  targetType: string;
  targetId: string;
  detail: Record<string, unknown>;
  ip: string | null;
};

/** Detail is stored as JSON: bigint amounts become strings rather than failing the whole action. */
const jsonSafe = (detail: Record<string, unknown>): Record<string, unknown> =>
  JSON.parse(JSON.stringify(detail, (_k, v) => (typeof v === 'bigint' ? v.toString() : v)));

/**
 * The operator audit log. `record` joins the caller's transaction, so an entry exists exactly when
 * its action committed; the table refuses UPDATE and DELETE (drizzle/0008_audit_guard.sql). Entries
 * form a hash chain per brand (audit_append); `verify` walks every chain (audit-chain.ts).
 */
export function auditService(deps: { store: AuditStore; db: Db }) {
  async function record(exec: Executor, entry: AuditRecord): Promise<number> {
    return deps.store.append(exec, { ...entry, detail: jsonSafe(entry.detail) });
  }

  async function list(brandId: number, q: AuditQuery) {
    const filter = { brandId, action: q.action, targetType: q.targetType, targetId: q.targetId };
    const [rows, total] = await Promise.all([
      deps.store.list(deps.db, filter, q.pageSize, (q.pageNo - 1) * q.pageSize),
      deps.store.count(deps.db, filter),
    ]);
    const list: AuditEntry[] = rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
    return { list, pageNo: q.pageNo, pageSize: q.pageSize, total };
  }

  return { record, list, verify: () => verifyChains(deps.db, deps.store) };
}
export type AuditService = ReturnType<typeof auditService>;

/** The service on a database, for tools outside the app (`npm run audit:verify`). */
export const auditServiceOn = (db: Db) => auditService({ store: auditStore(), db });
