import {
  type ConsolidatedFunds,
  formatMinor,
  MAIN_WALLET,
  type MerchantWallet,
  type WalletTransferResult,
} from '@platform/contracts';
import type { Db } from '../../platform/db/client';
import { type Executor, inTransaction, type Tx } from '../../platform/db/tx';
import { AppError, fieldError } from '../../platform/http/app-error';
import type { GamesService } from '../games/games.service';
import type { AccountRef, LedgerService } from '../ledger/ledger.service';
import type { MembersService } from '../members/members.service';
import type { Outstanding } from '../turnover/turnover.service';
import type { WalletStore } from './wallet.store';

export type MemberCtx = { brandId: number; memberId: number };
export type Currency = { code: string; symbol: string };
type Leg = WalletTransferResult['legs'][number];

const sum = (values: Iterable<bigint>) => [...values].reduce((a, b) => a + b, 0n);
const refOf = (memberId: number, wallet: string): AccountRef =>
  wallet === MAIN_WALLET ? { kind: 'member_cash', memberId } : { kind: 'member_vendor', memberId, vendor: wallet };

/**
 * The member's wallets: the main wallet (ledger member_cash), one wallet per transfer-mode vendor
 * (member_vendor) and the figures of the consolidated funds. Transfers between wallets move money
 * only through the ledger, once per Idempotency-Key.
 */
