import { randomUUID } from 'node:crypto';
import { API, PROVIDER_API } from '@platform/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { operatorLogin } from '../../../test/operator-kit';
import { signedInject } from '../../../test/provider-kit';
import { rgKit } from './rg.kit';

const k = await rgKit();
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type Answer = Awaited<ReturnType<typeof k.setLimit>>;
const burst = (n: number, f: (i: number) => Promise<Answer>) => Promise.all(Array.from({ length: n }, (_, i) => f(i)));
const statuses = (answers: Answer[]) => answers.map((a) => a.statusCode);

const fund = async (memberId: number, amount: string) => {
  const res = await k.app.inject({
    method: 'POST',
    url: API.operatorAdjust.replace(':memberId', String(memberId)),
    headers: { authorization: `Bearer ${await operatorLogin(k.app)}`, 'idempotency-key': randomUUID() },
    payload: { direction: 'credit', amount, wallet: 'cash', reason: 'rg burst test', turnoverBp: 0 },
  });
  expect(res.statusCode, res.body).toBe(200);
};
/** A stake that is lost (no win): the loss and wager limits count it in full. */
const stake = async (memberId: number, amount: string) => {
  const roundId = `rgb-${randomUUID()}`;
  const base = { playerId: String(memberId), roundId, gameCode: 'SS0001' };
  return (await signedInject(k.app, PROVIDER_API.bet, { ...base, transactionId: `${roundId}:bet`, amount })).json();
};
/** The stored rows of one member, as the provider functions read them. */
const rows = async (memberId: number) =>
  (
    await k.db.execute<{
      kind: string;
      period: string;
      amount: string | null;
      pending: string | null;
      remove: boolean;
      at: string | null;
    }>(sql`
      select kind, period, amount_minor::text as amount, pending_minor::text as pending, pending_remove as remove,
             to_json(pending_at) #>> '{}' as at
        from rg_limits where member_id = ${memberId} order by kind, period`)
  ).rows;
const flags = async (memberId: number) =>
  (
    await k.db.execute<{ bet_limits: boolean; usage_hour: string | null }>(
      sql`select bet_limits, usage_hour::text from rg_state where member_id = ${memberId}`,
    )
  ).rows[0];

