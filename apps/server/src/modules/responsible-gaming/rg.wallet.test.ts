import { randomUUID } from 'node:crypto';
import { API, PROVIDER_API } from '@platform/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { operatorLogin } from '../../../test/operator-kit';
import { signedInject } from '../../../test/provider-kit';
import { rgKit } from './rg.kit';

const k = await rgKit();

/** A signed provider call, as the vendor sends it. */
const provider = (path: string, body: object) => signedInject(k.app, path, body);
const spin = async (memberId: number, stake: string, win = '0.00') => {
  const roundId = `rgw-${randomUUID()}`;
  const base = { playerId: String(memberId), roundId, gameCode: 'SS0001' };
  const bet = await provider(PROVIDER_API.bet, { ...base, transactionId: `${roundId}:bet`, amount: stake });
  if (bet.json().success)
    await provider(PROVIDER_API.win, { ...base, transactionId: `${roundId}:win`, amount: win, final: true });
  return bet.json();
};
const fund = async (memberId: number, amount: string) => {
  const res = await k.app.inject({
    method: 'POST',
    url: API.operatorAdjust.replace(':memberId', String(memberId)),
    headers: { authorization: `Bearer ${await operatorLogin(k.app)}`, 'idempotency-key': randomUUID() },
    payload: { direction: 'credit', amount, wallet: 'cash', reason: 'rg test', turnoverBp: 0 },
  });
  expect(res.statusCode, res.body).toBe(200);
};

/** What the member sets through these calls is what the provider wallet functions (drizzle/0015) enforce. */
describe('the provider wallet enforces what the member set here', () => {
  it('a loss limit set on the screen stops stakes that would pass it, and the screen shows the loss', async () => {
    const m = await k.newMember();
    await fund(m.id, '100');
    await k.setLimit(m.token, 'loss', 'day', '20');
    for (let i = 0; i < 5; i++) expect((await spin(m.id, '4.00')).success).toBe(true);
    const refused = await spin(m.id, '4.00');
    expect(refused).toMatchObject({
      code: 'PROVIDER_LIMIT_EXCEEDED',
      value: { kind: 'loss', period: 'day', limit: '20.00' },
    });
    expect(k.limitOf(await k.state(m.token), 'loss', 'day').used).toBe('20.00');
  });

  it('a time-out refuses new stakes from the moment it starts', async () => {
    const m = await k.newMember();
    await fund(m.id, '50');
    expect((await spin(m.id, '1.00')).success).toBe(true);
    await k.timeout(m.token, '24h');
    expect(await spin(m.id, '1.00')).toMatchObject({ code: 'PROVIDER_PLAYER_EXCLUDED' });
  });
});

/**
 * The limit check compares with running sums kept on rg_state for the hour (drizzle/0042) and sums
 * the usage again only in a new hour or after something dropped them: the hourly buckets the
 * rg_usage consumer filled plus the events it has not applied yet (drizzle/0043). Each step below
 * would answer differently if a win, a rollback, an hour change or a limit change left the sums
 * stale (the comment says what the stale answer would be); the consumer runs at some steps only,
 * so the sums are built from buckets, from pending events and from both.
 */