export function walletService(deps: {
  db: Db;
  store: WalletStore;
  ledger: Pick<LedgerService, 'transfer' | 'memberBalances' | 'lock' | 'accountIdOf'>;
  games: Pick<GamesService, 'transferVendors'>;
  members: Pick<MembersService, 'demoBalanceMinor'>;
  turnover: { outstanding(exec: Executor, brandId: number, memberId: number): Promise<Outstanding> };
}) {
  /** Main-wallet balance: demo credit for a trial account, the ledger for a real one. */
  async function balanceMinor(c: MemberCtx, isDemo: boolean): Promise<bigint> {
    if (isDemo) return BigInt(await deps.members.demoBalanceMinor(c.memberId));
    return (await deps.ledger.memberBalances(c.brandId, c.memberId)).cash;
  }

  async function consolidated(c: MemberCtx, currency: Currency): Promise<ConsolidatedFunds> {
    const [b, t] = await Promise.all([
      deps.ledger.memberBalances(c.brandId, c.memberId),
      deps.turnover.outstanding(deps.db, c.brandId, c.memberId),
    ]);
    const vendors = sum(Object.values(b.vendors));
    return {
      balance: formatMinor(b.cash),
      locked: formatMinor(b.locked),
      bonus: formatMinor(b.bonus),
      vendorWallets: formatMinor(vendors),
      totalAssets: formatMinor(b.cash + b.locked + b.bonus + vendors),
      points: 0,
      turnover: {
        required: formatMinor(t.requiredMinor),
        done: formatMinor(t.doneMinor),
        remaining: formatMinor(t.remainingMinor),
      },
      currency: currency.code,
      currencySymbol: currency.symbol,
    };
  }

  /** The "my wallet" screen: main wallet and every enabled transfer-mode vendor's wallet. */
  async function merchantWallet(c: MemberCtx, isDemo: boolean, currency: Currency): Promise<MerchantWallet> {
    const [vendors, b] = await Promise.all([
      deps.games.transferVendors(c.brandId),
      isDemo ? null : deps.ledger.memberBalances(c.brandId, c.memberId),
    ]);
    const main = b ? b.cash : await balanceMinor(c, true);
    const list = vendors
      .filter((v) => v.enabled)
      .map((v) => ({ ...v, minor: b?.vendors[v.code] ?? 0n }))
      .map((v) => ({
        vendor: v.code,
        name: v.name,
        logo: v.logo,
        balance: formatMinor(v.minor),
        maintenance: v.maintenance,
        minor: v.minor,
      }));
    return {
      main: formatMinor(main),
      vendors: list.map(({ minor: _, ...v }) => v),
      total: formatMinor(main + sum(list.map((v) => v.minor))),
      currency: currency.code,
      isDemo,
    };
  }

  /**
   * Runs `work` once per (member, Idempotency-Key): the key is claimed in the same transaction as the
   * transfers, so parallel retries wait for the first and get its answer; another body is a 409.
   */
  function once(
    c: MemberCtx,
    idemKey: string,
    print: string,
    work: (tx: Tx) => Promise<WalletTransferResult>,
  ): Promise<WalletTransferResult> {
    const key = { ...c, idemKey };
    return inTransaction(deps.db, async (tx) => {
      if (!(await deps.store.claim(tx, key, print))) {
        const prior = await deps.store.find(tx, key);
        if (!prior?.result || prior.print !== print) throw new AppError('IDEMPOTENCY_CONFLICT');
        return { ...(prior.result as WalletTransferResult), replayed: true };
      }
      const result = await work(tx);
      await deps.store.saveResult(tx, key, result);
      return result;
    });
  }

  /** One ledger transfer between two wallets of the member, keyed under the request's key. */
  async function leg(tx: Tx, c: MemberCtx, idemKey: string, n: string, from: string, to: string, amount: bigint) {
    const type = from === MAIN_WALLET ? 'wallet_out' : 'wallet_in';
    const vendor = from === MAIN_WALLET ? to : from;
    const r = await deps.ledger.transfer(
      {
        brandId: c.brandId,
        source: `client:${c.memberId}`,
        key: `wallet:${idemKey}:${n}`,
        type,
        from: refOf(c.memberId, from),
        to: refOf(c.memberId, to),
        amountMinor: amount,
        memo: { vendor },
      },
      tx,
    );
    return {
      transferId: r.transferId,
      type,
      from,
      to,
      amount: formatMinor(amount),
      fromBalance: formatMinor(r.fromBalance),
      toBalance: formatMinor(r.toBalance),
    } satisfies Leg;
  }

  /** `from`/`to` as wallet names: main, or an enabled transfer-mode vendor not under maintenance. */
  async function walletsOf(brandId: number, names: { from: string; to: string }) {
    const vendors = await deps.games.transferVendors(brandId);
    const check = (field: 'from' | 'to', name: string) => {
      if (name === MAIN_WALLET) return name;
      const v = vendors.find((x) => x.code === name);
      if (!v?.enabled) throw fieldError(field, 'wallet', { vendor: name }, 'walletUnavailable');
      if (v.maintenance) throw fieldError(field, 'maintenance', { vendor: v.name }, 'walletMaintenance');
      return v.code;
    };
    const from = check('from', names.from);
    const to = check('to', names.to);
    if (from === to) throw fieldError('to', 'same', {}, 'walletSame');
    return { from, to };
  }

  /**
   * The member's wallets in the order their ledger accounts are locked: by account id, the order
   * ledger_post() takes its two accounts in. Ids are looked up before the transaction (they are
   * cached, and a lookup inside it would wait for a second pooled connection while holding locks).
   */
  async function lockOrder(c: MemberCtx, wallets: string[]): Promise<string[]> {
    const ids = await Promise.all(wallets.map((w) => deps.ledger.accountIdOf(c.brandId, refOf(c.memberId, w))));
    return wallets
      .map((w, i) => ({ w, id: ids[i] as number }))
      .sort((a, b) => a.id - b.id)
      .map((x) => x.w);
  }

  /**
   * Locks the wallets in `order` one after the other, so transfers that touch more than the two
   * accounts of one ledger_post() (`all`, vendor -> vendor, recall) take every lock in the same
   * order as each other and as single transfers, and never deadlock; answers each balance.
   */
  async function lockAll(tx: Tx, c: MemberCtx, order: string[]): Promise<Map<string, bigint>> {
    const out = new Map<string, bigint>();
    for (const w of order) out.set(w, await deps.ledger.lock(tx, c.brandId, refOf(c.memberId, w)));
    return out;
  }

  /**
   * Main -> vendor (wallet_out), vendor -> main (wallet_in), or vendor -> vendor as both legs through
   * the main wallet in one transaction. `all` takes the whole balance of `from`, read under lock.
   * A single leg of a known amount is one ledger_post(), which locks its own two accounts.
   */
  async function transfer(
    c: MemberCtx,
    idemKey: string,
    body: { from: string; to: string; amount?: bigint; all?: boolean },
  ): Promise<WalletTransferResult> {
    const { from, to } = await walletsOf(c.brandId, body);
    const amountPrint = body.all ? 'all' : String(body.amount);
    const print = JSON.stringify({ op: 'transfer', from, to, amount: amountPrint });
    const hops = from !== MAIN_WALLET && to !== MAIN_WALLET ? [from, MAIN_WALLET, to] : [from, to];
    const order = body.all || hops.length > 2 ? await lockOrder(c, hops) : [];
    return once(c, idemKey, print, async (tx) => {
      const held = await lockAll(tx, c, order);
      const amount = body.all ? (held.get(from) ?? 0n) : (body.amount as bigint);
      const legs: Leg[] = [];
      if (amount > 0n)
        for (let i = 0; i + 1 < hops.length; i++)
          legs.push(await leg(tx, c, idemKey, String(i), hops[i] as string, hops[i + 1] as string, amount));
      return { replayed: false, amount: formatMinor(amount), legs, skipped: [] };
    });
  }

  /**
   * Every vendor wallet with money back to the main wallet, including vendors since disabled or
   * switched to seamless (their money must not be stranded); those under maintenance are skipped.
   */
  async function recallAll(c: MemberCtx, idemKey: string): Promise<WalletTransferResult> {
    const [vendors, before] = await Promise.all([
      deps.games.transferVendors(c.brandId),
      deps.ledger.memberBalances(c.brandId, c.memberId),
    ]);
    const held = Object.keys(before.vendors).filter((code) => (before.vendors[code] ?? 0n) > 0n);
    const skipped = held.filter((code) => vendors.find((v) => v.code === code)?.maintenance).sort();
    const recalled = held.filter((code) => !skipped.includes(code)).sort();
    // Money that reaches a vendor wallet after this read is the next recall's, as if it came after this one.
    const order = recalled.length ? await lockOrder(c, [MAIN_WALLET, ...recalled]) : [];
    return once(c, idemKey, JSON.stringify({ op: 'recallAll' }), async (tx) => {
      const balances = await lockAll(tx, c, order);
      const legs: Leg[] = [];
      let moved = 0n;
      for (const code of recalled) {
        const amount = balances.get(code) ?? 0n;
        if (amount <= 0n) continue;
        legs.push(await leg(tx, c, idemKey, code, code, MAIN_WALLET, amount));
        moved += amount;
      }
      return { replayed: false, amount: formatMinor(moved), legs, skipped };
    });
  }

  return { balanceMinor, consolidated, merchantWallet, transfer, recallAll };
}
export type WalletService = ReturnType<typeof walletService>;
