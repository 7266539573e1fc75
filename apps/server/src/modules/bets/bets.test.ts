import { randomBytes } from 'node:crypto';
import { BETS_API, type BetRound, PROVIDER_API as P, type RoundDetail } from '@platform/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signedInject } from '../../../test/provider-kit';
import { walletKit } from '../../../test/wallet-kit';
import { games } from '../games/games.tables';
import { betRounds } from '../providers/providers.tables';

const k = await walletKit();
const DAY = 86_400_000;

/** A wallet call as the vendor's game server sends it: signed with the demo secret over the raw body. */
async function provider(path: string, vendor: string, body: Record<string, unknown>) {
  const res = await signedInject(k.app, path, body, { vendor });
  expect(res.json()).toMatchObject({ success: true });
}
const tx = (p: string) => `${p}-${randomBytes(6).toString('hex')}`;

/** One round: a bet, then (unless `open`) a final win; `refund` rolls the bet back instead. */
async function play(
  memberId: number,
  o: { vendor: string; game: string; stake: string; win?: string; open?: boolean; refund?: boolean },
) {
  const roundId = tx('r');
  const base = { playerId: String(memberId), roundId, gameCode: o.game };
  const betTx = tx('b');
  await provider(P.bet, o.vendor, { ...base, transactionId: betTx, amount: o.stake });
  if (o.refund) {
    await provider(P.rollback, o.vendor, {
      playerId: String(memberId),
      transactionId: tx('rb'),
      refTransactionId: betTx,
      roundId,
    });
  } else if (!o.open) await provider(P.win, o.vendor, { ...base, transactionId: tx('w'), amount: o.win ?? '0.00' });
  return roundId;
}

// Rounds of one member, oldest first: two slots, a fish game, a live game (still open), a refunded
// bet, and a game the catalogue no longer holds; another member plays too.
const m = await k.newMember();
await k.fund(m.id, 1_000_000n);
const slotWin = await play(m.id, { vendor: 'STARSLOT', game: 'SS0001', stake: '10.00', win: '25.50' });
const slotLoss = await play(m.id, { vendor: 'NEON_SLOTS', game: 'NS0001', stake: '20.00' });
const fish = await play(m.id, { vendor: 'OCEAN_FISH', game: 'OF0001', stake: '5.00', win: '2.25' });
const live = await play(m.id, { vendor: 'AURA_LIVE', game: 'AL0001', stake: '100.00', open: true });
const refunded = await play(m.id, { vendor: 'STARSLOT', game: 'SS0001', stake: '7.00', refund: true });
const unknown = await play(m.id, { vendor: 'STARSLOT', game: 'SS0500', stake: '1.00', win: '3.00' });
// That game was withdrawn from the catalogue afterwards: its round stays in the record, by its code.
await k.db.delete(games).where(and(eq(games.vendorCode, 'STARSLOT'), eq(games.gameCode, 'SS0500')));
const other = await k.newMember();
await k.fund(other.id, 100_000n);
const othersRound = await play(other.id, { vendor: 'STARSLOT', game: 'SS0001', stake: '50.00', win: '500.00' });
// One of the member's rounds was played twelve days ago (the provider API stamps rounds with the
// database clock, so the test moves it back the way time would have).
const old = await play(m.id, { vendor: 'HOUSE', game: 'HO0001', stake: '3.00', win: '1.00' });
const oldStart = new Date(Date.now() - 12 * DAY);
await k.db.update(betRounds).set({ startedAt: oldStart }).where(eq(betRounds.roundId, old));

type Page = { list: BetRound[]; total: number; totals: Record<string, string | number> };
const records = async (q: Record<string, string> = {}, token = m.token) => {
  const res = await k.get(BETS_API.records, token, q);
  expect(res.statusCode).toBe(200);
  return res.json().value as Page;
};
const ids = (p: Page) => p.list.map((r) => r.roundId);

