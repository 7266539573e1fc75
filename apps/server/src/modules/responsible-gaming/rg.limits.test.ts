import { API } from '@platform/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fieldsBn } from '../../platform/i18n/fields.bn';
import { fieldsEn } from '../../platform/i18n/fields.en';
import { rgKit } from './rg.kit';
import { rgStore } from './rg.store';

const k = await rgKit();
const HOUR = 3_600_000;

const betLimits = async (memberId: number) =>
  (await k.db.execute<{ b: boolean }>(sql`select bet_limits as b from rg_state where member_id = ${memberId}`)).rows[0]
    ?.b;

describe('limits: lowering applies at once, raising and removing after exactly 24 hours', () => {
  it('a first limit applies at once; a raise waits exactly 24 hours while the old one stays in force', async () => {
    const m = await k.newMember();
    const first = await k.setLimit(m.token, 'loss', 'day', '100');
    expect(first.statusCode, first.body).toBe(200);
    expect(k.limitOf(first.json().value, 'loss', 'day')).toMatchObject({ amount: '100.00', pending: null });

    const asked = k.now().getTime();
    const raisedRes = await k.setLimit(m.token, 'loss', 'day', '250.50');
    expect(raisedRes.statusCode, raisedRes.body).toBe(200);
    const raised = raisedRes.json().value;
    const at = new Date(asked + 24 * HOUR).toISOString();
    expect(k.limitOf(raised, 'loss', 'day')).toMatchObject({ amount: '100.00', pending: { amount: '250.50', at } });

    k.tick(24 * HOUR - 1);
    const token = await k.relog(m);
    expect(k.limitOf(await k.state(token), 'loss', 'day')).toMatchObject({ amount: '100.00' });
    k.tick(1);
    expect(k.limitOf(await k.state(token), 'loss', 'day')).toMatchObject({ amount: '250.50', pending: null });
  });

  it('asking the same raise again keeps its time; a lower value applies at once and drops the waiting raise', async () => {
    const m = await k.newMember();
    await k.setLimit(m.token, 'wager', 'week', '1000');
    const pendingAt = k.limitOf((await k.setLimit(m.token, 'wager', 'week', '2000')).json().value, 'wager', 'week')
      .pending?.at;
    k.tick(5 * HOUR);
    const token = await k.relog(m);
    const again = (await k.setLimit(token, 'wager', 'week', '2000')).json().value;
    expect(k.limitOf(again, 'wager', 'week').pending?.at).toBe(pendingAt);

    const lowered = (await k.setLimit(token, 'wager', 'week', '400')).json().value;
    expect(k.limitOf(lowered, 'wager', 'week')).toMatchObject({ amount: '400.00', pending: null });
    k.tick(48 * HOUR);
    expect(k.limitOf(await k.state(await k.relog(m)), 'wager', 'week')).toMatchObject({
      amount: '400.00',
      pending: null,
    });
  });

  it('a removal waits 24 hours; the provider functions keep summing usage until then', async () => {
    const m = await k.newMember();
    await k.setLimit(m.token, 'loss', 'month', '300');
    expect(await betLimits(m.id)).toBe(true);
    const removed = (await k.removeLimit(m.token, 'loss', 'month')).json().value;
    expect(k.limitOf(removed, 'loss', 'month')).toMatchObject({ amount: '300.00', pending: { amount: null } });
    expect(await betLimits(m.id)).toBe(true);
    k.tick(24 * HOUR);
    const token = await k.relog(m);
    expect(k.limitOf(await k.state(token), 'loss', 'month')).toMatchObject({ amount: null, pending: null });
    // The next change folds the removal in; with no loss or wager row left, bets stop summing usage.
    await k.setLimit(token, 'deposit', 'day', '50');
    await k.removeLimit(token, 'loss', 'month');
    expect(await betLimits(m.id)).toBe(false);
  });

  it('removing a limit that is not set changes nothing; a deposit limit alone never makes bets sum usage', async () => {
    const m = await k.newMember();
    const res = await k.removeLimit(m.token, 'deposit', 'week');
    expect(res.statusCode).toBe(200);
    expect(k.limitOf(res.json().value, 'deposit', 'week')).toMatchObject({ amount: null, pending: null });
    await k.setLimit(m.token, 'deposit', 'week', '75');
    expect(await betLimits(m.id)).toBe(false);
  });
});