describe('30 limit changes of one member at once end in a state some sequential order gives', () => {
  it('mixed lowers, raises and removals of one limit: one value in force, at most one pending change', async () => {
    const m = await k.newMember();
    await fund(m.id, '1000');
    expect((await k.setLimit(m.token, 'loss', 'week', '100')).statusCode).toBe(200);
    const asked = k.now().getTime();
    // Five of each: 60 and 80 lower it, 100 is the same, 150 and 300 raise it, and removals.
    const asks = ['60', '80', '100', '150', '300', null];
    const answers = await burst(30, (i) => {
      const a = asks[i % asks.length] as string | null;
      return a === null ? k.removeLimit(m.token, 'loss', 'week') : k.setLimit(m.token, 'loss', 'week', a);
    });
    expect(statuses(answers)).toEqual(Array(30).fill(200));

    // In any order the lowest value asked is in force (nothing can raise it at once), and what waits
    // is what the last raise-or-removal asked, 24 hours after the burst; a last lower clears it.
    const stored = await rows(m.id);
    expect(stored).toHaveLength(1);
    const row = stored[0] as (typeof stored)[number];
    expect(row).toMatchObject({ kind: 'loss', period: 'week', amount: '6000' });
    const waiting = row.remove ? 'remove' : row.pending;
    expect([null, '8000', '10000', '15000', '30000', 'remove']).toContain(waiting);
    // A pending 80 or 100 can only follow the 60 in force: sequentially each would be a raise then.
    if (waiting === null) expect(row.at).toBeNull();
    else expect(new Date(row.at as string).getTime()).toBe(asked + DAY);
    if (row.remove) expect(row.pending).toBeNull();
    expect(await flags(m.id)).toMatchObject({ bet_limits: true });
    const shown = k.limitOf(await k.state(m.token), 'loss', 'week');
    expect(shown.amount).toBe('60.00');
    expect(shown.pending).toEqual(
      waiting === null
        ? null
        : {
            amount: row.remove ? null : (Number(row.pending) / 100).toFixed(2),
            at: new Date(asked + DAY).toISOString(),
          },
    );

    // Bets are checked against exactly that: 60.00 now, then what waited once its time came.
    expect((await stake(m.id, '60.00')).success).toBe(true);
    expect(await stake(m.id, '0.01')).toMatchObject({
      code: 'PROVIDER_LIMIT_EXCEEDED',
      value: { kind: 'loss', period: 'week', limit: '60.00' },
    });
    k.tick(DAY);
    const later = waiting === 'remove' ? null : waiting === null ? 6000 : Number(waiting);
    if (later === null) expect((await stake(m.id, '500.00')).success).toBe(true);
    else {
      if (later > 6000) expect((await stake(m.id, ((later - 6000) / 100).toFixed(2))).success).toBe(true);
      expect(await stake(m.id, '0.01')).toMatchObject({ code: 'PROVIDER_LIMIT_EXCEEDED' });
    }
  });

  it('30 identical raises: one pending raise at the time of the burst plus 24 hours', async () => {
    const m = await k.newMember();
    await k.setLimit(m.token, 'wager', 'day', '50');
    const asked = k.now().getTime();
    const answers = await burst(30, () => k.setLimit(m.token, 'wager', 'day', '75'));
    expect(statuses(answers)).toEqual(Array(30).fill(200));
    expect(await rows(m.id)).toEqual([
      { kind: 'wager', period: 'day', amount: '5000', pending: '7500', remove: false, at: expect.any(String) },
    ]);
    const shown = k.limitOf(await k.state(m.token), 'wager', 'day');
    expect(shown).toMatchObject({
      amount: '50.00',
      pending: { amount: '75.00', at: new Date(asked + DAY).toISOString() },
    });
  });

  it('30 identical lowers and 30 identical removals: the same as one', async () => {
    const m = await k.newMember();
    await k.setLimit(m.token, 'deposit', 'month', '500');
    expect(statuses(await burst(30, () => k.setLimit(m.token, 'deposit', 'month', '200')))).toEqual(
      Array(30).fill(200),
    );
    expect(await rows(m.id)).toEqual([
      { kind: 'deposit', period: 'month', amount: '20000', pending: null, remove: false, at: null },
    ]);
    const asked = k.now().getTime();
    expect(statuses(await burst(30, () => k.removeLimit(m.token, 'deposit', 'month')))).toEqual(Array(30).fill(200));
    expect(k.limitOf(await k.state(m.token), 'deposit', 'month')).toMatchObject({
      amount: '200.00',
      pending: { amount: null, at: new Date(asked + DAY).toISOString() },
    });
    // A deposit limit alone never makes the bets sum usage.
    expect(await flags(m.id)).toMatchObject({ bet_limits: false });
  });

  it('changes to every kind and period at once keep the bets’ switch true exactly while a loss or wager row exists', async () => {
    const m = await k.newMember();
    await k.setLimit(m.token, 'loss', 'day', '10');
    const pairs = ['deposit', 'loss', 'wager'].flatMap((kind) => ['day', 'week', 'month'].map((p) => [kind, p]));
    // Loss and wager rows are set and removed (a removal of an unset limit deletes nothing that exists).
    const answers = await burst(30, (i) => {
      const [kind, period] = pairs[i % pairs.length] as [string, string];
      return i % 2 ? k.removeLimit(m.token, kind, period) : k.setLimit(m.token, kind, period, String(10 + i));
    });
    expect(statuses(answers)).toEqual(Array(30).fill(200));
    const stored = await rows(m.id);
    const betRows = stored.filter((r) => r.kind !== 'deposit');
    expect((await flags(m.id))?.bet_limits).toBe(betRows.length > 0);
    // Every row stored limits something now or later; none is an empty leftover.
    for (const r of stored) expect(r.amount !== null || r.at !== null).toBe(true);
  });
});

