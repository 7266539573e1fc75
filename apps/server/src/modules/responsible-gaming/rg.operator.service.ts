import type { RgOperatorBlockBody, RgOperatorState } from '@platform/contracts';
import { inTransaction } from '../../platform/db/tx';
import { AppError } from '../../platform/http/app-error';
import type { BrandRef } from '../../platform/http/context';
import type { RgDeps } from './rg.ports';
import { activeBlock } from './rg.rules';
import type { RgService } from './rg.service';
import { formatUntil, historyOut } from './rg.view';

const HISTORY = 50;

type OpCtx = { brand: BrandRef; operatorId: number; ip: string; memberId: number };

/**
 * The back office's side: read a member's limits, block and history; set a time-out or
 * self-exclusion for a member (e.g. on the member's request by phone); lift a time-out early.
 * A self-exclusion is never lifted before its end, whoever set it: it is the member's commitment,
 * and regulators (UKGC, MGA) require it to run its full term. Every change is audited.
 */
export function rgOperatorService(deps: RgDeps, rg: RgService) {
  async function member(brand: BrandRef, memberId: number) {
    const m = await deps.members.byId(memberId);
    if (!m || m.brandId !== brand.id) throw new AppError('NOT_FOUND');
    return m;
  }

  async function read(c: Pick<OpCtx, 'brand' | 'memberId'>): Promise<RgOperatorState> {
    const m = await member(c.brand, c.memberId);
    const [s, history] = await Promise.all([rg.state(c), deps.store.history(m.id, HISTORY)]);
    return { ...s, memberId: m.id, account: m.account, history: history.map(historyOut) };
  }

  return {
    read,

    async block(c: OpCtx, body: RgOperatorBlockBody): Promise<RgOperatorState> {
      await member(c.brand, c.memberId);
      await inTransaction(deps.db, async (tx) => {
        const setBy = `operator:${c.operatorId}`;
        const next = await rg.block(
          tx,
          { brandId: c.brand.id, memberId: c.memberId, setBy, reason: body.reason },
          body.kind,
          body.duration,
        );
        await deps.audit.record(tx, {
          brandId: c.brand.id,
          operatorId: c.operatorId,
          action: `rg.${body.kind}`,
          targetType: 'member',
          targetId: String(c.memberId),
          detail: { duration: body.duration, reason: body.reason, until: next.until?.toISOString() ?? null },
          ip: c.ip,
        });
      });
      deps.sessions.ended(c.memberId, 'excluded');
      return read(c);
    },

    /** Ends a time-out now; a self-exclusion in force is refused with its end. */
    async lift(c: OpCtx, reason: string): Promise<RgOperatorState> {
      await member(c.brand, c.memberId);
      await inTransaction(deps.db, async (tx) => {
        const now = deps.clock();
        const s = await deps.store.lock(tx, c.brand.id, c.memberId);
        const b = activeBlock(s, now);
        if (!b) throw new AppError('RG_NOT_BLOCKED');
        if (b.kind === 'exclusion') {
          const until = b.until ? formatUntil(b.until, s.timezone) : '∞';
          throw new AppError('RG_EXCLUSION_LOCKED', { until }, { until: b.until?.toISOString() ?? null });
        }
        await deps.store.setBlock(tx, c.memberId, null, null, now);
        await deps.audit.record(tx, {
          brandId: c.brand.id,
          operatorId: c.operatorId,
          action: 'rg.lift',
          targetType: 'member',
          targetId: String(c.memberId),
          detail: { kind: b.kind, until: b.until?.toISOString() ?? null, reason },
          ip: c.ip,
        });
      });
      return read(c);
    },
  };
}
export type RgOperatorService = ReturnType<typeof rgOperatorService>;