describe('betting record', () => {
  it('lists the member’s rounds newest first with game, vendor, stake, valid bet, win and profit', async () => {
    const page = await records();
    expect(ids(page)).toEqual([unknown, refunded, live, fish, slotLoss, slotWin]);
    expect(page.total).toBe(6);
    expect(page.list[5]).toMatchObject({
      vassalage: 'STARSLOT',
      vendorName: expect.any(String),
      gameCode: 'SS0001',
      gameName: 'Tiger Kingdom',
      gameType: 'RNG',
      nodeId: expect.any(Number),
      stake: '10.00',
      validBet: '10.00',
      win: '25.50',
      profit: '15.50',
      status: 'settled',
      settledAt: expect.any(String),
    });
    expect(page.list[4]).toMatchObject({ stake: '20.00', validBet: '20.00', win: '0.00', profit: '-20.00' });
    // An open round and a refunded one count no valid bet and no profit.
    expect(page.list[2]).toMatchObject({ status: 'open', stake: '100.00', validBet: '0.00', profit: '0.00' });
    expect(page.list[1]).toMatchObject({ status: 'cancelled', stake: '0.00', validBet: '0.00', profit: '0.00' });
    // A game missing from the catalogue is shown by its code, without a category.
    expect(page.list[0]).toMatchObject({ gameName: 'SS0500', gameType: null, nodeId: null, profit: '2.00' });
  });

  it('totals cover every round of the filter, not only the page', async () => {
    const page = await records({ pageSize: '2', pageNo: '2' });
    expect(ids(page)).toEqual([live, fish]);
    expect(page.total).toBe(6);
    // Stakes 10 + 20 + 5 + 100 + 0 + 1; valid 10 + 20 + 5 + 1; wins 25.50 + 2.25 + 3; profit 15.50 - 20 - 2.75 + 2.
    expect(page.totals).toEqual({ rounds: 6, stake: '136.00', validBet: '36.00', win: '30.75', profit: '-5.25' });
  });

  it('filters by category and by vendor', async () => {
    const rng = await records({ gameType: 'RNG' });
    expect(ids(rng)).toEqual([refunded, slotLoss, slotWin]);
    expect(rng.totals).toMatchObject({ rounds: 3, stake: '30.00', profit: '-4.50' });
    expect(ids(await records({ gameType: 'FISH' }))).toEqual([fish]);
    expect(ids(await records({ gameType: 'PVP' }))).toEqual([]);
    const starslot = await records({ vassalage: 'STARSLOT' });
    expect(ids(starslot)).toEqual([unknown, refunded, slotWin]);
    expect(ids(await records({ vassalage: 'STARSLOT', gameType: 'RNG' }))).toEqual([refunded, slotWin]);
  });

  it('filters by date range in the member’s day', async () => {
    expect((await records({ range: 'today' })).total).toBe(6);
    expect(ids(await records({ range: '30d' }))[6]).toBe(old);
    const day = new Date(oldStart.getTime() + 360 * 60_000).toISOString().slice(0, 10);
    const custom = await records({ range: 'custom', from: day, to: day, tz: 'Asia/Dhaka' });
    expect(ids(custom)).toEqual([old]);
    expect(custom.totals).toEqual({ rounds: 1, stake: '3.00', validBet: '3.00', win: '1.00', profit: '-2.00' });
  });

  it('puts a round at 23:30 UTC on the member’s own day: the next one in Asia/Dhaka, the same one in America/New_York', async () => {
    const late = await k.newMember();
    await k.fund(late.id, 10_000n);
    const round = await play(late.id, { vendor: 'STARSLOT', game: 'SS0001', stake: '1.00' });
    const utcDay = new Date(Date.now() - 20 * DAY).toISOString().slice(0, 10);
    await k.db
      .update(betRounds)
      .set({ startedAt: new Date(`${utcDay}T23:30:00Z`) })
      .where(eq(betRounds.roundId, round));
    const nextDay = new Date(Date.parse(utcDay) + DAY).toISOString().slice(0, 10);
    const on = async (day: string, tz: string) =>
      ids(await records({ range: 'custom', from: day, to: day, tz }, late.token));
    expect(await on(nextDay, 'Asia/Dhaka')).toEqual([round]);
    expect(await on(utcDay, 'Asia/Dhaka')).toEqual([]);
    expect(await on(utcDay, 'America/New_York')).toEqual([round]);
    expect(await on(nextDay, 'America/New_York')).toEqual([]);
  });

  it('names games in the asked language, English when it has none', async () => {
    const bn = await records({ language: 'bn', vassalage: 'STARSLOT', gameType: 'RNG' });
    expect(bn.list[1]?.gameName).toBe('বাঘ রাজ্য');
    const zz = await records({ language: 'zz', vassalage: 'STARSLOT', gameType: 'RNG' });
    expect(zz.list[1]?.gameName).toBe('Tiger Kingdom');
  });

  it('never shows another member’s rounds', async () => {
    expect(ids(await records())).not.toContain(othersRound);
    expect(ids(await records({}, other.token))).toEqual([othersRound]);
    const recent = (await k.get(BETS_API.recent, m.token)).json().value as RoundDetail[];
    expect(recent.map((r) => r.roundId)).not.toContain(othersRound);
  });

  it.each([
    [{ range: 'year' }, 'range'],
    [{ range: 'custom', from: '2026-02-30', to: '2026-03-01' }, 'from'],
    [{ range: 'custom', from: '2026-03-02', to: '2026-03-01' }, 'to'],
    [{ pageSize: '500' }, 'pageSize'],
    [{ pageNo: '0' }, 'pageNo'],
    [{ gameType: 'SLOTS' }, 'gameType'],
    [{ vassalage: "x' or 1=1" }, 'vassalage'],
    [{ tz: 'abc' }, 'tz'],
    [{ tz: '360' }, 'tz'],
    [{ tz: '+06:00' }, 'tz'],
    [{ tz: 'Asia/Nowhere' }, 'tz'],
  ])('refuses %j with a 400 naming %s', async (query, field) => {
    const res = await k.get(BETS_API.records, m.token, query as Record<string, string>);
    expect(res.statusCode).toBe(400);
    expect(res.json().value.fields[0].field).toBe(field);
  });

  it('needs a real member: 401 without a session, trial accounts refused', async () => {
    for (const url of [BETS_API.records, BETS_API.profit, BETS_API.recent]) {
      const res = await k.app.inject({ url, headers: k.en });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('NOT_LOGGED_IN');
    }
    const trial = await k.newMember(true);
    expect((await k.get(BETS_API.records, trial.token)).json().code).toBe('TRIAL_FORBIDDEN');
  });
});