describe('30 time-outs and self-exclusions of one member at once', () => {
  /** The history rows, each end as an ISO string (null: permanent). */
  const exclusions = async (memberId: number) =>
    (
      await k.db.execute<{ kind: string; ends_at: string | null }>(
        sql`select kind, ends_at::text from rg_exclusions where member_id = ${memberId}`,
      )
    ).rows.map((r) => ({ kind: r.kind, until: r.ends_at && new Date(r.ends_at).toISOString() }));
  const liveSessions = async (memberId: number) =>
    Number(
      (
        await k.db.execute<{ n: string }>(
          sql`select count(*)::text n from sessions where member_id = ${memberId} and revoked_at is null`,
        )
      ).rows[0]?.n,
    );

  it('the same time-out 30 times: one starts, the others are told it is in force, every session ends', async () => {
    const m = await k.newMember();
    const second = await k.relog(m);
    const asked = k.now().getTime();
    const answers = await burst(30, (i) => k.timeout(i % 2 ? second : m.token, '24h', i % 3 ? 'en' : 'bn'));
    const until = new Date(asked + DAY).toISOString();
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    const refused = answers.filter((a) => a.statusCode !== 200);
    for (const r of refused)
      expect(r.json()).toMatchObject({ success: false, code: 'RG_TIMEOUT', value: { kind: 'timeout', until } });
    expect(refused.some((r) => /[\u0980-\u09FF]/.test(r.json().message))).toBe(true);
    expect(await exclusions(m.id)).toEqual([{ kind: 'timeout', until }]);
    expect(await liveSessions(m.id)).toBe(0);
    expect(await k.alive(m.token)).toBe(false);
    expect((await k.login(m.account)).json()).toMatchObject({ code: 'RG_TIMEOUT', value: { until } });
  });

  it('mixed time-outs and self-exclusions: exactly one block in force, the one recorded, no 500', async () => {
    const m = await k.newMember();
    const durations = [
      ['timeout', '24h'],
      ['timeout', '7d'],
      ['timeout', '30d'],
      ['exclusion', '6m'],
      ['exclusion', '1y'],
      ['exclusion', 'permanent'],
    ] as const;
    // Sealed before the burst, so the self-exclusions reach the server with the time-outs.
    const sealed = await Promise.all(durations.map(([, duration]) => k.seal({ duration, password: 'Secret123' })));
    const answers = await burst(30, (i) => {
      const [kind, duration] = durations[i % durations.length] as (typeof durations)[number];
      return kind === 'timeout'
        ? k.timeout(m.token, duration)
        : k.app.inject({
            method: 'POST',
            url: API.rgExclusion,
            headers: { token: m.token, 'accept-language': 'en' },
            payload: sealed[i % durations.length] as object,
            // Their password tries count against an address of their own, not the other tests' logins.
            remoteAddress: '10.77.0.2',
          });
    });
    expect(answers.every((a) => a.statusCode < 500)).toBe(true);
    const ok = answers.filter((a) => a.statusCode === 200);
    expect(ok).toHaveLength(1);
    // Refused with the block in force, logged out (the guard saw the request after its session
    // ended), or, for self-exclusions, at the login's lock: each password try is counted before it
    // is checked, and 15 at once pass the 10 the lock allows.
    for (const r of answers.filter((a) => a.statusCode !== 200))
      expect(['RG_TIMEOUT', 'RG_EXCLUDED', 'NOT_LOGGED_IN', 'LOGIN_LOCKED']).toContain(r.json().code);
    const recorded = await exclusions(m.id);
    expect(recorded).toHaveLength(1);
    const block = ok[0]?.json().value;
    expect(recorded[0]).toEqual({ kind: block.kind, until: block.until });
    expect(await liveSessions(m.id)).toBe(0);
    // What the gates read (login, launch, deposits, the bet functions) is that block.
    const gate = await k.db.execute<{ kind: string; inf: boolean; until: string }>(
      sql`select block_kind as kind, blocked_until = 'infinity' as inf, blocked_until::text as until from rg_state where member_id = ${m.id}`,
    );
    const g = gate.rows[0];
    expect({ kind: g?.kind, until: g?.inf ? null : new Date(g?.until as string).toISOString() }).toEqual(block);
  });

  it('30 wrong passwords on the self-exclusion form at once count as login tries: 10 wrong, 20 locked', async () => {
    const m = await k.newMember();
    const sealed = await Promise.all(
      Array.from({ length: 31 }, (_, i) => k.seal({ duration: '6m', password: i < 30 ? 'Wrong999' : 'Secret123' })),
    );
    // From an address of its own, so the tries counted against it leave the other tests' logins alone.
    const exclude = (body: object, lang: 'en' | 'bn' = 'en') =>
      k.app.inject({
        method: 'POST',
        url: API.rgExclusion,
        headers: { token: m.token, 'accept-language': lang },
        payload: body,
        remoteAddress: '10.77.0.1',
      });
    const answers = await burst(30, (i) => exclude(sealed[i] as object, i % 2 ? 'bn' : 'en'));
    const codes = answers.map((a) => a.json().code);
    expect(codes.filter((c) => c === 'PASSWORD_WRONG')).toHaveLength(10);
    expect(codes.filter((c) => c === 'LOGIN_LOCKED')).toHaveLength(20);
    const wrong = answers.find((a) => a.json().code === 'PASSWORD_WRONG')?.json();
    expect(wrong).toMatchObject({ value: { fields: [{ field: 'password' }] } });
    const locked = answers.filter((a, i) => i % 2 && a.json().code === 'LOGIN_LOCKED')[0]?.json();
    expect(locked?.message).toMatch(/[\u0980-\u09FF]/);
    // The right password is refused too while the lock lasts, here and at the login; nothing started.
    expect((await exclude(sealed[30] as object)).json().code).toBe('LOGIN_LOCKED');
    expect((await k.login(m.account)).json().code).toBe('LOGIN_LOCKED');
    expect((await k.state(m.token)).block).toBeNull();
    expect(await exclusions(m.id)).toEqual([]);
  });
});

