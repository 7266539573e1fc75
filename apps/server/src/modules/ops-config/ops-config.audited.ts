import type { ConfigPart, RealtimeEvent } from '@platform/contracts';
import type { Db } from '../../platform/db/client';
import { inTransaction, type Tx } from '../../platform/db/tx';
import type { AuditService } from '../audit/audit.service';
import type { GamesService } from '../games/games.service';
import type { SystemService } from '../system/system.service';
import type { OpsConfigStore } from './ops-config.store';

/** Who acts: every write is audited with them. */
export type OpsCtx = { brandId: number; operatorId: number; ip: string | null };

export type OpsConfigDeps = {
  db: Db;
  store: OpsConfigStore;
  audit: AuditService;
  system: SystemService;
  games: GamesService;
  /** Drops this instance's in-memory catalogue of the brand (games module). */
  forgetCatalogue: (brandId: number) => void;
  /** Tells the brand's sockets (players' tabs) after a commit (realtime module). */
  publish: (event: RealtimeEvent, brandId: number) => Promise<void>;
  clock: () => Date;
  log?: { error: (o: object, msg: string) => void };
};

/** What a write's body answers inside the transaction. */
export type AuditedResult<T> = {
  value: T;
  detail: Record<string, unknown>;
  /** The target's id when it is known only now (a new row). */
  targetId?: string;
  tell?: ConfigPart[];
  after?: () => unknown;
};

export type Audited = <T>(
  c: OpsCtx,
  action: string,
  target: { type: string; id: string },
  fn: (tx: Tx) => Promise<AuditedResult<T>>,
) => Promise<T>;

export const iso = (d: Date) => d.toISOString();

/**
 * The one way every Configuration write runs: `fn` and its audit entry in one transaction; then
 * this instance forgets its cached copies and the brand's sockets are told what to fetch again.
 */
export function auditedWrite(deps: OpsConfigDeps): Audited {
  return async function audited<T>(
    c: OpsCtx,
    action: string,
    target: { type: string; id: string },
    fn: (tx: Tx) => Promise<AuditedResult<T>>,
  ): Promise<T> {
    const out = await inTransaction(deps.db, async (tx) => {
      const r = await fn(tx);
      await deps.audit.record(tx, {
        brandId: c.brandId,
        operatorId: c.operatorId,
        action,
        targetType: target.type,
        targetId: r.targetId ?? target.id,
        detail: r.detail,
        ip: c.ip,
      });
      return r;
    });
    deps.system.forget();
    if (out.tell?.includes('catalogue')) deps.forgetCatalogue(c.brandId);
    try {
      if (out.tell?.length) await deps.publish({ type: 'config', parts: out.tell }, c.brandId);
      await out.after?.();
    } catch (err) {
      // The change is committed; players still see it at their next fetch.
      deps.log?.error({ err }, 'ops-config: players not told');
    }
    return out.value;
  };
}
