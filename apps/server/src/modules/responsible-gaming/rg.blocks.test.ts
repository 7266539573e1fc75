import { API, GAMES_API } from '@platform/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rgKit } from './rg.kit';

const k = await rgKit();
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const launch = (token: string) =>
  k.app.inject({
    method: 'POST',
    url: GAMES_API.launch,
    headers: { token, 'accept-language': 'en' },
    payload: { nodeId: 100_001, platform: 'W' },
  });
const deposit = (token: string) =>
  k.app.inject({
    method: 'POST',
    url: API.deposit,
    headers: { token, 'accept-language': 'en', 'idempotency-key': `rg-${Date.now()}-${Math.random()}` },
    payload: { channel: 'BKASH', amount: '500' },
  });
const deposits = async (memberId: number) =>
  Number(
    (await k.db.execute<{ n: string }>(sql`select count(*)::text n from deposits where member_id = ${memberId}`))
      .rows[0]?.n,
  );

const sessionsOf = async (memberId: number) =>
  Number(
    (await k.db.execute<{ n: string }>(sql`select count(*)::text n from sessions where member_id = ${memberId}`))
      .rows[0]?.n,
  );

const lastLogin = async (memberId: number) =>
  (await k.db.execute<{ at: string | null }>(sql`select last_login_at::text at from members where id = ${memberId}`))
    .rows[0]?.at;

describe('a time-out', () => {
  it('ends every session at once, refuses login, deposits and launches with its end, and ends on time', async () => {
    const m = await k.newMember();
    const other = await k.relog(m);
    const asked = k.now().getTime();
    const res = await k.timeout(m.token, '24h');
    expect(res.statusCode, res.body).toBe(200);
    const until = new Date(asked + DAY).toISOString();
    expect(res.json().value).toEqual({ kind: 'timeout', until });
    expect(await k.alive(m.token)).toBe(false);
    expect(await k.alive(other)).toBe(false);

    const refused = await k.login(m.account);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'RG_TIMEOUT', value: { kind: 'timeout', until } });
    // The end time in the brand's zone (Asia/Dhaka, GMT+6), in the member's language.
    expect(refused.json().message).toMatch(/^Your account is taking a break until \d{4}-\d\d-\d\d \d\d:\d\d GMT\+6$/);
    const bn = await k.login(m.account, 'bn');
    expect(bn.json().message).toMatch(/পর্যন্ত বিরতিতে আছে$/);

    // Even a session that outlived the block (opened directly here) cannot deposit or launch.
    const raw = await k.rawSession(m.id);
    expect((await deposit(raw)).json()).toMatchObject({ code: 'RG_TIMEOUT' });
    expect(await deposits(m.id)).toBe(0);
    expect((await launch(raw)).json()).toMatchObject({ code: 'RG_TIMEOUT', value: { until } });

    k.tick(DAY - 1);
    expect((await k.login(m.account)).json()).toMatchObject({ code: 'RG_TIMEOUT' });
    k.tick(1);
    const back = await k.login(m.account);
    expect(back.statusCode, back.body).toBe(200);
    const token = back.json().value.token;
    expect((await launch(token)).json()).toMatchObject({ success: true, value: { kind: 'window' } });
    expect((await k.state(token)).block).toBeNull();
  });

  it('refuses SMS login too', async () => {
    const mobile = `+88017${String(Date.now() % 100_000_000).padStart(8, '0')}`;
    const m = await k.newMember({ mobileNum: mobile });
    await k.timeout(m.token, '7d');
    k.tick(2_000);
    await k.app.inject({ method: 'POST', url: API.smsNoLogin, payload: { mobileNum: mobile } });
    const code = k.codeIn((await k.lastMessage(mobile))?.body);
    const res = await k.app.inject({
      method: 'POST',
      url: API.login,
      headers: { 'accept-language': 'en' },
      payload: await k.seal({ type: 'sms', mobileNum: mobile, verificationCode: code }),
    });
    expect(res.json()).toMatchObject({ code: 'RG_TIMEOUT', value: { kind: 'timeout' } });
  });

  it('a login racing a time-out waits behind the block being written, then is refused: no session outlives it, no login is stamped', async () => {
    const m = await k.newMember();
    const until = new Date(k.now().getTime() + DAY);
    const before = await sessionsOf(m.id);
    const stamped = await lastLogin(m.id);
    k.tick(60_000); // a login stamped now would show a later time
    let answered = false;
    const { login } = await k.db.transaction(async (tx) => {
      // A time-out halfway: its gate taken and its block written, not yet committed.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('rg_block'), ${m.id})`);
      await tx.execute(sql`insert into rg_state (member_id, brand_id, blocked_until, block_kind)
        values (${m.id}, ${k.brandId}, ${until.toISOString()}, 'timeout')
        on conflict (member_id) do update set blocked_until = excluded.blocked_until, block_kind = excluded.block_kind`);
      const pending = k.login(m.account).then((r) => {
        answered = true;
        return r;
      });
      // Without the gate the login found no committed block and opened a session by now.
      await new Promise((r) => setTimeout(r, 500));
      expect(answered).toBe(false);
      return { login: pending }; // wrapped: the transaction must commit without waiting for it
    });
    const res = await login;
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json()).toMatchObject({ code: 'RG_TIMEOUT', value: { kind: 'timeout' } });
    expect(await sessionsOf(m.id)).toBe(before);
    // A refused login is not a login: last_login_at still names the one before.
    expect(await lastLogin(m.id)).toBe(stamped);
  });
});

