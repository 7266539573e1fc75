import { PROVIDER_API as P } from '@platform/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { providerKit, SECRET } from '../../../test/provider-kit';
import { reconcile } from '../ledger/reconcile';
import { members } from '../members/members.tables';
import { signBody } from './providers.signature';
import { betRounds, providerTransactions } from './providers.tables';

const k = await providerKit();
let seq = 0;
const id = (p: string) => `${p}-${++seq}`;
const bet = (playerId: number, o: { tx?: string; round?: string; amount?: string; game?: string } = {}) => ({
  playerId: String(playerId),
  transactionId: o.tx ?? id('b'),
  roundId: o.round ?? id('r'),
  gameCode: o.game ?? 'SS0001',
  amount: o.amount ?? '10.00',
});
const round = async (roundId: string) => (await k.db.select().from(betRounds).where(eq(betRounds.roundId, roundId)))[0];

describe('provider wallet API: signatures', () => {
  it('wrong secret, tampered body, missing header and unknown vendor are refused and move nothing', async () => {
    const m = await k.newMember(10_000n);
    const body = bet(m);
    const raw = JSON.stringify(body);
    const tries = [
      await k.call(P.bet, body, { secret: 'not-the-secret' }),
      await k.call(P.bet, body, { raw: raw.replace('10.00', '99.00'), signature: signBody(SECRET, raw) }),
      await k.call(P.bet, body, { signature: null }),
      await k.call(P.bet, body, { signature: 'zz' }),
      await k.call(P.bet, body, { vendor: 'NO_SUCH' }),
    ];
    for (const t of tries) expect(t).toMatchObject({ status: 401, body: { code: 'PROVIDER_SIGNATURE_INVALID' } });
    expect(await k.cash(m)).toBe(10_000n);
    expect(await k.db.select().from(providerTransactions).where(eq(providerTransactions.memberId, m))).toEqual([]);
  });

  it('refuses transfer-mode vendors', async () => {
    const m = await k.newMember(10_000n);
    const r = await k.call(P.balance, { playerId: String(m) }, { vendor: 'APEX_SPORTS' });
    expect(r).toMatchObject({ status: 403, body: { code: 'PROVIDER_VENDOR_NOT_SEAMLESS' } });
  });
});