describe('profit and loss by category', () => {
  it('sums stake, valid bet, win and profit per category in menu order, with totals', async () => {
    const res = await k.get(BETS_API.profit, m.token, { range: '7d' });
    expect(res.statusCode).toBe(200);
    const v = res.json().value;
    expect(v.currency).toBe('BDT');
    expect(v.categories).toEqual([
      { gameType: 'LIVE', rounds: 1, stake: '100.00', validBet: '0.00', win: '0.00', profit: '0.00' },
      { gameType: 'FISH', rounds: 1, stake: '5.00', validBet: '5.00', win: '2.25', profit: '-2.75' },
      { gameType: 'RNG', rounds: 3, stake: '30.00', validBet: '30.00', win: '25.50', profit: '-4.50' },
      { gameType: null, rounds: 1, stake: '1.00', validBet: '1.00', win: '3.00', profit: '2.00' },
    ]);
    expect(v.totals).toEqual({ rounds: 6, stake: '136.00', validBet: '36.00', win: '30.75', profit: '-5.25' });
    const month = (await k.get(BETS_API.profit, m.token, { range: '30d' })).json().value;
    expect(month.categories.find((c: { gameType: string }) => c.gameType === 'BGS')).toMatchObject({
      rounds: 1,
      profit: '-2.00',
    });
    const none = (await k.get(BETS_API.profit, (await k.newMember()).token)).json().value;
    expect(none).toMatchObject({ categories: [], totals: { rounds: 0, stake: '0.00', profit: '0.00' } });
    expect((await k.get(BETS_API.profit, m.token, { range: 'custom' })).json().value.fields[0].field).toBe('from');
  });
});

describe('last 10 rounds', () => {
  it('recalls the latest rounds whatever their date, each with its bet, win and rollback', async () => {
    const n = await k.newMember();
    await k.fund(n.id, 100_000n);
    const first = await play(n.id, { vendor: 'STARSLOT', game: 'SS0001', stake: '1.00', refund: true });
    const rounds = [first];
    for (let i = 0; i < 11; i++)
      rounds.push(await play(n.id, { vendor: 'TIGER_REELS', game: 'TR0001', stake: '2.00', win: `${i}.00` }));
    const res = await k.get(BETS_API.recent, n.token);
    expect(res.statusCode).toBe(200);
    const recent = res.json().value as RoundDetail[];
    expect(recent.map((r) => r.roundId)).toEqual(rounds.slice(-10).reverse());
    expect(recent[0]?.movements.map((mv) => `${mv.kind}:${mv.amount}`)).toEqual(['bet:2.00', 'win:10.00']);
    expect(recent[0]).toMatchObject({ gameName: 'Ruby Palace Deluxe', profit: '8.00' });

    // The member's own older record: the refund and the open round show their movements too.
    const mine = (await k.get(BETS_API.recent, m.token)).json().value as RoundDetail[];
    expect(mine.map((r) => r.roundId)).toEqual([unknown, refunded, live, fish, slotLoss, slotWin, old]);
    const moves = (roundId: string) => mine.find((r) => r.roundId === roundId)?.movements.map((mv) => mv.kind);
    expect(moves(refunded)).toEqual(['bet', 'rollback']);
    expect(mine[1]?.movements[1]).toMatchObject({ kind: 'rollback', amount: '7.00', time: expect.any(String) });
    expect(moves(live)).toEqual(['bet']);
    expect(moves(slotWin)).toEqual(['bet', 'win']);
  });
});