describe('a self-exclusion', () => {
  it('needs the login password re-entered, in a sealed body', async () => {
    const m = await k.newMember();
    const plain = await k.call('POST', API.rgExclusion, m.token, { duration: '6m', password: 'Secret123' });
    expect(plain.json().code).toBe('ENCRYPTION_REQUIRED');
    const missing = await k.exclude(m.token, { duration: '6m' }, 'bn');
    expect(missing.json()).toMatchObject({ code: 'VALIDATION', value: { fields: [{ field: 'password' }] } });
    expect(missing.json().message).toMatch(/[\u0980-\u09FF]/);
    const wrong = await k.exclude(m.token, { duration: '6m', password: 'Wrong999' });
    expect(wrong.json()).toMatchObject({ code: 'PASSWORD_WRONG', value: { fields: [{ field: 'password' }] } });
    expect(await k.alive(m.token)).toBe(true);
    expect((await k.state(m.token)).block).toBeNull();
  });

  it('ends sessions, refuses login for its whole term (a later time-out cannot shorten it), then ends', async () => {
    const m = await k.newMember();
    const asked = new Date(k.now().getTime());
    const res = await k.exclude(m.token, { duration: '6m', password: 'Secret123' });
    expect(res.statusCode, res.body).toBe(200);
    const end = new Date(asked);
    end.setUTCMonth(end.getUTCMonth() + 6);
    expect(res.json().value).toEqual({ kind: 'exclusion', until: end.toISOString() });
    expect(await k.alive(m.token)).toBe(false);
    expect((await k.login(m.account)).json()).toMatchObject({
      code: 'RG_EXCLUDED',
      value: { until: end.toISOString() },
    });

    // Still excluded after a month; a 24 h time-out asked meanwhile (by an operator) changes nothing.
    k.tick(30 * DAY);
    const op = await k.asOperator('POST', API.operatorRgBlock, m.id, {
      kind: 'timeout',
      duration: '24h',
      reason: 'call',
    });
    expect(op.json().value.block).toEqual({ kind: 'exclusion', until: end.toISOString() });
    expect((await k.login(m.account, 'bn')).json()).toMatchObject({ code: 'RG_EXCLUDED' });

    k.tick(end.getTime() - k.now().getTime());
    expect((await k.login(m.account)).statusCode).toBe(200);
  });

  it('permanent: never ends, and says so', async () => {
    const m = await k.newMember();
    await k.exclude(m.token, { duration: 'permanent', password: 'Secret123' });
    k.tick(20 * 365 * DAY);
    const refused = await k.login(m.account);
    expect(refused.json()).toMatchObject({ code: 'RG_EXCLUDED', value: { kind: 'exclusion', until: null } });
    expect(refused.json().message).toBe('Your account is permanently self-excluded');
    const blocked = await k.db.execute<{ inf: boolean }>(
      sql`select blocked_until = 'infinity' as inf from rg_state where member_id = ${m.id}`,
    );
    expect(blocked.rows[0]?.inf).toBe(true);
  });

  it('a member who never set a password (SMS sign-up) sends none', async () => {
    const m = await k.newMember();
    await k.db.execute(sql`update members set password_set = false where id = ${m.id}`);
    const res = await k.exclude(m.token, { duration: '1y' });
    expect(res.json()).toMatchObject({ success: true, value: { kind: 'exclusion' } });
  });
});
