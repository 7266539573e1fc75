import {
  type BonusPage,
  type DateRangeQuery,
  formatMinor,
  type ProfitSummary,
  type RECORD_ACCOUNTS,
  type TransactionItem,
  type TransactionPage,
  type TransferType,
} from '@platform/contracts';
import { rangeOf } from '../../platform/time/date-range';
import type { AccountKind, LedgerReadsService, MovementFilter, MovementRow } from '../ledger/ledger-reads.service';
import type { MemberCtx } from './wallet.service';

type Paging = { pageNo: number; pageSize: number };
type RecordAccount = (typeof RECORD_ACCOUNTS)[number];

/** Which account kinds each account-record view reads. */
const KINDS: Record<RecordAccount, AccountKind[]> = {
  main: ['member_cash'],
  locked: ['member_locked'],
  bonus: ['member_bonus'],
  vendors: ['member_vendor'],
  all: ['member_cash', 'member_locked', 'member_bonus', 'member_vendor'],
};
const SHOWN_AS: Partial<Record<AccountKind, TransactionItem['account']>> = {
  member_cash: 'main',
  member_locked: 'locked',
  member_bonus: 'bonus',
  member_vendor: 'vendor',
};
/**
 * Memo keys a member may see. Memos are written by many capabilities (operator ids, gateway
 * payloads...), so the record shows a known set instead of whatever a memo holds.
 */
const MEMO_SHOWN = [
  'reason',
  'promotion',
  'vendor',
  'depositId',
  'withdrawalId',
  'orderNo',
  'reference',
  'game',
  'remark',
];
const BONUS_TYPES = ['bonus', 'bonus_release'] as const;

function memoOf(memo: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const k of MEMO_SHOWN) {
    const v = memo?.[k];
    if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') out[k] = String(v).slice(0, 200);
  }
  return out;
}

/** Totals by type of a sums() answer: what came in minus what went out. */
function netByType(sums: { type: string; direction: 'in' | 'out'; totalMinor: bigint }[]) {
  const net = new Map<string, bigint>();
  for (const s of sums)
    net.set(s.type, (net.get(s.type) ?? 0n) + (s.direction === 'in' ? s.totalMinor : -s.totalMinor));
  return (type: TransferType) => net.get(type) ?? 0n;
}

/**
 * The member records read from the ledger (spec §2 transactionHistory, personalProfit, bonus
 * details): every movement of the member's accounts, newest first, within the member's day range.
 */
export function recordsService(deps: { reads: LedgerReadsService; clock: () => Date }) {
  const accounts = async (c: MemberCtx, kinds: AccountKind[]) => {
    const all = await deps.reads.memberAccounts(c.brandId, c.memberId);
    return all.filter((a) => kinds.includes(a.kind));
  };

  async function transactions(
    c: MemberCtx,
    q: DateRangeQuery & Paging & { account: RecordAccount; types?: TransferType[] },
  ): Promise<TransactionPage> {
    const range = rangeOf(q, deps.clock());
    const mine = await accounts(c, KINDS[q.account]);
    const byId = new Map(mine.map((a) => [a.id, a]));
    const f: MovementFilter = { accountIds: mine.map((a) => a.id), ...range, types: q.types };
    const { rows, total } = await deps.reads.movementsPage(f, q.pageNo, q.pageSize);
    const item = (r: MovementRow): TransactionItem => {
      const own = byId.get(Number(r.account_id));
      const amount = BigInt(r.amount_minor);
      return {
        id: Number(r.id),
        type: r.type as TransferType,
        direction: r.direction,
        amount: formatMinor(amount),
        change: formatMinor(r.direction === 'in' ? amount : -amount),
        balanceAfter: formatMinor(BigInt(r.balance_after)),
        account: (own && SHOWN_AS[own.kind]) ?? 'main',
        vendor: own?.vendor || r.counter_vendor || null,
        time: new Date(r.created_at).toISOString(),
        memo: memoOf(r.memo),
      };
    };
    return { list: rows.map(item), pageNo: q.pageNo, pageSize: q.pageSize, total };
  }

  /** Profit and loss over every account of the member: games P&L is wins + refunds - bets. */
  async function profit(c: MemberCtx, q: DateRangeQuery, currency: string): Promise<ProfitSummary> {
    const range = rangeOf(q, deps.clock());
    const mine = await accounts(c, KINDS.all);
    const net = netByType(await deps.reads.sums({ accountIds: mine.map((a) => a.id), ...range }));
    const bets = -net('bet');
    const wins = net('win');
    const refunds = net('bet_refund');
    return {
      from: range.from.toISOString(),
      to: range.to.toISOString(),
      deposits: formatMinor(net('deposit')),
      // A part the operator took back (withdraw_return) is no longer paid out: it undoes its payout.
      withdrawals: formatMinor(-net('withdraw_payout') - net('withdraw_return')),
      bets: formatMinor(bets),
      wins: formatMinor(wins),
      refunds: formatMinor(refunds),
      bonuses: formatMinor(net('bonus')),
      adjustments: formatMinor(net('adjust')),
      profit: formatMinor(wins + refunds - bets),
      currency,
    };
  }

  /** Bonus movements into the main or bonus wallet (granted, and released from bonus to main). */
  async function bonus(c: MemberCtx, q: DateRangeQuery & Paging): Promise<BonusPage> {
    const range = rangeOf(q, deps.clock());
    const mine = await accounts(c, ['member_cash', 'member_bonus']);
    const byId = new Map(mine.map((a) => [a.id, a]));
    const f: MovementFilter = { accountIds: mine.map((a) => a.id), ...range, types: BONUS_TYPES, inOnly: true };
    const [{ rows, total }, sums] = await Promise.all([
      deps.reads.movementsPage(f, q.pageNo, q.pageSize),
      deps.reads.sums(f),
    ]);
    const totalOf = (type: string) => sums.find((s) => s.type === type)?.totalMinor ?? 0n;
    return {
      list: rows.map((r) => ({
        id: Number(r.id),
        type: r.type as (typeof BONUS_TYPES)[number],
        amount: formatMinor(BigInt(r.amount_minor)),
        account: byId.get(Number(r.account_id))?.kind === 'member_bonus' ? 'bonus' : 'main',
        time: new Date(r.created_at).toISOString(),
        memo: memoOf(r.memo),
      })),
      pageNo: q.pageNo,
      pageSize: q.pageSize,
      total,
      totals: { bonus: formatMinor(totalOf('bonus')), released: formatMinor(totalOf('bonus_release')), count: total },
    };
  }

  return { transactions, profit, bonus };
}
export type RecordsService = ReturnType<typeof recordsService>;
