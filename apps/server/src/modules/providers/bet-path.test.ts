import { PROVIDER_API as P } from '@platform/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { providerKit, signedInject } from '../../../test/provider-kit';
import { withdrawKit } from '../../../test/withdraw-kit';
import { reconcile } from '../ledger/reconcile';

const wk = await withdrawKit();
let seq = 0;
const id = (p: string) => `${p}-${Date.now()}-${++seq}`;
const HOUR = 3_600_000;

describe('bet path: turnover follows the bet events, rollbacks included', () => {
  it('a bet rolled back twice leaves the wagering owed, and the withdrawal of the whole balance is refused', async () => {
    const k = wk;
    const signed = (path: string, body: object) => signedInject(k.app, path, body);
    const m = await k.ready('1000');
    // 1,000.00 more with a 1x wagering requirement: 2,000.00 in cash, 1,000.00 to bet first.
    await k.fund(m.id, '1000', 10_000);
    for (let i = 0; i < 2; i++) {
      const bet = { playerId: String(m.id), transactionId: id('b'), roundId: id('r'), gameCode: 'SS0001' };
      const b = await signed(P.bet, { ...bet, amount: '500.00' });
      expect(b.statusCode, b.body).toBe(200);
      const rb = { playerId: String(m.id), transactionId: id('rb'), refTransactionId: bet.transactionId };
      expect((await signed(P.rollback, { ...rb, roundId: bet.roundId })).statusCode).toBe(200);
    }
    // Before the consumer ran and after it: 1,000.00 still owed.
    const before = await k.withdraw(m, '2000');
    expect(before.json()).toMatchObject({ success: false, code: 'TURNOVER_NOT_MET' });
    await k.app.betEvents.drain();
    expect((await k.turnover.outstanding(k.db, k.brandId, m.id)).remainingMinor).toBe(100_000n);
    expect((await k.withdraw(m, '2000')).json()).toMatchObject({ success: false, code: 'TURNOVER_NOT_MET' });

    // Betting the 1,000.00 for real meets it at once, even before the consumer applies the bet.
    const bet = { playerId: String(m.id), transactionId: id('b'), roundId: id('r'), gameCode: 'SS0001' };
    expect((await signed(P.bet, { ...bet, amount: '1000.00' })).statusCode).toBe(200);
    expect((await signed(P.win, { ...bet, transactionId: id('w'), amount: '0.00' })).statusCode).toBe(200);
    const after = await k.withdraw(m, '1000');
    expect(after.json(), after.body).toMatchObject({ success: true });
    await k.clean();
  });
});

const k = await providerKit();
let current = new Date('2026-11-20T10:00:00Z');
const timed = await providerKit({ clock: () => current });

describe('bet path: responsible-gaming limits hold under a burst', () => {
  const limit = async (memberId: number, kind: 'loss' | 'wager', amountMinor: bigint) => {
    await k.db.execute(sql`insert into rg_limits (member_id, brand_id, kind, period, amount_minor)
      values (${memberId}, ${k.brandId}, ${kind}, 'day', ${amountMinor})`);
    await k.db.execute(sql`insert into rg_state (member_id, brand_id, bet_limits) values (${memberId}, ${k.brandId}, true)
      on conflict (member_id) do update set bet_limits = true`);
  };
  const burst = async (memberId: number) => {
    const calls = Array.from({ length: 100 }, () =>
      k.call(P.bet, {
        playerId: String(memberId),
        transactionId: id('b'),
        roundId: id('r'),
        gameCode: 'SS0001',
        amount: '10.00',
      }),
    );
    return Promise.all(calls);
  };

  for (const kind of ['loss', 'wager'] as const) {
    it(`100 concurrent bets of 10.00 against a ${kind} limit of 50.00: exactly 5 pass, the rest get the limit code`, async () => {
      const m = await k.newMember(100_000n);
      await limit(m, kind, 5_000n);
      const answers = await burst(m);
      const ok = answers.filter((a) => a.status === 200);
      const refused = answers.filter((a) => a.body.code === 'PROVIDER_LIMIT_EXCEEDED');
      expect(ok).toHaveLength(5);
      expect(refused).toHaveLength(95);
      expect(refused[0]?.status).toBe(403);
      expect(refused[0]?.body.value).toMatchObject({ kind, period: 'day', limit: '50.00', used: '50.00' });
      // In the brand's default language, Bengali, as the vendor shows it to the player.
      expect((refused[0]?.body as { message?: string } | undefined)?.message).toBe(
        kind === 'loss'
          ? 'এই বাজি আপনার 24 ঘণ্টার ক্ষতির সীমা 50.00 ছাড়িয়ে যাবে (এ পর্যন্ত ক্ষতি 50.00)'
          : 'এই বাজি আপনার 24 ঘণ্টার বাজির সীমা 50.00 ছাড়িয়ে যাবে (এ পর্যন্ত বাজি 50.00)',
      );
      expect(await k.cash(m)).toBe(100_000n - 5_000n);
      expect((await reconcile(k.db)).problems).toEqual([]);
    });
  }

  it('a win lowers the net loss, so play may go on; a wager limit counts stakes only', async () => {
    const m = await k.newMember(100_000n);
    await limit(m, 'loss', 2_000n);
    const bet = { playerId: String(m), transactionId: id('b'), roundId: id('r'), gameCode: 'SS0001', amount: '20.00' };
    expect((await k.call(P.bet, bet)).status).toBe(200);
    expect((await k.call(P.bet, { ...bet, transactionId: id('b'), roundId: id('r'), amount: '0.01' })).body.code).toBe(
      'PROVIDER_LIMIT_EXCEEDED',
    );
    expect((await k.call(P.win, { ...bet, transactionId: id('w'), amount: '15.00' })).status).toBe(200);
    expect((await k.call(P.bet, { ...bet, transactionId: id('b'), roundId: id('r'), amount: '15.00' })).status).toBe(
      200,
    );
  });
});

