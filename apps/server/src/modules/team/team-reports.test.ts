import { AGENT_TEAM_API as A, DOWNLINE_AGENT_TYPE } from '@platform/contracts';
import { describe, expect, it } from 'vitest';
import { teamKit } from './team-kit';

const k = await teamKit();
// boss -> a (player), b (agent) -> c (player); stranger outside.
const boss = await k.account({ rebateBp: 200 });
const a = await k.account({ upline: boss.id, type: 0 });
const b = await k.account({ upline: boss.id, type: DOWNLINE_AGENT_TYPE });
const c = await k.account({ upline: b.id, type: 0 });
const stranger = await k.account({ type: 0 });
await k.fund(a.id, 10_000n);
await k.fund(c.id, 4_000n);
await k.fund(boss.id, 50_000n);
await k.fund(stranger.id, 7_000n);
await k.move('agent_transfer', k.cash(a.id), k.cash(c.id), 1_500n);
const now = k.now();
await k.round(a.id, 2_000n, 0n, now);
await k.round(a.id, 1_000n, 3_500n, now);
await k.round(c.id, 4_000n, 0n, now);
await k.round(c.id, 600n, 0n, now, 'open');
await k.round(boss.id, 900n, 0n, now);
await k.round(stranger.id, 800n, 0n, now);

const get = (path: string, token = boss.token, lang = 'en') => k.call('GET', path, token, undefined, lang);

describe('team betting record', () => {
  it('lists the downline’s rounds with account names and totals over the filter', async () => {
    const page = (await get(`${A.bets}?range=today&pageSize=2`)).json().value;
    expect(page.total).toBe(4);
    expect(page.list).toHaveLength(2);
    expect(page.totals).toMatchObject({ rounds: 4, stake: '76.00', validBet: '70.00', win: '35.00', profit: '-35.00' });
    expect(page.list[0]).toMatchObject({ memberId: c.id, account: c.account, status: 'open', validBet: '0.00' });
  });

  it('narrows to one member, the caller included, and refuses anyone outside', async () => {
    const one = (await get(`${A.bets}?range=today&memberId=${c.id}`)).json().value;
    expect(one.totals).toMatchObject({ rounds: 2, profit: '-40.00' });
    const self = (await get(`${A.bets}?range=today&memberId=${boss.id}`)).json().value;
    expect(self.totals).toMatchObject({ rounds: 1, stake: '9.00' });
    const res = await get(`${A.bets}?memberId=${stranger.id}`);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('NOT_IN_DOWNLINE');
  });

  it('names a bad range field', async () => {
    const res = await get(`${A.bets}?range=custom&from=2026-02-30&to=2026-03-01`);
    expect(res.statusCode).toBe(400);
    expect(res.json().value.fields[0]).toMatchObject({ field: 'from' });
  });
});

describe('team transactions', () => {
  it('shows each team member’s side of a movement, signed, with totals in and out', async () => {
    const page = (await get(`${A.transactions}?range=today`)).json().value;
    // funding a and c, then a -> c: the transfer shows for both.
    expect(page.total).toBe(4);
    expect(page.totals).toMatchObject({ count: 4, in: '155.00', out: '15.00' });
    const moves = page.list.filter((m: { type: string }) => m.type === 'agent_transfer');
    expect(moves.map((m: { memberId: number; amount: string }) => [m.memberId, m.amount]).sort()).toEqual(
      [
        [a.id, '-15.00'],
        [c.id, '15.00'],
      ].sort(),
    );
    const adjust = (await get(`${A.transactions}?range=today&type=adjust&memberId=${c.id}`)).json().value;
    expect(adjust).toMatchObject({ total: 1, list: [{ amount: '40.00', balanceAfter: '40.00', account: c.account }] });
  });
});

describe('user loss statements', () => {
  it('lists members by their loss, biggest first, with totals', async () => {
    const page = (await get(`${A.loss}?range=today`)).json().value;
    expect(page.list.map((r: { memberId: number }) => r.memberId)).toEqual([c.id, a.id]);
    expect(page.list[0]).toMatchObject({ rounds: 1, bets: '40.00', wins: '0.00', profit: '-40.00' });
    expect(page.list[1]).toMatchObject({ rounds: 2, bets: '30.00', wins: '35.00', profit: '5.00' });
    expect(page.totals).toMatchObject({ rounds: 3, bets: '70.00', wins: '35.00', profit: '-35.00', deposits: '0.00' });
  });

  it('orders by the amount, not by its digits', async () => {
    // As text, -20.00 would come before -30.00 and 40.00 before 5.00.
    const top = await k.account({ rebateBp: 100 });
    for (const [stake, win] of [
      [2_000n, 0n],
      [3_000n, 0n],
      [1_000n, 1_500n],
      [1_000n, 5_000n],
    ] as const) {
      const p = await k.account({ upline: top.id, type: 0 });
      await k.round(p.id, stake, win, now);
    }
    const page = (await get(`${A.loss}?range=today`, top.token)).json().value;
    expect(page.list.map((r: { profit: string }) => r.profit)).toEqual(['-30.00', '-20.00', '5.00', '40.00']);
  });
});

describe('downline account details', () => {
  it('shows balances of every downline with totals, searchable', async () => {
    const page = (await get(A.accounts)).json().value;
    expect(page.total).toBe(3);
    expect(page.totals).toMatchObject({ cash: '140.00', locked: '0.00', bonus: '0.00', total: '140.00' });
    const row = page.list.find((r: { memberId: number }) => r.memberId === a.id);
    expect(row).toMatchObject({ cash: '85.00', total: '85.00', type: 0 });
    const found = (await get(`${A.accounts}?keyword=${c.account.toUpperCase()}`)).json().value;
    expect(found).toMatchObject({ total: 1, list: [{ memberId: c.id, cash: '55.00' }] });
  });

  it('refuses a member outside the team in Bengali', async () => {
    const res = await get(`${A.accounts}?memberId=${stranger.id}`, boss.token, 'bn');
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('এই অ্যাকাউন্টটি আপনার দলে নেই');
  });
});

describe('bad input', () => {
  it('answers 400 naming the field, never a 500', async () => {
    // An id past PostgreSQL's integer is a field error like any other (packages/contracts bounds.ts).
    const huge = await get(`${A.accounts}?memberId=99999999999`);
    expect(huge.statusCode).toBe(400);
    expect(huge.json().value.fields[0]).toMatchObject({ field: 'memberId', rule: 'max' });
    const path = await get('/wps/agent/team/downlines/99999999999');
    expect(path.statusCode).toBe(400);
    expect(path.json().value.fields[0]).toMatchObject({ field: 'memberId', rule: 'max' });
    const bad = await get(`${A.loss}?pageSize=1000`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().value.fields[0]).toMatchObject({ field: 'pageSize', rule: 'max' });
    expect((await get(`${A.bets}?gameType=NOPE`)).json().value.fields[0]).toMatchObject({ field: 'gameType' });
    expect((await get(`${A.accounts}?keyword=%25_x`)).statusCode).toBe(200);
  });
});
