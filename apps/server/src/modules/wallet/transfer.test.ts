import { API } from '@platform/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { walletKit } from '../../../test/wallet-kit';
import { vendors } from '../games/games.tables';
import { reconcile } from '../ledger/reconcile';

const k = await walletKit();
const { post, newMember, fund, balances } = k;
const T = API.walletTransfer;
const setVendor = (code: string, set: Partial<typeof vendors.$inferInsert>) =>
  k.db
    .update(vendors)
    .set(set)
    .where(and(eq(vendors.brandId, k.brandId), eq(vendors.code, code)));
const transfers = async (memberId: number) =>
  Number(
    (
      await k.db.execute<{ n: string }>(
        sql`select count(*) n from ledger_transfers t join ledger_accounts a on a.id in (t.from_account_id, t.to_account_id) where a.member_id = ${memberId}`,
      )
    ).rows[0]?.n,
  );

afterAll(async () => {
  expect((await reconcile(k.db)).problems).toEqual([]);
});

describe('wallet transfer', () => {
  it('main -> vendor is wallet_out, vendor -> main wallet_in, each with both balances after', async () => {
    const m = await newMember();
    await fund(m.id, 100_000n);
    const out = (await post(T, m.token, { from: 'main', to: 'APEX_SPORTS', amount: '250.25' })).json().value;
    expect(out).toMatchObject({ replayed: false, amount: '250.25', skipped: [] });
    expect(out.legs).toEqual([
      expect.objectContaining({
        type: 'wallet_out',
        from: 'main',
        to: 'APEX_SPORTS',
        fromBalance: '749.75',
        toBalance: '250.25',
      }),
    ]);
    const back = (await post(T, m.token, { from: 'APEX_SPORTS', to: 'main', amount: '0.25' })).json().value;
    expect(back.legs[0]).toMatchObject({ type: 'wallet_in', fromBalance: '250.00', toBalance: '750.00' });
    expect(await balances(m.id)).toMatchObject({ cash: 75_000n, vendors: { APEX_SPORTS: 25_000n } });
  });

  it('vendor -> vendor goes through the main wallet as two legs in one transaction', async () => {
    const m = await newMember();
    await fund(m.id, 10_000n);
    await post(T, m.token, { from: 'main', to: 'TCG_SEA', amount: 60 });
    const r = (await post(T, m.token, { from: 'TCG_SEA', to: 'APEX_SPORTS', amount: 40 })).json().value;
    expect(r.legs.map((l: { type: string; from: string; to: string }) => `${l.type}:${l.from}>${l.to}`)).toEqual([
      'wallet_in:TCG_SEA>main',
      'wallet_out:main>APEX_SPORTS',
    ]);
    expect(await balances(m.id)).toMatchObject({ cash: 4_000n, vendors: { TCG_SEA: 2_000n, APEX_SPORTS: 4_000n } });
    // Short in the first wallet: neither leg happens.
    const short = await post(T, m.token, { from: 'TCG_SEA', to: 'APEX_SPORTS', amount: 21 });
    expect(short.json()).toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    expect(await balances(m.id)).toMatchObject({ cash: 4_000n, vendors: { TCG_SEA: 2_000n, APEX_SPORTS: 4_000n } });
  });

  it('`all` moves the whole balance of `from`; an empty wallet moves nothing', async () => {
    const m = await newMember();
    await fund(m.id, 7_777n);
    const r = (await post(T, m.token, { from: 'main', to: 'TCG_SEA', all: true, amount: 1 })).json().value;
    expect(r.amount).toBe('77.77');
    const again = (await post(T, m.token, { from: 'main', to: 'TCG_SEA', all: true })).json().value;
    expect(again).toMatchObject({ amount: '0.00', legs: [] });
    expect(await balances(m.id)).toMatchObject({ cash: 0n, vendors: { TCG_SEA: 7_777n } });
  });

  it('recall all brings every vendor wallet back, skipping vendors under maintenance', async () => {
    const m = await newMember();
    await fund(m.id, 30_000n);
    for (const to of ['TCG_SEA', 'APEX_SPORTS', 'TCG_LOTTO_VN'])
      await post(T, m.token, { from: 'main', to, amount: 100 });
    await setVendor('TCG_LOTTO_VN', { maintenance: true });
    const r = (await post(API.walletRecallAll, m.token, undefined)).json().value;
    await setVendor('TCG_LOTTO_VN', { maintenance: false });
    expect(r).toMatchObject({ replayed: false, amount: '200.00', skipped: ['TCG_LOTTO_VN'] });
    expect(r.legs.map((l: { from: string }) => l.from).sort()).toEqual(['APEX_SPORTS', 'TCG_SEA']);
    expect(await balances(m.id)).toMatchObject({
      cash: 20_000n,
      vendors: { TCG_SEA: 0n, APEX_SPORTS: 0n, TCG_LOTTO_VN: 10_000n },
    });
  });

  it.each([
    ['unknown vendor', { from: 'main', to: 'NOPE' }, 'to'],
    ['seamless vendor', { from: 'main', to: 'STARSLOT' }, 'to'],
    ['disabled vendor', { from: 'TCG_LOTTO_VN', to: 'main' }, 'from'],
    ['vendor under maintenance', { from: 'APEX_SPORTS', to: 'main' }, 'from'],
    ['the same wallet twice', { from: 'main', to: 'main' }, 'to'],
  ])('refuses %s with a 400 naming the field', async (_, wallets, field) => {
    const m = await newMember();
    await fund(m.id, 10_000n);
    await setVendor('TCG_LOTTO_VN', { enabled: false });
    await setVendor('APEX_SPORTS', { maintenance: true });
    const res = await post(T, m.token, { ...wallets, amount: 10 });
    await setVendor('TCG_LOTTO_VN', { enabled: true });
    await setVendor('APEX_SPORTS', { maintenance: false });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', value: { fields: [{ field }] } });
    expect(res.json().value.fields[0].message).not.toBe('');
    expect(await transfers(m.id)).toBe(1);
  });

  it('insufficient funds moves nothing', async () => {
    const m = await newMember();
    await fund(m.id, 999n);
    const res = await post(T, m.token, { from: 'main', to: 'TCG_SEA', amount: '10.00' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'INSUFFICIENT_FUNDS', message: 'Insufficient balance' });
    expect((await balances(m.id)).cash).toBe(999n);
  });

  it.each([-1, 0, '0.00', 'NaN', '1e309', '1e2', '1.005', '90071992547409.92', { value: 1 }, [1], null, '', true])(
    'refuses the amount %j with a 400 naming `amount`, balances unchanged',
    async (amount) => {
      const m = await newMember();
      await fund(m.id, 10_000n);
      const res = await post(T, m.token, { from: 'main', to: 'TCG_SEA', amount });
      expect(res.statusCode).toBe(400);
      expect(res.json().value.fields.map((f: { field: string }) => f.field)).toContain('amount');
      expect(await balances(m.id)).toMatchObject({ cash: 10_000n, vendors: {} });
    },
  );

  it('without an amount (and not `all`), or without an Idempotency-Key, is a 400 naming it', async () => {
    const m = await newMember();
    await fund(m.id, 10_000n);
    const noAmount = await post(T, m.token, { from: 'main', to: 'TCG_SEA' });
    expect(noAmount.json().value.fields[0]).toMatchObject({ field: 'amount', rule: 'required' });
    const noKey = await post(T, m.token, { from: 'main', to: 'TCG_SEA', amount: 1 }, null);
    expect(noKey.json().value.fields[0]).toMatchObject({ field: 'Idempotency-Key', rule: 'required' });
    expect((await post(API.walletRecallAll, m.token, undefined, null)).statusCode).toBe(400);
    expect((await balances(m.id)).cash).toBe(10_000n);
  });

  it('extra fields such as balance, role or memberId change nothing', async () => {
    const m = await newMember();
    const other = await newMember();
    await fund(m.id, 10_000n);
    const res = await post(T, m.token, {
      from: 'main',
      to: 'TCG_SEA',
      amount: 10,
      balance: '999999.00',
      role: 'operator',
      memberId: other.id,
      type: 'deposit',
    });
    expect(res.statusCode).toBe(200);
    expect(await balances(m.id)).toMatchObject({ cash: 9_000n, vendors: { TCG_SEA: 1_000n } });
    expect(await balances(other.id)).toMatchObject({ cash: 0n, vendors: {} });
  });

  it('the same key sent 30 times in parallel moves money once and answers the same transfer', async () => {
    const m = await newMember();
    await fund(m.id, 10_000n);
    const body = { from: 'main', to: 'APEX_SPORTS', amount: '12.34' };
    const res = await Promise.all(Array.from({ length: 30 }, () => post(T, m.token, body, 'same-key-123')));
    const values = res.map((r) => r.json().value);
    expect(res.every((r) => r.statusCode === 200)).toBe(true);
    expect(values.filter((v) => v.replayed)).toHaveLength(29);
    expect(new Set(values.map((v) => v.legs[0].transferId)).size).toBe(1);
    const later = (await post(T, m.token, body, 'same-key-123')).json().value;
    expect(later).toMatchObject({ replayed: true, legs: [{ transferId: values[0].legs[0].transferId }] });
    expect(await balances(m.id)).toMatchObject({ cash: 8_766n, vendors: { APEX_SPORTS: 1_234n } });
  });

  it('30 transfers of the whole balance at once, each with its own key: one moves it, 29 are refused', async () => {
    const m = await newMember();
    await fund(m.id, 10_000n);
    const body = { from: 'main', to: 'APEX_SPORTS', amount: '100.00' };
    const res = await Promise.all(Array.from({ length: 30 }, (_, i) => post(T, m.token, body, `whole-${m.id}-${i}`)));
    expect(res.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(res.filter((r) => r.json().code === 'INSUFFICIENT_FUNDS')).toHaveLength(29);
    expect(await balances(m.id)).toMatchObject({ cash: 0n, vendors: { APEX_SPORTS: 10_000n } });
  });

  it('the same key with a different amount or wallet is a 409 and moves nothing more', async () => {
    const m = await newMember();
    await fund(m.id, 10_000n);
    await post(T, m.token, { from: 'main', to: 'TCG_SEA', amount: 5 }, 'key-conflict-1');
    for (const body of [
      { from: 'main', to: 'TCG_SEA', amount: 6 },
      { from: 'main', to: 'APEX_SPORTS', amount: 5 },
      { from: 'main', to: 'TCG_SEA', all: true },
    ]) {
      const res = await post(T, m.token, body, 'key-conflict-1');
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('IDEMPOTENCY_CONFLICT');
    }
    expect((await post(API.walletRecallAll, m.token, undefined, 'key-conflict-1')).statusCode).toBe(409);
    expect(await balances(m.id)).toMatchObject({ cash: 9_500n, vendors: { TCG_SEA: 500n } });
  });

  it('a key whose transfer failed can be used again once the money is there', async () => {
    const m = await newMember();
    const body = { from: 'main', to: 'TCG_SEA', amount: 5 };
    expect((await post(T, m.token, body, 'retry-after-fund')).json().code).toBe('INSUFFICIENT_FUNDS');
    await fund(m.id, 500n);
    expect((await post(T, m.token, body, 'retry-after-fund')).json().value.replayed).toBe(false);
    expect((await balances(m.id)).cash).toBe(0n);
  });

  it('keys belong to one member: another member may use the same key', async () => {
    const a = await newMember();
    const b = await newMember();
    await fund(a.id, 1_000n);
    await fund(b.id, 1_000n);
    await post(T, a.token, { from: 'main', to: 'TCG_SEA', amount: 1 }, 'shared-key-1');
    const res = await post(T, b.token, { from: 'main', to: 'TCG_SEA', amount: 2 }, 'shared-key-1');
    expect(res.json().value.replayed).toBe(false);
    expect((await balances(b.id)).cash).toBe(800n);
  });

  it('trial accounts cannot transfer or recall', async () => {
    const trial = await newMember(true);
    expect((await post(T, trial.token, { from: 'main', to: 'TCG_SEA', amount: 1 })).statusCode).toBe(403);
    expect((await post(API.walletRecallAll, trial.token, undefined)).statusCode).toBe(403);
  });
});
