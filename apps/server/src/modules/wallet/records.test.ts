import { API, type TransactionItem } from '@platform/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { walletKit } from '../../../test/wallet-kit';
import { reconcile } from '../ledger/reconcile';

const k = await walletKit();
const { get, move, cash } = k;
const game = { kind: 'house_game' as const, vendor: 'STARSLOT' };
const m = await k.newMember();
const bonusAcct = { kind: 'member_bonus' as const, memberId: m.id };
const locked = { kind: 'member_locked' as const, memberId: m.id };
const list = (res: { json: () => { value: { list: TransactionItem[] } } }) => res.json().value.list;
const H = 3_600_000;

beforeAll(async () => {
  await k.fund(m.id, 1_000n);
  await move('deposit', { kind: 'house_deposit' }, cash(m.id), 100_000n, { depositId: 'D1', operatorId: 7 });
  await move('bet', cash(m.id), game, 10_000n, { game: 'Lucky 7' });
  await move('win', game, cash(m.id), 25_050n);
  await move('bet', cash(m.id), game, 5_000n);
  await move('bet_refund', game, cash(m.id), 5_000n);
  await move('bonus', { kind: 'house_promotion' }, bonusAcct, 2_000n, { promotion: 'Welcome' });
  await move('bonus_release', bonusAcct, cash(m.id), 2_000n);
  await move('bonus', { kind: 'house_promotion' }, cash(m.id), 500n, { reason: 'birthday' });
  await move('withdraw_lock', cash(m.id), locked, 30_000n, { withdrawalId: 'W1' });
  await move('withdraw_payout', locked, { kind: 'house_withdrawal' }, 30_000n, { withdrawalId: 'W1' });
  await move('adjust', cash(m.id), { kind: 'house_adjustment' }, 300n, { reason: 'correction' });
  await k.post(API.walletTransfer, m.token, { from: 'main', to: 'APEX_SPORTS', amount: 100 });
});

afterAll(async () => {
  expect((await reconcile(k.db)).problems).toEqual([]);
});