describe('the other settings and operator actions under a burst', () => {
  it('30 reality-check intervals at once: one of them is kept, every answer is 200', async () => {
    const m = await k.newMember();
    const minutes = [15, 30, 45, 60, 0];
    const answers = await burst(30, (i) => k.call('PUT', API.rgRealityCheck, m.token, { minutes: minutes[i % 5] }));
    expect(statuses(answers)).toEqual(Array(30).fill(200));
    const kept = (await k.state(m.token)).realityCheckMinutes;
    expect([15, 30, 45, 60, null]).toContain(kept);
    const rowsOf = await k.db.execute(sql`select 1 from rg_state where member_id = ${m.id}`);
    expect(rowsOf.rows).toHaveLength(1);
  });

  it('30 operator lifts of one time-out at once: one lifts it (audited once), 29 are told nothing is blocked', async () => {
    const m = await k.newMember();
    await k.timeout(m.token, '7d');
    const op = await operatorLogin(k.app);
    const answers = await burst(30, () => k.asOperator('POST', API.operatorRgLift, m.id, { reason: 'burst' }, op));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    const refused = answers.filter((a) => a.statusCode !== 200);
    expect(refused.map((a) => a.json().code)).toEqual(Array(29).fill('RG_NOT_BLOCKED'));
    expect(refused[0]?.statusCode).toBe(409);
    const audit = await k.db.execute(
      sql`select 1 from audit_log where action = 'rg.lift' and target_type = 'member' and target_id = ${String(m.id)}`,
    );
    expect(audit.rows).toHaveLength(1);
    expect((await k.login(m.account)).statusCode).toBe(200);
  });
});