describe('provider wallet API: calls', () => {
  it('authenticate answers player, currency and balance; an expired token is refused', async () => {
    const m = await k.newMember(12_345n);
    const { token } = await k.service.issueLaunchToken(k.brandId, m, 'STARSLOT', 'slot-001');
    const r = await k.call(P.authenticate, { token });
    expect(r.body).toMatchObject({ success: true, value: { playerId: String(m), currency: 'BDT', balance: '123.45' } });
    const old = await k.service.issueLaunchToken(k.brandId, m, 'STARSLOT', 'slot-001', -1000);
    expect(await k.call(P.authenticate, { token: old.token })).toMatchObject({
      status: 401,
      body: { code: 'PROVIDER_TOKEN_EXPIRED' },
    });
    // A token issued for one vendor does not authenticate at another.
    expect(
      (await k.call(P.authenticate, { token }, { vendor: 'NEON_SLOTS', secret: 'dev-NEON_SLOTS-secret' })).body.code,
    ).toBe('PROVIDER_TOKEN_EXPIRED');
  });

  it('bet then win settles the round and moves stake and win exactly', async () => {
    const m = await k.newMember(10_000n);
    const b = bet(m, { amount: '25.00' });
    expect((await k.call(P.bet, b)).body).toMatchObject({ success: true, value: { balance: '75.00' } });
    const w = { ...b, transactionId: id('w'), amount: '40.50' };
    expect((await k.call(P.win, w)).body).toMatchObject({ success: true, value: { balance: '115.50' } });
    expect(await round(b.roundId)).toMatchObject({ status: 'settled', stakeMinor: 2500n, winMinor: 4050n });
    const late = await k.call(P.bet, { ...b, transactionId: id('b') });
    expect(late).toMatchObject({ status: 409, body: { code: 'PROVIDER_ROUND_CLOSED' } });
    expect((await k.call(P.win, { ...w, transactionId: id('w'), roundId: 'none' })).body.code).toBe(
      'PROVIDER_ROUND_UNKNOWN',
    );
  });

  it('a zero win is recorded and closes the round without a ledger movement', async () => {
    const m = await k.newMember(10_000n);
    const b = bet(m);
    await k.call(P.bet, b);
    const r = await k.call(P.win, { ...b, transactionId: id('w'), amount: '0.00' });
    expect(r.body).toMatchObject({ success: true, value: { balance: '90.00' } });
    expect((await round(b.roundId))?.status).toBe('settled');
  });

  it('replays in sequence and in parallel answer the same and move money once', async () => {
    const m = await k.newMember(100_000n);
    const b = bet(m, { amount: '7.00' });
    const first = await k.call(P.bet, b);
    const again = await Promise.all(Array.from({ length: 10 }, () => k.call(P.bet, b)));
    for (const r of [await k.call(P.bet, b), ...again]) expect(r).toEqual(first);
    const b2 = bet(m, { amount: '3.00' });
    const par = await Promise.all(Array.from({ length: 10 }, () => k.call(P.bet, b2)));
    for (const r of par) expect(r).toEqual(par[0]);
    const w = { ...b, transactionId: id('w'), amount: '5.00' };
    const wins = await Promise.all(Array.from({ length: 10 }, () => k.call(P.win, w)));
    for (const r of wins) expect(r).toEqual(wins[0]);
    const rb = {
      playerId: String(m),
      transactionId: id('rb'),
      refTransactionId: b2.transactionId,
      roundId: b2.roundId,
    };
    const rbs = await Promise.all(Array.from({ length: 10 }, () => k.call(P.rollback, rb)));
    for (const r of rbs) expect(r).toEqual(rbs[0]);
    expect(await k.cash(m)).toBe(100_000n - 700n + 500n);
  });

  it('parallel bets with different ids on one round of a new vendor all land (no pool starvation)', async () => {
    const m = await k.newMember(100_000n);
    const r = id('r');
    const o = { vendor: 'TIGER_REELS', secret: 'dev-TIGER_REELS-secret' };
    const all = await Promise.all(
      Array.from({ length: 12 }, () => k.call(P.bet, bet(m, { round: r, amount: '1.00', game: 'TR0001' }), o)),
    );
    expect(all.map((x) => x.status)).toEqual(Array(12).fill(200));
    expect(await k.cash(m)).toBe(100_000n - 1_200n);
  });

  it('the same id with another amount is 409 and moves nothing', async () => {
    const m = await k.newMember(10_000n);
    const b = bet(m);
    await k.call(P.bet, b);
    expect(await k.call(P.bet, { ...b, amount: '11.00' })).toMatchObject({
      status: 409,
      body: { code: 'PROVIDER_DUPLICATE_MISMATCH' },
    });
    expect(await k.cash(m)).toBe(9_000n);
  });

  it('rollback before the bet is recorded; the late bet is refused; a double rollback replays', async () => {
    const m = await k.newMember(10_000n);
    const b = bet(m);
    const rb = { playerId: String(m), transactionId: id('rb'), refTransactionId: b.transactionId, roundId: b.roundId };
    const first = await k.call(P.rollback, rb);
    expect(first.body).toMatchObject({ success: true, value: { balance: '100.00' } });
    expect(await k.call(P.rollback, rb)).toEqual(first);
    expect(await k.call(P.bet, b)).toMatchObject({ status: 409, body: { code: 'PROVIDER_BET_ROLLED_BACK' } });
    expect(await k.cash(m)).toBe(10_000n);
  });

  it('rollback after the bet refunds once (another rollback id moves nothing) and cancels the round', async () => {
    const m = await k.newMember(10_000n);
    const b = bet(m);
    await k.call(P.bet, b);
    const rb = { playerId: String(m), transactionId: id('rb'), refTransactionId: b.transactionId, roundId: b.roundId };
    expect((await k.call(P.rollback, rb)).body.value.balance).toBe('100.00');
    expect((await k.call(P.rollback, { ...rb, transactionId: id('rb') })).body.value.balance).toBe('100.00');
    expect(await k.call(P.bet, b)).toMatchObject({ status: 200 }); // a replay of the recorded bet
    expect(await k.cash(m)).toBe(10_000n);
    expect(await round(b.roundId)).toMatchObject({ status: 'cancelled', stakeMinor: 0n });
  });

  it("a rollback of a settled round's bet is refused", async () => {
    const m = await k.newMember(10_000n);
    const b = bet(m);
    await k.call(P.bet, b);
    await k.call(P.win, { ...b, transactionId: id('w'), amount: '1.00' });
    const rb = { playerId: String(m), transactionId: id('rb'), refTransactionId: b.transactionId, roundId: b.roundId };
    expect((await k.call(P.rollback, rb)).body.code).toBe('PROVIDER_ROUND_CLOSED');
  });

  it('insufficient funds answers the balance and records nothing', async () => {
    const m = await k.newMember(500n);
    const b = bet(m, { amount: '6.00' });
    const r = await k.call(P.bet, b);
    expect(r).toMatchObject({ status: 400, body: { code: 'PROVIDER_INSUFFICIENT_FUNDS', value: { balance: '5.00' } } });
    expect(await round(b.roundId)).toBeUndefined();
    expect((await k.call(P.bet, { ...b, amount: '5.00' })).body.value.balance).toBe('0.00');
  });

  it('a disabled player cannot authenticate or bet; a bad game code is refused', async () => {
    const m = await k.newMember(10_000n);
    const { token } = await k.service.issueLaunchToken(k.brandId, m, 'STARSLOT', 'slot-001');
    expect((await k.call(P.bet, bet(m, { game: 'bad game!' }))).body.code).toBe('PROVIDER_UNKNOWN_GAME');
    // A well-formed code the vendor does not offer (NS0001 is a NEON_SLOTS game) is unknown too.
    expect((await k.call(P.bet, bet(m, { game: 'NS0001' }))).body.code).toBe('PROVIDER_UNKNOWN_GAME');
    await k.db.update(members).set({ status: 'disabled' }).where(eq(members.id, m));
    expect(await k.call(P.authenticate, { token })).toMatchObject({
      status: 403,
      body: { code: 'PROVIDER_PLAYER_DISABLED' },
    });
    expect((await k.call(P.bet, bet(m))).body.code).toBe('PROVIDER_PLAYER_DISABLED');
    expect((await k.call(P.balance, { playerId: String(m) })).body.value.balance).toBe('100.00');
  });

  it('bad bodies are validation errors', async () => {
    const m = await k.newMember();
    expect((await k.call(P.bet, { ...bet(m), amount: '1.5' })).body.code).toBe('VALIDATION');
    expect((await k.call(P.bet, { ...bet(m), amount: '0.00' })).body.code).toBe('VALIDATION');
    expect((await k.call(P.bet, null, { raw: '{not json' })).body.code).toBe('BAD_REQUEST');
  });

  it('is documented in OpenAPI under the provider tag, with its body schemas', async () => {
    const doc = (await k.app.inject({ method: 'GET', url: '/docs/json' })).json();
    const bet = doc.paths['/provider/v1/bet'].post;
    expect(bet.tags).toEqual(['provider']);
    expect(JSON.stringify(bet.requestBody)).toContain('transactionId');
    expect(Object.keys(doc.paths).filter((p: string) => p.startsWith('/provider/v1/'))).toHaveLength(5);
  });

  it('the ledger reconciles', async () => {
    expect((await reconcile(k.db)).problems).toEqual([]);
  });
});
