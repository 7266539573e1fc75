import { randomBytes } from 'node:crypto';
import { API, type OperatorWithdrawal, type Withdrawal } from '@platform/contracts';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { auditService } from '../src/modules/audit/audit.service';
import { auditStore } from '../src/modules/audit/audit.store';
import { ledgerService } from '../src/modules/ledger/ledger.service';
import { ledgerStore } from '../src/modules/ledger/ledger.store';
import { reconcile } from '../src/modules/ledger/reconcile';
import { sessionsService } from '../src/modules/sessions/sessions.service';
import { sessionsStore } from '../src/modules/sessions/sessions.store';
import { brands } from '../src/modules/system/system.tables';
import { turnoverService } from '../src/modules/turnover/turnover.service';
import { turnoverStore } from '../src/modules/turnover/turnover.store';
import { paymentPasswordService } from '../src/modules/withdrawals/payment-password.service';
import { paymentPasswordStore } from '../src/modules/withdrawals/payment-password.store';
import { payoutAccountsStore } from '../src/modules/withdrawals/payout-accounts.store';
import { withdrawalsCore } from '../src/modules/withdrawals/withdrawals.core';
import { withdrawalsStore } from '../src/modules/withdrawals/withdrawals.store';
import { accountsKit } from './accounts-kit';
import { operatorLogin } from './operator-kit';

/** A fresh Idempotency-Key. */
export const idem = () => `k-${randomBytes(8).toString('hex')}`;

/**
 * What the withdrawal API tests share: the app with a movable clock, members with a session,
 * funding through the operator adjustment call (never by writing ledger tables), operator calls,
 * and the balances the ledger holds.
 */
export async function withdrawKit() {
  const kit = await accountsKit();
  const { app, db, brandId } = kit;
  const sessions = sessionsService({ store: sessionsStore(db), clock: kit.now });
  const ledger = ledgerService({ store: ledgerStore(db), db });
  const turnover = turnoverService({ store: turnoverStore(), clock: kit.now });
  const opToken = await operatorLogin(app);

  /** A member with a session; `payeeName` given = a real name already on file. */
  const player = async (payeeName: string | null = null) => {
    const m = await kit.member(`wd${randomBytes(4).toString('hex')}`, { payeeName });
    const token = await sessions.open(m.id, brandId, '127.0.0.1');
    return { id: m.id, token };
  };

  const fund = async (memberId: number, amount: string, turnoverBp = 0) => {
    const res = await app.inject({
      method: 'POST',
      url: API.operatorAdjust.replace(':memberId', String(memberId)),
      headers: { token: opToken, 'idempotency-key': idem() },
      payload: { direction: 'credit', amount, wallet: 'cash', reason: 'test funding', turnoverBp },
    });
    expect(res.statusCode, res.body).toBe(200);
  };

  type Opts = { token: string; body?: object; key?: string | null; sealed?: boolean; method?: string };
  /** A member call; POSTs carry a fresh Idempotency-Key unless one (or null: none) is given. */
  const call = async (url: string, o: Opts) => {
    const headers: Record<string, string> = { token: o.token, 'accept-language': 'en' };
    const method = o.method ?? (o.body === undefined && o.key === undefined ? 'GET' : 'POST');
    if (method === 'POST' && o.key !== null) headers['idempotency-key'] = o.key ?? idem();
    const payload = o.body && o.sealed ? await kit.seal(o.body) : o.body;
    return app.inject({ method: method as 'GET', url, headers, payload: payload as object });
  };

  const op = (url: string, body: object = {}, key: string = idem()) =>
    app.inject({
      method: 'POST',
      url,
      headers: { token: opToken, 'idempotency-key': key, 'accept-language': 'en' },
      payload: body,
    });
  const path = (p: string, id: number, pid?: number) => p.replace(':id', String(id)).replace(':pid', String(pid ?? ''));

  /** A member ready to withdraw: funded, an e-wallet bound, payment password 123456. */
  const ready = async (amount = '5000') => {
    const m = await player('Rahim Uddin');
    await fund(m.id, amount);
    const acc = await call(API.payoutAccounts, {
      token: m.token,
      key: null,
      body: { provider: 'bkash', accountNumber: '01712345678', holderName: 'Rahim Uddin' },
    });
    expect(acc.statusCode, acc.body).toBe(200);
    const pw = await call(API.paymentPassword, {
      token: m.token,
      key: null,
      sealed: true,
      body: { paymentPassword: '123456', confirmPaymentPassword: '123456' },
    });
    expect(pw.statusCode, pw.body).toBe(200);
    return { ...m, accountId: acc.json().value.id as number };
  };

  const withdraw = (m: { token: string; accountId: number }, amount: unknown, extra: object = {}, key?: string) =>
    call(API.withdraw, {
      token: m.token,
      key,
      sealed: true,
      body: { amount, payoutAccountId: m.accountId, paymentPassword: '123456', ...extra },
    });

  const approve = (id: number) => op(path(API.operatorWithdrawalApprove, id));
  const payout = (id: number, amount: string, key?: string) =>
    op(path(API.operatorWithdrawalPayout, id), { amount }, key);
  const member = async (m: { id: number }) => {
    const b = await ledger.memberBalances(brandId, m.id);
    return { cash: b.cash, locked: b.locked };
  };
  const setBrand = (values: Partial<typeof brands.$inferInsert>) =>
    db.update(brands).set(values).where(eq(brands.id, brandId));
  /** The auto-receipt sweep as the app's timer runs it, on this database and clock. */
  const sweeper = () => {
    const never = () => Promise.reject(new Error('not used by the sweep'));
    return withdrawalsCore({
      db,
      store: withdrawalsStore(db),
      accounts: payoutAccountsStore(db),
      passwords: paymentPasswordService({
        store: paymentPasswordStore(db),
        members: { byId: never, realName: never, claimRealName: never },
        verification: { consume: never },
        clock: kit.now,
      }),
      ledger,
      audit: auditService({ store: auditStore(), db }),
      turnover,
      uploads: { saveImages: never, readAuthorised: never },
      settings: never,
      members: { realName: never },
      clock: kit.now,
    }).sweep;
  };
  const clean = async () => expect((await reconcile(db)).problems).toEqual([]);

  return {
    ...kit,
    ledger,
    turnover,
    opToken,
    player,
    fund,
    call,
    op,
    path,
    ready,
    withdraw,
    approve,
    payout,
    member,
    setBrand,
    sweeper,
    clean,
    value: <T = Withdrawal>(res: { json: () => { value: unknown } }) => res.json().value as T,
    opValue: (res: { json: () => { value: unknown } }) => res.json().value as OperatorWithdrawal,
  };
}
