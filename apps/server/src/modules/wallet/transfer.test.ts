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

  it('30 transfers of `all` at once, each with its own key: the balance moves once, the others find 0.00', async () => {
    const m = await newMember();
    await fund(m.id, 10_000n);
    const body = { from: 'main', to: 'APEX_SPORTS', all: true };
    const res = await Promise.all(
      Array.from({ length: 30 }, (_, i) => post(T, m.token, body, `whole-all-${m.id}-${i}`)),
    );
    expect(res.map((r) => r.statusCode)).toEqual(Array(30).fill(200));
    const amounts = res.map((r) => r.json().value.amount);
    expect(amounts.filter((a) => a === '100.00')).toHaveLength(1);
    expect(amounts.filter((a) => a === '0.00')).toHaveLength(29);
    expect(res.flatMap((r) => r.json().value.legs)).toHaveLength(1);
    expect(await balances(m.id)).toMatchObject({ cash: 0n, vendors: { APEX_SPORTS: 10_000n } });
    // The funding and the one move (which touches two of the member's accounts): no empty transfers.
    expect(await transfers(m.id)).toBe(3);
  });

  it('30 transfers of `all` at once in every direction: money is only moved, never made, lost or overdrawn', async () => {
    const m = await newMember();
    await fund(m.id, 10_000n);
    await post(T, m.token, { from: 'main', to: 'TCG_SEA', amount: 30 });
    await post(T, m.token, { from: 'main', to: 'APEX_SPORTS', amount: 20 });
    const start: Record<string, bigint> = { main: 5_000n, TCG_SEA: 3_000n, APEX_SPORTS: 2_000n };
    const names = Object.keys(start);
    const pairs = names.flatMap((from) => names.filter((to) => to !== from).map((to) => ({ from, to })));
    const res = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        post(T, m.token, { ...pairs[i % pairs.length], all: true }, `all-mixed-${m.id}-${i}`),
      ),
    );
    // `all` reads the balance under lock, so nothing is short: every call answers, none is a 500 or BUSY.
    expect(res.map((r) => `${r.statusCode} ${r.json().code}`)).toEqual(Array(30).fill('200 OK'));
    const legs = res.flatMap((r) => r.json().value.legs);
    // What the answers say moved is exactly what the balances show.
    const expected = { ...start };
    for (const l of legs as { from: string; to: string; amount: string }[]) {
      const minor = BigInt(l.amount.replace('.', ''));
      expected[l.from] = (expected[l.from] ?? 0n) - minor;
      expected[l.to] = (expected[l.to] ?? 0n) + minor;
    }
    const b = await balances(m.id);
    const now = { main: b.cash, TCG_SEA: b.vendors.TCG_SEA ?? 0n, APEX_SPORTS: b.vendors.APEX_SPORTS ?? 0n };
    expect(now).toEqual(expected);
    expect(Object.values(now).every((v) => v >= 0n)).toBe(true);
    expect(now.main + now.TCG_SEA + now.APEX_SPORTS).toBe(10_000n);
    // Every answered leg moved something, and no leg moved more than its wallet held.
    for (const l of legs as { amount: string; fromBalance: string }[]) {
      expect(l.amount).not.toBe('0.00');
      expect(l.fromBalance.startsWith('-')).toBe(false);
    }
    expect((await reconcile(k.db)).problems).toEqual([]);
  });

  /**
   * ledger_post() locks its two accounts in id order; a move that locked `from` first and then the
   * main wallet (lower id: it exists first) deadlocked with one locking them the other way round,
   * and 30 `all` transfers in every direction met in up to 10 deadlocks, each a second's wait and a
   * retry. Here a transaction holds the main wallet as a single transfer would, and then takes the
   * vendor wallet: it must get it at once, since the waiting move may hold nothing out of order.
   */
  it.each([
    ['`all` vendor -> main', API.walletTransfer, { from: 'TCG_SEA', to: 'main', all: true }],
    ['`all` vendor -> vendor', API.walletTransfer, { from: 'TCG_SEA', to: 'APEX_SPORTS', all: true }],
    ['recall all', API.walletRecallAll, undefined],
  ])('%s waiting for the main wallet holds no vendor wallet meanwhile', async (_, url, body) => {
    const m = await newMember();
    await fund(m.id, 10_000n);
    await post(T, m.token, { from: 'main', to: 'TCG_SEA', amount: 40 });
    const ids = await k.db.execute<{ kind: string; id: string }>(
      sql`select kind, id::text from ledger_accounts where member_id = ${m.id} and kind in ('member_cash', 'member_vendor') and vendor in ('', 'TCG_SEA')`,
    );
    const idOf = (kind: string) => Number(ids.rows.find((r) => r.kind === kind)?.id);
    expect(idOf('member_cash')).toBeLessThan(idOf('member_vendor'));
    const holder = await k.db.$client.connect();
    let move: ReturnType<typeof post> | undefined;
    try {
      await holder.query('begin');
      await holder.query('select 1 from ledger_accounts where id = $1 for update', [idOf('member_cash')]);
      move = post(url, m.token, body);
      for (let i = 0; i < 200; i++) {
        const waiting = await k.db.execute(
          sql`select 1 from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
        );
        if (waiting.rows.length) break;
        await new Promise((r) => setTimeout(r, 10));
      }
      // Well under the deadlock check's second: a move holding the vendor wallet makes this fail.
      await holder.query("set local lock_timeout = '300ms'");
      await holder.query('select 1 from ledger_accounts where id = $1 for update', [idOf('member_vendor')]);
      await holder.query('commit');
    } finally {
      await holder.query('rollback'); // after a failure; a warning only after the commit
      holder.release();
    }
    expect((await move)?.json()).toMatchObject({ success: true, value: { amount: '40.00' } });
    expect((await balances(m.id)).vendors.TCG_SEA).toBe(0n);
  });

  it('30 recalls at once, each with its own key: every vendor wallet comes back once', async () => {
    const m = await newMember();
    await fund(m.id, 10_000n);
    await post(T, m.token, { from: 'main', to: 'TCG_SEA', amount: 30 });
    await post(T, m.token, { from: 'main', to: 'APEX_SPORTS', amount: 20 });
    const res = await Promise.all(
      Array.from({ length: 30 }, (_, i) => post(API.walletRecallAll, m.token, undefined, `recall-${m.id}-${i}`)),
    );
    expect(res.map((r) => `${r.statusCode} ${r.json().code}`)).toEqual(Array(30).fill('200 OK'));
    const moved = res.map((r) => r.json().value.amount).filter((a) => a !== '0.00');
    // One recall takes both, or two take one each; together exactly what was out.
    expect(moved.reduce((t, a) => t + Number(a), 0)).toBe(50);
    expect(res.flatMap((r) => r.json().value.legs)).toHaveLength(2);
    expect(await balances(m.id)).toMatchObject({ cash: 10_000n, vendors: { TCG_SEA: 0n, APEX_SPORTS: 0n } });
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