describe('usage in each rolling window', () => {
  it('sums the hourly buckets from the hour 24 h, 7 days and 30 days back; a net win shows as 0 lost', async () => {
    const m = await k.newMember();
    const hourAgo = (h: number) => {
      const t = k.now().getTime() - h * HOUR;
      return new Date(t - (t % HOUR)).toISOString();
    };
    for (const [h, wager, loss] of [
      [0, 1000, 400],
      [24, 2000, 700],
      [6 * 24, 3000, -200],
      [29 * 24, 5000, 900],
      [31 * 24, 9999, 9999],
    ] as const)
      await k.db.execute(sql`insert into rg_usage (member_id, hour, wager_minor, loss_minor)
        values (${m.id}, ${hourAgo(h)}::timestamptz, ${wager}, ${loss})`);
    const s = await k.state(m.token);
    expect(['day', 'week', 'month'].map((p) => k.limitOf(s, 'wager', p).used)).toEqual(['30.00', '60.00', '110.00']);
    expect(['day', 'week', 'month'].map((p) => k.limitOf(s, 'loss', p).used)).toEqual(['11.00', '9.00', '18.00']);
    // The daily purge drops only buckets past every window: the 31-day-old one goes, the month's figures stay.
    await rgStore(k.db).purgeUsage(new Date(k.now().getTime() - 31 * 24 * HOUR + HOUR));
    const hours = await k.db.execute(sql`select 1 from rg_usage where member_id = ${m.id}`);
    expect(hours.rows).toHaveLength(4);
    expect(k.limitOf(await k.state(m.token), 'wager', 'month').used).toBe('110.00');

    const w = await k.newMember();
    await k.db.execute(sql`insert into rg_usage (member_id, hour, wager_minor, loss_minor)
      values (${w.id}, ${hourAgo(0)}::timestamptz, 500, -500)`);
    expect(k.limitOf(await k.state(w.token), 'loss', 'day').used).toBe('0.00');
  });
});

describe('reality check interval', () => {
  it('is off until set; 15, 30, 45 or 60 minutes; 0 turns it off', async () => {
    const m = await k.newMember();
    expect((await k.state(m.token)).realityCheckMinutes).toBeNull();
    const set = await k.call('PUT', API.rgRealityCheck, m.token, { minutes: 30 });
    expect(set.json().value.realityCheckMinutes).toBe(30);
    const off = await k.call('PUT', API.rgRealityCheck, m.token, { minutes: 0 });
    expect(off.json().value.realityCheckMinutes).toBeNull();
  });
});

describe('bad input is refused naming the field, in English and Bengali', () => {
  const cases: [string, object, string][] = [
    ['amount', { kind: 'loss', period: 'day', amount: '-5' }, 'amount'],
    ['amount', { kind: 'loss', period: 'day', amount: '12.345' }, 'amount'],
    ['amount', { kind: 'loss', period: 'day', amount: '0' }, 'amount'],
    ['kind', { kind: 'bonus', period: 'day', amount: '10' }, 'enum'],
    ['period', { kind: 'loss', period: 'year', amount: '10' }, 'enum'],
  ];
  it.each(cases)('limit: %s', async (field, body, rule) => {
    const m = await k.newMember();
    for (const lang of ['en', 'bn'] as const) {
      const res = await k.call('PUT', API.rgLimits, m.token, body, lang);
      expect(res.statusCode).toBe(400);
      const env = res.json();
      expect(env).toMatchObject({ success: false, code: 'VALIDATION', value: { fields: [{ field, rule }] } });
      // Named as the member reads it (i18n/fields.<lang>.ts), not by its wire name.
      expect(env.message).toContain((lang === 'en' ? fieldsEn : fieldsBn)[field as 'amount']);
      if (lang === 'bn') expect(env.message).toMatch(/[\u0980-\u09FF]/);
    }
  });

  it('reality check minutes, time-out duration and session time each name their field', async () => {
    const m = await k.newMember();
    const rc = await k.call('PUT', API.rgRealityCheck, m.token, { minutes: 20 }, 'bn');
    expect(rc.json()).toMatchObject({ code: 'VALIDATION', value: { fields: [{ field: 'minutes', rule: 'enum' }] } });
    expect(rc.json().message).toMatch(/[\u0980-\u09FF]/);
    const to = await k.timeout(m.token, '2d');
    expect(to.json()).toMatchObject({ code: 'VALIDATION', value: { fields: [{ field: 'duration', rule: 'enum' }] } });
    const since = await k.app.inject({ url: `${API.rgSession}?since=yesterday`, headers: { token: m.token } });
    expect(since.json()).toMatchObject({ code: 'VALIDATION', value: { fields: [{ field: 'since' }] } });
    expect(await k.alive(m.token)).toBe(true);
  });

  it('is for real accounts only: no token is 401', async () => {
    expect((await k.app.inject({ url: API.rgState })).statusCode).toBe(401);
  });
});
