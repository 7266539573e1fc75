import { PROVIDER_API as P } from '@platform/contracts';
import { describe, expect, it } from 'vitest';
import { providerKit, VENDOR } from '../../../test/provider-kit';
import { reconcile } from '../ledger/reconcile';
import { walletLanes } from './providers.lanes';
import { providersStore, type WalletCall } from './providers.store';

// Two lanes whatever this machine's cores, so that a burst of 12 players must queue.
const k = await providerKit({ walletLanes: 2 });
let seq = 0;
const id = (p: string) => `${p}-${Date.now()}-${++seq}`;

describe('provider wallet lanes: concurrent calls share one statement and one commit', () => {
  it('a burst of bets and wins from 12 players goes in groups, each answered as if sent alone, replays too', async () => {
    const players = await Promise.all(Array.from({ length: 12 }, () => k.newMember(100_00n)));
    const before = k.app.walletStats();
    const rounds = players.map((m) => ({ playerId: String(m), roundId: id('r'), gameCode: 'SS0001' }));
    const bets = rounds.map((r, i) => ({ ...r, transactionId: id('b'), amount: `${i + 1}.00` }));
    const placed = await Promise.all(bets.map((b) => k.call(P.bet, b)));
    placed.forEach((res, i) => {
      expect(res.body, JSON.stringify(res.body)).toMatchObject({ success: true });
      expect(res.body.value.balance).toBe(`${100 - (i + 1)}.00`);
    });
    const wins = rounds.map((r) => ({ ...r, transactionId: id('w'), amount: '10.00' }));
    const paid = await Promise.all(wins.map((w) => k.call(P.win, w)));
    for (const [i, res] of paid.entries()) expect(res.body.value.balance).toBe(`${110 - (i + 1)}.00`);

    const after = k.app.walletStats();
    expect(after.calls - before.calls).toBe(24);
    // Fewer statements than calls: the calls that arrived while one was in flight went together.
    expect(after.groups - before.groups).toBeLessThan(24);
    expect(after.fallbacks).toBe(before.fallbacks);

    // Replays of the whole burst, at once: the stored answers, nothing moves.
    const again = await Promise.all([...bets.map((b) => k.call(P.bet, b)), ...wins.map((w) => k.call(P.win, w))]);
    expect(again.map((r) => r.body)).toEqual([...placed, ...paid].map((r) => r.body));
    for (const [i, m] of players.entries()) expect(await k.cash(m)).toBe(BigInt(110_00 - (i + 1) * 100));
    expect((await reconcile(k.db)).problems).toEqual([]);
  });

  it("a member's bet and win sent back to back in one group keep their order", async () => {
    const players = await Promise.all(Array.from({ length: 4 }, () => k.newMember(50_00n)));
    const sends = players.flatMap((m) => {
      const round = { playerId: String(m), roundId: id('r'), gameCode: 'SS0001' };
      return [
        k.call(P.bet, { ...round, transactionId: id('b'), amount: '5.00' }),
        k.call(P.win, { ...round, transactionId: id('w'), amount: '7.50' }),
      ];
    });
    const answers = await Promise.all(sends);
    for (const a of answers) expect(a.body, JSON.stringify(a.body)).toMatchObject({ success: true });
    for (const m of players) expect(await k.cash(m)).toBe(52_50n);
  });

  it('a call that makes its group fail is answered alone, and the others as if it had not been there', async () => {
    const lanes = walletLanes(providersStore(k.db), 1);
    const players = await Promise.all(Array.from({ length: 6 }, () => k.newMember(20_00n)));
    const call = (m: number, amount: string): WalletCall => ({
      kind: 'bet',
      brand: k.brandId,
      vendor: VENDOR,
      tx: id('b'),
      round: id('r'),
      member: m,
      game: 'SS0001',
      amount,
      hash: id('h'),
      currency: 'BDT',
      now: new Date(),
    });
    // Sent in one turn of the event loop, the six go as one group, in which the amount that no
    // bigint holds fails the whole statement; each is then answered alone.
    const sent = players.map((m, i) => lanes.call(call(m, i === 3 ? '99999999999999999999' : '300')));
    const settled = await Promise.allSettled(sent);
    expect(lanes.stats()).toMatchObject({ groups: 1, calls: 6, fallbacks: 1 });
    settled.forEach((s, i) => {
      if (i === 3) expect(s.status).toBe('rejected');
      else expect(s).toMatchObject({ status: 'fulfilled', value: { code: null, body: { balance: '17.00' } } });
    });
    for (const [i, m] of players.entries()) expect(await k.cash(m)).toBe(i === 3 ? 20_00n : 17_00n);
    expect((await reconcile(k.db)).problems).toEqual([]);
  });
});