describe('account record', () => {
  it('lists every main-wallet movement newest first, with direction, amount and balance after', async () => {
    const res = await get(API.transactions, m.token);
    expect(res.statusCode).toBe(200);
    const { list: rows, total } = res.json().value;
    expect(total).toBe(11);
    expect(rows.map((r: TransactionItem) => r.type)).toEqual([
      'wallet_out',
      'adjust',
      'withdraw_lock',
      'bonus',
      'bonus_release',
      'bet_refund',
      'bet',
      'win',
      'bet',
      'deposit',
      'adjust',
    ]);
    expect(rows[0]).toMatchObject({
      direction: 'out',
      amount: '100.00',
      change: '-100.00',
      balanceAfter: '782.50',
      account: 'main',
      vendor: 'APEX_SPORTS',
    });
    expect(rows[7]).toMatchObject({ type: 'win', change: '250.50', balanceAfter: '1160.50', vendor: 'STARSLOT' });
    // Memos show what they are for, never internal fields such as the operator's id.
    expect(rows[9].memo).toEqual({ depositId: 'D1' });
    expect(rows[1].memo).toEqual({ reason: 'correction' });
    const ids = rows.map((r: TransactionItem) => r.id);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
  });

  it('filters by type and shows other accounts with the account named', async () => {
    const bets = await get(API.transactions, m.token, { types: 'bet,win' });
    expect(bets.json().value.total).toBe(3);
    expect(list(bets).map((r) => r.type)).toEqual(['bet', 'win', 'bet']);
    const all = await get(API.transactions, m.token, { account: 'all' });
    expect(all.json().value.total).toBe(16);
    const vendor = await get(API.transactions, m.token, { account: 'vendors' });
    expect(list(vendor)).toEqual([
      expect.objectContaining({
        type: 'wallet_out',
        direction: 'in',
        account: 'vendor',
        vendor: 'APEX_SPORTS',
        balanceAfter: '100.00',
      }),
    ]);
    const lockedRows = list(await get(API.transactions, m.token, { account: 'locked' }));
    expect(lockedRows.map((r) => `${r.type}:${r.change}:${r.balanceAfter}`)).toEqual([
      'withdraw_payout:-300.00:0.00',
      'withdraw_lock:300.00:300.00',
    ]);
  });

  it('pages: every row once across pages, the last page short, past the end empty', async () => {
    const page = async (pageNo: number) =>
      (await get(API.transactions, m.token, { pageSize: '4', pageNo: String(pageNo) })).json().value;
    const pages = await Promise.all([1, 2, 3, 4].map(page));
    expect(pages.map((p) => p.list.length)).toEqual([4, 4, 3, 0]);
    expect(pages.every((p) => p.total === 11)).toBe(true);
    const ids = pages.flatMap((p) => p.list.map((r: TransactionItem) => r.id));
    expect(new Set(ids).size).toBe(11);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
  });

  it.each([
    [{ pageSize: '101' }, 'pageSize'],
    [{ pageNo: '0' }, 'pageNo'],
    [{ types: 'bet,nope' }, 'types.1'],
    [{ account: 'house' }, 'account'],
    [{ range: 'custom', to: '2026-01-02' }, 'from'],
    [{ range: 'custom', from: '2026-01-02' }, 'to'],
    [{ range: 'custom', from: '2026-01-02', to: '2026-01-01' }, 'to'],
    [{ range: 'custom', from: '2026-02-30', to: '2026-03-01' }, 'from'],
    [{ range: 'custom', from: '2024-01-01', to: '2026-01-01' }, 'to'],
    [{ tz: '900' }, 'tz'],
    [{ tz: 'Mars/Olympus' }, 'tz'],
  ])('refuses %j with a 400 naming %s', async (query, field) => {
    const res = await get(API.transactions, m.token, query);
    expect(res.statusCode).toBe(400);
    expect(res.json().value.fields[0].field).toBe(field);
  });

  it('names a bad time zone in the member’s language', async () => {
    const en = await get(API.transactions, m.token, { tz: 'Mars/Olympus' });
    expect(en.json().value.fields[0]).toMatchObject({ field: 'tz', rule: 'timeZone' });
    expect(en.json().message).toContain('time zone');
    const bn = await k.app.inject({
      url: API.transactions,
      query: { tz: 'Mars/Olympus' },
      headers: { token: m.token, 'accept-language': 'bn' },
    });
    expect(bn.json().value.fields[0].message).toContain('টাইম জোন');
  });

  it('"today" is the member\'s day: the same moment is today in one zone and yesterday in another', async () => {
    const n = await k.newMember();
    const { createdAt } = await k.fund(n.id, 100n);
    const localDate = (tz: string, at = createdAt.getTime()) =>
      new Date(at).toLocaleDateString('en-CA', { timeZone: tz });
    let token = await k.login(n.id);
    const count = async (q: Record<string, string>) => (await get(API.transactions, token, q)).json().value.total;
    // Kiribati (UTC+14) and Niue (UTC-11) are 25 hours apart: the movement is on two different dates.
    const [east, west] = ['Pacific/Kiritimati', 'Pacific/Niue'];
    expect(localDate(east)).not.toBe(localDate(west));
    for (const tz of [east, west, 'Asia/Dhaka', 'America/New_York']) {
      const day = localDate(tz);
      expect(await count({ range: 'custom', from: day, to: day, tz })).toBe(1);
      const before = localDate(tz, createdAt.getTime() - 24 * H);
      expect(await count({ range: 'custom', from: before, to: before, tz })).toBe(0);
    }
    // A day later (kit clock), in the zone where it is already the next date, it is no longer today.
    k.tick(24 * H);
    try {
      token = await k.login(n.id);
      expect(await count({ range: 'today', tz: east })).toBe(0);
      expect(await count({ range: '7d', tz: east })).toBe(1);
    } finally {
      k.tick(-24 * H);
    }
  });

  it('is refused to trial accounts', async () => {
    const trial = await k.newMember(true);
    for (const url of [API.transactions, API.profit, API.bonusDetails])
      expect((await get(url, trial.token)).json().code).toBe('TRIAL_FORBIDDEN');
  });
});

describe('profit and loss, bonus details', () => {
  it('sums the ledger: games P&L is wins + refunds - bets', async () => {
    const res = await get(API.profit, m.token, { range: '30d', tz: 'Asia/Dhaka' });
    expect(res.json().value).toMatchObject({
      deposits: '1000.00',
      withdrawals: '300.00',
      bets: '150.00',
      wins: '250.50',
      refunds: '50.00',
      bonuses: '25.00',
      adjustments: '7.00',
      profit: '150.50',
      currency: 'BDT',
    });
    const empty = await k.newMember();
    expect((await get(API.profit, empty.token)).json().value).toMatchObject({ bets: '0.00', profit: '0.00' });
  });

  it('lists bonuses granted and released with totals, each once', async () => {
    const res = await get(API.bonusDetails, m.token);
    const v = res.json().value;
    expect(v.totals).toEqual({ bonus: '25.00', released: '20.00', count: 3 });
    expect(
      v.list.map((b: { type: string; account: string; amount: string }) => `${b.type}:${b.account}:${b.amount}`),
    ).toEqual(['bonus:main:5.00', 'bonus_release:main:20.00', 'bonus:bonus:20.00']);
    expect(v.list[2].memo).toEqual({ promotion: 'Welcome' });
  });
});
