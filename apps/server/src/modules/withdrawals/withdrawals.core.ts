import type { WithdrawalEvent } from '@platform/contracts';
import type { Db } from '../../platform/db/client';
import { type Executor, inTransaction, type Tx } from '../../platform/db/tx';
import { AppError } from '../../platform/http/app-error';
import { isMessageKey, type Translate } from '../../platform/i18n/translate';
import type { PaymentPasswordService } from './payment-password.service';
import type { PayoutAccountsStore } from './payout-accounts.store';
import type { Audit, Clock, Ledger, Members, Settings, Turnover, Uploads } from './withdrawals.ports';
import type { EventRow, Scope, WithdrawalRow, WithdrawalsStore } from './withdrawals.store';
import { operatorOut, withdrawalOut } from './withdrawals.view';

export type WithdrawalsDeps = {
  db: Db;
  store: WithdrawalsStore;
  accounts: PayoutAccountsStore;
  passwords: Pick<PaymentPasswordService, 'verify' | 'status'>;
  ledger: Ledger;
  audit: Audit;
  turnover: Turnover;
  uploads: Uploads;
  settings: Settings;
  members: Pick<Members, 'realName'>;
  clock: Clock;
};

/** A withdrawal's status in words (withdraw.status.<status>), else the status itself. */
export const statusText = (t: Translate, status: string) => {
  const key = `withdraw.status.${status}`;
  return isMessageKey(key) ? t(key) : status;
};

/** The ledger's idempotency scope for every movement of a withdrawal; keys name the withdrawal and part. */
export const LEDGER_SOURCE = 'withdrawal';
/** How many due parts one sweep transaction settles (it loops until none are left). */
const SWEEP_BATCH = 500;

/** What the member, operator and sweep services share: views, the action runner, the sweep. */
export function withdrawalsCore(deps: WithdrawalsDeps) {
  const { store, clock } = deps;

  async function memberViews(exec: Executor, rows: WithdrawalRow[]) {
    const ids = rows.map((r) => r.id);
    const [parts, events] = await Promise.all([store.parts(exec, ids), store.events(exec, ids)]);
    return rows.map((w) =>
      withdrawalOut(
        w,
        parts.filter((p) => p.withdrawalId === w.id),
        events.filter((e) => e.withdrawalId === w.id),
      ),
    );
  }

  async function operatorViews(exec: Executor, rows: (WithdrawalRow & { memberAccount: string })[]) {
    const ids = rows.map((r) => r.id);
    const [parts, events] = await Promise.all([store.parts(exec, ids), store.events(exec, ids)]);
    return rows.map((w) =>
      operatorOut(
        w,
        parts.filter((p) => p.withdrawalId === w.id),
        events.filter((e) => e.withdrawalId === w.id),
      ),
    );
  }

  async function memberView(id: number, scope: Scope) {
    const row = await store.get(deps.db, id, scope);
    const [view] = row ? await memberViews(deps.db, [row]) : [];
    if (!view) throw new AppError('NOT_FOUND');
    return view;
  }

  const stateError = (t: Translate, w: { status: string }) =>
    new AppError('WITHDRAWAL_STATE', { status: statusText(t, w.status) });

  /**
   * Runs one action on an existing withdrawal, in one transaction: lock the withdrawal, then, if
   * this Idempotency-Key was already used on it, answer as before (same action) or refuse it (other
   * action: IDEMPOTENCY_CONFLICT) without acting again; otherwise act. `same` says whether the
   * earlier event is this very action (for a payout: the same amount).
   */
  async function act(
    a: { id: number; scope: Scope; key: string; same: (e: EventRow) => boolean },
    run: (tx: Tx, w: WithdrawalRow, now: Date) => Promise<void>,
  ): Promise<void> {
    await inTransaction(deps.db, async (tx) => {
      const w = await store.lock(tx, a.id, a.scope);
      if (!w) throw new AppError('NOT_FOUND');
      const prior = await store.eventByKey(tx, a.id, a.key);
      if (prior) {
        if (!a.same(prior)) throw new AppError('IDEMPOTENCY_CONFLICT');
        return;
      }
      await run(tx, w, clock());
    });
  }

  /** Recomputes withdrawals from their parts and writes a `completed` event for each one that just completed. */
  async function settle(tx: Tx, ids: number[], now: Date) {
    const refreshed = await store.refresh(tx, ids, now);
    await store.event(
      tx,
      refreshed
        .filter((r) => r.status === 'completed')
        .map((r) => ({
          withdrawalId: r.id,
          event: 'completed' as WithdrawalEvent,
          amountMinor: r.amountMinor,
          actor: 'system' as const,
          createdAt: now,
        })),
    );
    return refreshed;
  }

  /**
   * Counts every part unconfirmed past its auto_receipt_at as received (spec §4, §9), set-based, in
   * batches. Runs before member and operator reads and on the app's timer, so whichever comes
   * first settles it; parts of a withdrawal another transaction holds wait for the next sweep.
   */
  async function sweep(): Promise<number> {
    let total = 0;
    for (;;) {
      const now = clock();
      const n = await inTransaction(deps.db, async (tx) => {
        const due = await store.lockDue(tx, now, SWEEP_BATCH);
        if (!due.length) return 0;
        const parts = await store.autoReceive(
          tx,
          due.map((d) => d.pid),
          now,
        );
        await store.event(
          tx,
          parts.map((p) => ({
            withdrawalId: p.withdrawalId,
            payoutId: p.id,
            event: 'received' as WithdrawalEvent,
            amountMinor: p.amountMinor,
            auto: true,
            actor: 'system' as const,
            createdAt: p.autoReceiptAt,
          })),
        );
        await settle(tx, [...new Set(parts.map((p) => p.withdrawalId))], now);
        // The audit log holds what the system decided on its own too (operatorId null).
        const brandOf = new Map(due.map((d) => [d.pid, d.brandId]));
        for (const p of parts) {
          await deps.audit.record(tx, {
            brandId: brandOf.get(p.id) as number,
            operatorId: null,
            action: 'withdrawal.auto_receipt',
            targetType: 'withdrawal',
            targetId: String(p.withdrawalId),
            detail: { payoutId: p.id, amount: p.amountMinor },
            ip: null,
          });
        }
        return due.length;
      });
      total += n;
      if (n < SWEEP_BATCH) return total;
    }
  }

  return { memberViews, operatorViews, memberView, stateError, act, settle, sweep };
}
export type WithdrawalsCore = ReturnType<typeof withdrawalsCore>;
