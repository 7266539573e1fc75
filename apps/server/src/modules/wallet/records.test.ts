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
  ])('refuses %j with a 400 naming %s', async (query, field) => {
    const res = await get(API.transactions, m.token, query);
    expect(res.statusCode).toBe(400);
    expect(res.json().value.fields[0].field).toBe(field);
  });

  it('"today" is the member\'s day: the same moment is today in one zone and yesterday in another', async () => {
    const n = await k.newMember();
    const { createdAt } = await k.fund(n.id, 100n);
    const minuteOfDay = createdAt.getUTCHours() * 60 + createdAt.getUTCMinutes();
    // The zone in which this movement happened at local hh:00 (zones run from -12:00 to +14:00).
    const zoneAt = (hour: number) => {
      const tz = (((hour * 60 - minuteOfDay) % 1440) + 1440) % 1440;
      return tz > 840 ? tz - 1440 : tz;
    };
    const localDate = (tz: number, shift = 0) =>
      new Date(createdAt.getTime() + tz * 60_000 + shift).toISOString().slice(0, 10);
    // Twelve hours later it is still the same day where it happened at 11:00, the next day where at 13:00.
    k.tick(12 * H);
    try {
      const token = await k.login(n.id);
      const count = async (q: Record<string, string>) => (await get(API.transactions, token, q)).json().value.total;
      const [morning, afternoon] = [zoneAt(11), zoneAt(13)];
      expect(await count({ range: 'today', tz: String(morning) })).toBe(1);
      expect(await count({ range: 'today', tz: String(afternoon) })).toBe(0);
      expect(await count({ range: '7d', tz: String(afternoon) })).toBe(1);
      const day = localDate(afternoon);
      expect(await count({ range: 'custom', from: day, to: day, tz: String(afternoon) })).toBe(1);
      const before = localDate(afternoon, -24 * H);
      expect(await count({ range: 'custom', from: before, to: before, tz: String(afternoon) })).toBe(0);
    } finally {
      k.tick(-12 * H);
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
    const res = await get(API.profit, m.token, { range: '30d', tz: '360' });
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
