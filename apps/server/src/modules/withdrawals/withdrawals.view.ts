import { createHash } from 'node:crypto';
import {
  formatMinor,
  maskAccountNumber,
  type OperatorWithdrawal,
  type PayoutKind,
  type PayoutStatus,
  type Withdrawal,
  type WithdrawalEvent,
} from '@platform/contracts';
import type { EventRow, PartRow, WithdrawalRow } from './withdrawals.store';

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** What the member sees of a withdrawal: masked account, parts, and the timeline of its events. */
export function withdrawalOut(w: WithdrawalRow, parts: PartRow[], events: EventRow[]): Withdrawal {
  return {
    id: w.id,
    amount: formatMinor(w.amountMinor),
    status: w.status as Withdrawal['status'],
    paid: formatMinor(w.paidMinor),
    received: formatMinor(w.receivedMinor),
    remaining: formatMinor(w.amountMinor - w.receivedMinor),
    account: {
      kind: w.accountKind as PayoutKind,
      provider: w.accountProvider,
      accountNumber: maskAccountNumber(w.accountNumber),
      holderName: w.accountHolder,
    },
    reason: w.reason,
    createdAt: w.createdAt.toISOString(),
    decidedAt: iso(w.decidedAt),
    completedAt: iso(w.completedAt),
    cancellable: w.status === 'requested',
    parts: parts.map((p) => ({
      id: p.id,
      amount: formatMinor(p.amountMinor),
      status: p.status as PayoutStatus,
      paidAt: p.paidAt.toISOString(),
      autoReceiptAt: p.autoReceiptAt.toISOString(),
      confirmedAt: iso(p.confirmedAt),
      auto: p.auto,
      proofIds: p.proofIds,
      remark: p.remark,
    })),
    timeline: events.map((e) => ({
      event: e.event as WithdrawalEvent,
      at: e.createdAt.toISOString(),
      amount: e.amountMinor === null ? null : formatMinor(e.amountMinor),
      payoutId: e.payoutId,
      auto: e.auto,
    })),
  };
}

/** Operators see the full account number (they pay to it), the member and who decided. */
export function operatorOut(
  w: WithdrawalRow & { memberAccount: string },
  parts: PartRow[],
  events: EventRow[],
): OperatorWithdrawal {
  return {
    ...withdrawalOut(w, parts, events),
    memberId: w.memberId,
    memberAccount: w.memberAccount,
    accountNumber: w.accountNumber,
    operatorId: w.operatorId,
  };
}

/** What an Idempotency-Key was first used with: the amount and the account, never the password. */
export const requestHash = (amount: bigint, payoutAccountId: number) =>
  createHash('sha256').update(`${amount}:${payoutAccountId}`).digest('hex');
