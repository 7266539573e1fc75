import {
  type AgentTransferInfo,
  type AgentTransferRecordPage,
  type AgentTransferResult,
  type agentTransferRecordsQuery,
  formatMinor,
  TRANSFER_DAILY_MINOR,
  TRANSFER_MAX_MINOR,
  TRANSFER_MIN_MINOR,
  TRIAL_TYPE,
  type TransferDirection,
} from '@platform/contracts';
import type { z } from 'zod';
import type { Db } from '../../platform/db/client';
import { inTransaction } from '../../platform/db/tx';
import { AppError, invalidFields } from '../../platform/http/app-error';
import { rangeOf } from '../../platform/time/date-range';
import type { Agents, Clock, Ledger, MemberCtx, Members, PaymentPasswords, Settings } from './agent-transfers.ports';
import type { AgentTransfersStore, TransferRow } from './agent-transfers.store';

/** The ledger's idempotency scope of a sender's transfers: its keys never meet another member's. */
const sourceOf = (senderId: number) => `agent_transfer:${senderId}`;
const limits = () => ({
  min: formatMinor(TRANSFER_MIN_MINOR),
  max: formatMinor(TRANSFER_MAX_MINOR),
  daily: formatMinor(TRANSFER_DAILY_MINOR),
});

/**
 * Transfers to a downline (an agent, to any member below it) and to the upline (any member, to
 * its direct upline): one ledger transfer of type agent_transfer from the sender's cash to the
 * receiver's cash, keyed by the call's Idempotency-Key, with per-transfer and daily limits and the
 * payment password. The sender's cash account is locked while the daily total is read, so two
 * transfers at once cannot both pass the limit.
 */
