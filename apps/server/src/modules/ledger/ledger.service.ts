import type { TransferType } from '@platform/contracts';
import type { Db } from '../../platform/db/client';
import { type Executor, pgErrorOf, withRetry } from '../../platform/db/tx';
import { AppError } from '../../platform/http/app-error';
import type { AccountIdentity, LedgerStore } from './ledger.store';

/** House accounts are split this many ways so concurrent transfers rarely meet on one row. */
export const HOUSE_SHARDS = 16;

/** Where money sits: a member's own account, or the house side a movement comes from or goes to. */
export type AccountRef =
  | { kind: 'member_cash' | 'member_locked' | 'member_bonus'; memberId: number }
  | { kind: 'member_vendor'; memberId: number; vendor: string }
  | { kind: 'house_deposit' | 'house_withdrawal' | 'house_promotion' | 'house_commission' | 'house_adjustment' }
  | { kind: 'house_game'; vendor: string };

export type TransferRequest = {
  brandId: number;
  /** The idempotency scope: 'client:<memberId>', 'provider:<vendor>', 'deposit', 'withdrawal', 'operator'... */
  source: string;
  /** Unique within (brand, source). The same key again returns the first result and moves nothing. */
  key: string;
  type: TransferType;
  from: AccountRef;
  to: AccountRef;
  amountMinor: bigint;
  /** Shown beside the movement (e.g. deposit id, vendor, operator reason); not part of the replay check. */
  memo?: Record<string, unknown>;
};

export type TransferResult = {
  transferId: number;
  /** True when this key had already moved the money; nothing moved this time. */
  replayed: boolean;
  fromBalance: bigint;
  toBalance: bigint;
  createdAt: Date;
};

export type MemberBalances = { cash: bigint; locked: bigint; bonus: bigint; vendors: Record<string, bigint> };

/** FNV-1a: a stable shard for a key, so a replay picks the same house account as the original. */
function shardOf(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193);
  return (h >>> 0) % HOUSE_SHARDS;
}

function identity(brandId: number, ref: AccountRef, key: string): AccountIdentity {
  const vendor = 'vendor' in ref ? ref.vendor : '';
  if ('memberId' in ref) return { brandId, kind: ref.kind, memberId: ref.memberId, vendor, shard: 0 };
  return { brandId, kind: ref.kind, memberId: null, vendor, shard: shardOf(key) };
}

/** Maps the database's refusals onto the catalogue; anything else is rethrown as it is. */
function translate(error: unknown): never {
  const e = pgErrorOf(error);
  if (e?.code === '23514' && e.constraint === 'ledger_member_nonnegative') throw new AppError('INSUFFICIENT_FUNDS');
  if (e?.code === 'LG001') throw new AppError('IDEMPOTENCY_CONFLICT');
  throw error;
}

/**
 * The double-entry ledger: the only way a balance changes. Each transfer moves a positive amount
 * between two accounts through ledger_post(), which the database guards (see 0006_ledger_guards).
 */
export function ledgerService(deps: { store: LedgerStore; db: Db }) {
  const ids = new Map<string, number>();

  /**
   * Account ids never change once they exist, so they are cached for the life of the process; an id
   * this transaction has just inserted is not cached, since a rollback would take the row away.
   */
  const accountId = async (a: AccountIdentity, exec: Executor = deps.db): Promise<number> => {
    const cacheKey = `${a.brandId}/${a.kind}/${a.memberId ?? ''}/${a.vendor}/${a.shard}`;
    const known = ids.get(cacheKey);
    if (known !== undefined) return known;
    const { id, created } = await deps.store.accountId(exec, a);
    if (!created || exec === deps.db) ids.set(cacheKey, id);
    return id;
  };

  async function post(exec: Executor, req: TransferRequest): Promise<TransferResult> {
    if (req.amountMinor <= 0n) throw new AppError('VALIDATION', { field: 'amount', detail: 'amount' });
    // One after the other: a transaction's connection runs one statement at a time anyway.
    const fromId = await accountId(identity(req.brandId, req.from, req.key), exec);
    const toId = await accountId(identity(req.brandId, req.to, req.key), exec);
    try {
      const row = await deps.store.post(exec, {
        brandId: req.brandId,
        source: req.source,
        key: req.key,
        type: req.type,
        fromId,
        toId,
        amountMinor: req.amountMinor,
        memo: req.memo ?? {},
      });
      return {
        transferId: Number(row.transfer_id),
        replayed: row.replayed,
        fromBalance: BigInt(row.from_balance),
        toBalance: BigInt(row.to_balance),
        createdAt: new Date(row.created_at),
      };
    } catch (error) {
      translate(error);
    }
  }

  return {
    /**
     * Moves money. Without `tx` the transfer is its own atomic statement, retried on a key race;
     * with `tx` it joins the caller's transaction (run that with inTransaction, which retries).
     */
    transfer(req: TransferRequest, tx?: Executor): Promise<TransferResult> {
      return tx ? post(tx, req) : withRetry(() => post(deps.db, req));
    },

    /** Id of an account (created empty if new), for reads that join the ledger. */
    accountIdOf(brandId: number, ref: AccountRef): Promise<number> {
      return accountId(identity(brandId, ref, ''));
    },

    async memberBalances(brandId: number, memberId: number, exec: Executor = deps.db): Promise<MemberBalances> {
      const rows = await deps.store.memberAccounts(exec, brandId, memberId);
      const out: MemberBalances = { cash: 0n, locked: 0n, bonus: 0n, vendors: {} };
      for (const r of rows) {
        if (r.kind === 'member_cash') out.cash = r.balance;
        else if (r.kind === 'member_locked') out.locked = r.balance;
        else if (r.kind === 'member_bonus') out.bonus = r.balance;
        else if (r.kind === 'member_vendor') out.vendors[r.vendor] = r.balance;
      }
      return out;
    },

    /** Locks one member account until the transaction ends, for checks that must not race a debit. */
    async lock(tx: Executor, brandId: number, ref: AccountRef): Promise<bigint> {
      return deps.store.lockAccount(tx, await accountId(identity(brandId, ref, ''), tx));
    },
  };
}
export type LedgerService = ReturnType<typeof ledgerService>;