describe('bet path: time-outs, exclusions and limit changes on the clock', () => {
  const k = timed;
  const bet = (m: number, amount = '10.00') => ({
    playerId: String(m),
    transactionId: id('b'),
    roundId: id('r'),
    gameCode: 'SS0001',
    amount,
  });

  it('a time-out refuses new stakes until it ends, while a round opened before still settles and refunds', async () => {
    const m = await k.newMember(10_000n);
    const open = bet(m);
    expect((await k.call(P.bet, open)).status).toBe(200);
    const second = bet(m);
    expect((await k.call(P.bet, second)).status).toBe(200);
    const until = new Date(current.getTime() + 24 * HOUR);
    await k.db.execute(sql`insert into rg_state (member_id, brand_id, blocked_until, block_kind)
      values (${m}, ${k.brandId}, ${until.toISOString()}::timestamptz, 'timeout')`);

    const refused = await k.call(P.bet, bet(m));
    expect(refused).toMatchObject({ status: 403, body: { code: 'PROVIDER_PLAYER_EXCLUDED' } });
    expect((await k.call(P.win, { ...open, transactionId: id('w'), amount: '30.00' })).body).toMatchObject({
      success: true,
      value: { balance: '110.00' },
    });
    const rb = { playerId: String(m), transactionId: id('rb'), refTransactionId: second.transactionId };
    expect((await k.call(P.rollback, { ...rb, roundId: second.roundId })).body).toMatchObject({
      success: true,
      value: { balance: '120.00' },
    });

    current = new Date(until.getTime() - 1_000);
    expect((await k.call(P.bet, bet(m))).body.code).toBe('PROVIDER_PLAYER_EXCLUDED');
    current = until;
    expect((await k.call(P.bet, bet(m))).status).toBe(200);
  });

  it('a raised limit takes effect exactly 24 h after it was asked; until then the lower one holds', async () => {
    const m = await k.newMember(100_000n);
    const asked = current;
    const effective = new Date(asked.getTime() + 24 * HOUR);
    await k.db.execute(sql`insert into rg_limits (member_id, brand_id, kind, period, amount_minor, pending_minor, pending_at)
      values (${m}, ${k.brandId}, 'wager', 'week', 2000, 10000, ${effective.toISOString()}::timestamptz)`);
    await k.db.execute(sql`insert into rg_state (member_id, brand_id, bet_limits) values (${m}, ${k.brandId}, true)`);
    expect((await k.call(P.bet, bet(m, '20.00'))).status).toBe(200);
    current = new Date(effective.getTime() - 1_000);
    expect((await k.call(P.bet, bet(m, '0.01'))).body).toMatchObject({
      code: 'PROVIDER_LIMIT_EXCEEDED',
      value: { kind: 'wager', period: 'week', limit: '20.00', used: '20.00' },
    });
    current = effective;
    expect((await k.call(P.bet, bet(m, '80.00'))).status).toBe(200);
    expect((await k.call(P.bet, bet(m, '0.01'))).body.code).toBe('PROVIDER_LIMIT_EXCEEDED');
  });
});
