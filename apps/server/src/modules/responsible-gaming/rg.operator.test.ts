import { API } from '@platform/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { otherBrand } from '../../../test/brands-kit';
import { members } from '../members/members.tables';
import { rgKit } from './rg.kit';

const k = await rgKit();
const HOUR = 3_600_000;

const audit = async (memberId: number) =>
  (
    await k.db.execute<{ action: string; operator_id: number; detail: Record<string, unknown> }>(
      sql`select action, operator_id, detail from audit_log where target_type = 'member' and target_id = ${String(memberId)}
          and action like 'rg.%' order by id`,
    )
  ).rows;

describe('operators and responsible gaming', () => {
  it('read a member: limits, block and history', async () => {
    const m = await k.newMember();
    await k.setLimit(m.token, 'wager', 'day', '80');
    await k.timeout(m.token, '24h');
    const res = await k.asOperator('GET', API.operatorRg, m.id);
    expect(res.statusCode, res.body).toBe(200);
    const v = res.json().value;
    expect(v).toMatchObject({ memberId: m.id, account: m.account, block: { kind: 'timeout' } });
    expect(k.limitOf(v, 'wager', 'day').amount).toBe('80.00');
    expect(v.history).toEqual([expect.objectContaining({ kind: 'timeout', setBy: 'member', reason: null })]);
  });

  it('set a time-out (sessions end, audited) and lift it early (audited); the member logs in again', async () => {
    const m = await k.newMember();
    const set = await k.asOperator('POST', API.operatorRgBlock, m.id, {
      kind: 'timeout',
      duration: '7d',
      reason: 'Asked by phone',
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().value.block.kind).toBe('timeout');
    expect(set.json().value.history[0]).toMatchObject({
      setBy: expect.stringMatching(/^operator:\d+$/),
      reason: 'Asked by phone',
    });
    expect(await k.alive(m.token)).toBe(false);
    expect((await k.login(m.account)).json().code).toBe('RG_TIMEOUT');

    const lift = await k.asOperator('POST', API.operatorRgLift, m.id, { reason: 'Set by mistake' });
    expect(lift.statusCode, lift.body).toBe(200);
    expect(lift.json().value.block).toBeNull();
    expect((await k.login(m.account)).statusCode).toBe(200);
    const log = await audit(m.id);
    expect(log.map((r) => r.action)).toEqual(['rg.timeout', 'rg.lift']);
    expect(log[0]?.detail).toMatchObject({ duration: '7d', reason: 'Asked by phone' });
    expect(log[1]?.detail).toMatchObject({ kind: 'timeout', reason: 'Set by mistake' });
  });

  it('never lift a self-exclusion before its end, whoever set it; nothing to lift is 409', async () => {
    const m = await k.newMember();
    const none = await k.asOperator('POST', API.operatorRgLift, m.id, { reason: 'x' });
    expect(none.json()).toMatchObject({ code: 'RG_NOT_BLOCKED' });
    await k.asOperator('POST', API.operatorRgBlock, m.id, { kind: 'exclusion', duration: '1y', reason: 'Requested' });
    const refused = await k.asOperator('POST', API.operatorRgLift, m.id, { reason: 'Changed mind' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'RG_EXCLUSION_LOCKED', value: { until: expect.any(String) } });
    expect(refused.json().message).toMatch(/cannot be lifted before it ends \(\d{4}-/);
    expect((await k.login(m.account)).json().code).toBe('RG_EXCLUDED');
    expect((await audit(m.id)).map((r) => r.action)).toEqual(['rg.exclusion']);
    // A time-out that has run out leaves nothing to lift either.
    const t = await k.newMember();
    await k.timeout(t.token, '24h');
    k.tick(24 * HOUR);
    expect((await k.asOperator('POST', API.operatorRgLift, t.id, { reason: 'x' })).json().code).toBe('RG_NOT_BLOCKED');
  });

  it('refuse bad input naming the field, members of other brands, and member tokens', async () => {
    const m = await k.newMember();
    const bad = await k.asOperator('POST', API.operatorRgBlock, m.id, { kind: 'timeout', duration: '6m', reason: 'x' });
    expect(bad.json()).toMatchObject({ code: 'VALIDATION', value: { fields: [{ field: 'duration' }] } });
    const noReason = await k.asOperator('POST', API.operatorRgLift, m.id, {});
    expect(noReason.json()).toMatchObject({ code: 'VALIDATION', value: { fields: [{ field: 'reason' }] } });

    const other = await otherBrand(k.db, 'RGX');
    const [stranger] = await k.db
      .insert(members)
      .values({ brandId: other.id, account: 'rgstranger', accountKey: 'rgstranger', passwordHash: 'x', language: 'en' })
      .returning({ id: members.id });
    const foreign = await k.asOperator('GET', API.operatorRg, stranger?.id as number);
    expect(foreign.json().code).toBe('NOT_FOUND');

    const asMember = await k.asOperator('GET', API.operatorRg, m.id, undefined, m.token);
    expect(asMember.statusCode).toBe(401);
  });
});

describe('the reality check summary', () => {
  it("sums the member's rounds started since the window opened: staked, won, net", async () => {
    const m = await k.newMember();
    const launchedAt = new Date(k.now().getTime() - 20 * 60_000);
    const round = (startedMinutesAgo: number, stake: number, win: number, status = 'settled') =>
      k.db.execute(sql`insert into bet_rounds (brand_id, member_id, vendor, game_code, round_id, stake_minor, win_minor, status, started_at)
        values (${k.brandId}, ${m.id}, 'STARSLOT', 'SS0001', ${`rc-${m.id}-${startedMinutesAgo}`}, ${stake}, ${win}, ${status},
                ${new Date(k.now().getTime() - startedMinutesAgo * 60_000).toISOString()}::timestamptz)`);
    await round(30, 10_000, 0); // before the window opened: not counted
    await round(15, 2_000, 500);
    await round(10, 2_000, 5_000);
    await round(1, 400, 0, 'open');
    const res = await k.app.inject({
      url: `${API.rgSession}?since=${encodeURIComponent(launchedAt.toISOString())}`,
      headers: { token: m.token },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toEqual({
      since: launchedAt.toISOString(),
      rounds: 3,
      staked: '44.00',
      won: '55.00',
      net: '11.00',
      currency: 'BDT',
    });
  });
});