export function agentTransfersService(deps: {
  db: Db;
  store: AgentTransfersStore;
  ledger: Ledger;
  agents: Agents;
  members: Members;
  passwords: PaymentPasswords;
  settings: Settings;
  clock: Clock;
}) {
  const { store, ledger } = deps;

  const amountError = (ctx: MemberCtx, rule: string, key: string, params: Record<string, string>) =>
    invalidFields([{ field: 'amount', rule, message: ctx.t(key as 'agentTransfer.amountMin', params) }]);

  async function info(ctx: MemberCtx): Promise<AgentTransferInfo> {
    const brandId = ctx.brand.id;
    const me = await deps.members.byId(ctx.memberId);
    const upline = me?.uplineId ? await deps.members.byId(me.uplineId) : undefined;
    const [settings, balances, used, password] = await Promise.all([
      deps.settings(ctx.brand),
      ledger.memberBalances(brandId, ctx.memberId),
      store.sentToday(deps.db, brandId, ctx.memberId, deps.clock()),
      deps.passwords.status(ctx.memberId),
    ]);
    const left = TRANSFER_DAILY_MINOR - used;
    return {
      currency: settings.currencyCode,
      balance: formatMinor(balances.cash),
      limits: limits(),
      usedToday: formatMinor(used),
      remainingToday: formatMinor(left > 0n ? left : 0n),
      upline: upline && upline.brandId === brandId ? { memberId: upline.id, account: upline.account } : null,
      paymentPasswordSet: password.set,
    };
  }

  /** The receiver of a transfer, checked: downline at any depth (never self), or the direct upline. */
  async function receiverOf(ctx: MemberCtx, direction: TransferDirection, memberId?: number) {
    let receiverId: number;
    if (direction === 'downline') {
      await deps.agents.assertDownline(ctx.brand.id, ctx.memberId, memberId ?? 0);
      receiverId = memberId as number;
    } else {
      const me = await deps.members.byId(ctx.memberId);
      if (!me?.uplineId) throw new AppError('NO_UPLINE');
      receiverId = me.uplineId;
    }
    const receiver = await deps.members.byId(receiverId);
    if (!receiver || receiver.brandId !== ctx.brand.id) throw new AppError('NOT_IN_DOWNLINE');
    // Real money never goes to a trial account or to a disabled one (it could not use it).
    if (receiver.type === TRIAL_TYPE || receiver.status !== 'active') throw new AppError('FORBIDDEN');
    return receiver;
  }

  function resultOf(row: TransferRow, toAccount: string, replayed: boolean): AgentTransferResult {
    return {
      id: row.id,
      direction: row.direction,
      toMemberId: row.receiverId,
      toAccount,
      amount: formatMinor(row.amountMinor),
      balance: formatMinor(row.senderBalanceMinor),
      replayed,
      createdAt: row.createdAt.toISOString(),
    };
  }

  /** The same key again answers the first transfer; with another receiver, amount or direction it is 409. */
  function replay(row: TransferRow, direction: TransferDirection, receiverId: number, amount: bigint, account: string) {
    if (row.direction !== direction || row.receiverId !== receiverId || row.amountMinor !== amount)
      throw new AppError('IDEMPOTENCY_CONFLICT');
    return resultOf(row, account, true);
  }

  async function transfer(
    ctx: MemberCtx & { key: string },
    direction: TransferDirection,
    body: { amount: bigint; paymentPassword: string; memberId?: number },
  ): Promise<AgentTransferResult> {
    const brandId = ctx.brand.id;
    const senderId = ctx.memberId;
    if (body.amount < TRANSFER_MIN_MINOR)
      throw amountError(ctx, 'min', 'agentTransfer.amountMin', { min: formatMinor(TRANSFER_MIN_MINOR) });
    if (body.amount > TRANSFER_MAX_MINOR)
      throw amountError(ctx, 'max', 'agentTransfer.amountMax', { max: formatMinor(TRANSFER_MAX_MINOR) });
    const receiver = await receiverOf(ctx, direction, body.memberId);
    const earlier = await store.byKey(deps.db, brandId, senderId, ctx.key);
    if (earlier) return replay(earlier, direction, receiver.id, body.amount, receiver.account);

    await deps.passwords.verify(senderId, body.paymentPassword);
    const sender = await deps.members.byId(senderId);
    return inTransaction(deps.db, async (tx) => {
      await ledger.lock(tx, brandId, { kind: 'member_cash', memberId: senderId });
      // A request with this key that committed while we waited for the lock: answer as it.
      const raced = await store.byKey(tx, brandId, senderId, ctx.key);
      if (raced) return replay(raced, direction, receiver.id, body.amount, receiver.account);
      const used = await store.sentToday(tx, brandId, senderId, deps.clock());
      if (used + body.amount > TRANSFER_DAILY_MINOR) {
        const left = TRANSFER_DAILY_MINOR - used;
        throw amountError(ctx, 'daily', 'agentTransfer.daily', { remaining: formatMinor(left > 0n ? left : 0n) });
      }
      const t = await ledger.transfer(
        {
          brandId,
          source: sourceOf(senderId),
          key: ctx.key,
          type: 'agent_transfer',
          from: { kind: 'member_cash', memberId: senderId },
          to: { kind: 'member_cash', memberId: receiver.id },
          amountMinor: body.amount,
          // Both sides' account record shows who sent to whom (remark is a memo key members see).
          memo: { remark: `${sender?.account ?? senderId} → ${receiver.account}`, direction },
        },
        tx,
      );
      const row = await store.insert(tx, {
        brandId,
        direction,
        senderId,
        receiverId: receiver.id,
        amountMinor: body.amount,
        requestKey: ctx.key,
        transferId: t.transferId,
        senderBalanceMinor: t.fromBalance,
        createdAt: t.createdAt,
      });
      return resultOf(row, receiver.account, t.replayed);
    });
  }

  async function records(ctx: MemberCtx, q: z.output<typeof agentTransferRecordsQuery>) {
    const { from, to } = rangeOf(q, deps.clock());
    const r = await store.records({
      memberId: ctx.memberId,
      side: q.side,
      from,
      to,
      limit: q.pageSize,
      offset: (q.pageNo - 1) * q.pageSize,
    });
    const page: AgentTransferRecordPage = {
      list: r.rows.map((x) => ({
        id: x.id,
        direction: x.direction,
        side: x.sender_id === ctx.memberId ? 'sent' : 'received',
        counterpartyId: x.sender_id === ctx.memberId ? x.receiver_id : x.sender_id,
        counterparty: x.counterparty,
        amount: formatMinor(BigInt(x.amount_minor)),
        createdAt: new Date(x.created_at).toISOString(),
      })),
      pageNo: q.pageNo,
      pageSize: q.pageSize,
      total: r.total,
      totals: { sent: formatMinor(r.sent), received: formatMinor(r.received) },
    };
    return page;
  }

  return { info, transfer, records };
}
export type AgentTransfersService = ReturnType<typeof agentTransfersService>;