describe('loss and wager limits follow bets, wins, rollbacks, hours and limit changes', () => {
  const HOUR = 3_600_000;
  const call = (path: string, body: object) => provider(path, body).then((r) => r.json());
  const game = (memberId: number, roundId: string) => ({ playerId: String(memberId), roundId, gameCode: 'SS0001' });
  const bet = (memberId: number, roundId: string, amount: string) =>
    call(PROVIDER_API.bet, { ...game(memberId, roundId), transactionId: `${roundId}:bet`, amount });
  const win = (memberId: number, roundId: string, amount: string) =>
    call(PROVIDER_API.win, { ...game(memberId, roundId), transactionId: `${roundId}:win`, amount, final: true });
  const refused = (kind: string, period: string) => ({
    success: false,
    code: 'PROVIDER_LIMIT_EXCEEDED',
    value: { kind, period },
  });

  it('every answer is the one the hourly buckets give', async () => {
    const m = await k.newMember();
    await fund(m.id, '1000');
    // Play before any limit (the sums are not kept then): 15.00 lost this hour.
    const r = `rgs-${randomUUID()}`;
    expect((await bet(m.id, `${r}-0`, '15.00')).success).toBe(true);
    await k.setLimit(m.token, 'loss', 'day', '50');
    await k.setLimit(m.token, 'wager', 'week', '200');
    // Loss 15 + 30 = 45 (sums built from the buckets, so the earlier 15 counts).
    expect((await bet(m.id, `${r}-a`, '30.00')).success).toBe(true);
    expect(await bet(m.id, `${r}-x1`, '10.00')).toMatchObject(refused('loss', 'day')); // 55
    // A win of 20 in the same hour: loss 25 (stale: 45 + 20 = 65, refused).
    expect((await win(m.id, `${r}-a`, '20.00')).success).toBe(true);
    expect((await bet(m.id, `${r}-b`, '20.00')).success).toBe(true); // 45
    // Rolled back: loss 25 again (stale: 45 + 20 = 65, refused).
    const rb = await call(PROVIDER_API.rollback, {
      playerId: String(m.id),
      transactionId: `${r}-b:rollback`,
      refTransactionId: `${r}-b:bet`,
      roundId: `${r}-b`,
    });
    expect(rb.success).toBe(true);
    await k.app.betEvents.drain('rg_usage'); // from here on the first hour's usage is in its bucket
    expect((await bet(m.id, `${r}-c`, '20.00')).success).toBe(true); // 45
    // The next hour: a win of 30 on that round, loss 15 (stale sums of the last hour: 45 + 30).
    k.tick(HOUR);
    expect((await win(m.id, `${r}-c`, '30.00')).success).toBe(true);
    expect((await bet(m.id, `${r}-d`, '30.00')).success).toBe(true); // 45
    expect(await bet(m.id, `${r}-x2`, '10.00')).toMatchObject(refused('loss', 'day'));
    // 26 hours on, the first two hours have left the day's window (stale: 45 + 45), not the week's:
    // wagered 15 + 30 + 20 + 30 = 95 (the rolled-back 20 is out), + 45.
    k.tick(25 * HOUR);
    expect((await bet(m.id, `${r}-e`, '45.00')).success).toBe(true);
    const token = await k.relog(m); // the session idled out meanwhile
    expect(k.limitOf(await k.state(token), 'wager', 'week').used).toBe('140.00');
    // A lower weekly wager limit applies at once: 140 + 5 > 142 (the day's loss, 45 + 5, is within 50).
    await k.setLimit(token, 'wager', 'week', '142');
    expect(await bet(m.id, `${r}-x3`, '5.00')).toMatchObject(refused('wager', 'week'));
    expect((await bet(m.id, `${r}-f`, '2.00')).success).toBe(true); // 142 wagered, 47 lost today
    expect(await bet(m.id, `${r}-x4`, '0.01')).toMatchObject(refused('wager', 'week'));
    // What the consumer leaves in the buckets, hour by hour: the rolled-back 20 out of both, the
    // wins off the loss of their own hour (the second hour: 30 staked, 30 won).
    await k.app.betEvents.drain('rg_usage');
    const buckets = await k.db.execute<{ h: number; wager: string; loss: string }>(sql`
      select (extract(epoch from hour - min(hour) over ()) / 3600)::int as h, wager_minor::text as wager,
             loss_minor::text as loss from rg_usage where member_id = ${m.id} order by hour`);
    expect(buckets.rows).toEqual([
      { h: 0, wager: '6500', loss: '4500' },
      { h: 1, wager: '3000', loss: '0' },
      { h: 26, wager: '4700', loss: '4700' },
    ]);
  });
});
