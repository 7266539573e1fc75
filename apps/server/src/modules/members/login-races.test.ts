import { API } from '@platform/contracts';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountsKit } from '../../../test/accounts-kit';
import { sha256hex } from '../../platform/crypto/hash';
import { brands } from '../system/system.tables';
import { hashPassword } from './password';

/**
 * A login races the writers that end a member's sessions: a password change (the member's own, a
 * recovery reset, an operator's temporary password) and an operator's disable. Each writer updates
 * the member row and ends the sessions in one transaction; the login opens its session in one that
 * locks that row, so no session made with the old password, or for a disabled member, survives.
 */
const { app, db, seal, en, brandId, member, tick } = await accountsKit();
let n = 0;

const login = async (username: string, password = 'Secret123', remoteAddress = '127.0.0.1') =>
  app.inject({
    method: 'POST',
    url: API.login,
    payload: await seal({ username, password }),
    headers: en,
    remoteAddress,
  });
const tokenOf = async (username: string) => {
  const res = await login(username);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value.token as string;
};
const alive = async (token: string) =>
  (await app.inject({ url: API.memberInfo, headers: { token } })).statusCode === 200;
const liveSessions = async (memberId: number) =>
  Number(
    (
      await db.execute<{ n: string }>(
        sql`select count(*)::text n from sessions where member_id = ${memberId} and revoked_at is null`,
      )
    ).rows[0]?.n,
  );
const fresh = async () => {
  const account = `race${Date.now() % 1_000_000}${n++}`;
  const m = await member(account);
  return { id: m.id, account };
};

/**
 * Runs `write` in a transaction left open while a login with the old password starts; the login
 * must wait for the row, and is answered only after the commit.
 */
async function loginDuring(
  account: string,
  write: (tx: Parameters<Parameters<typeof db.transaction>[0]>[0]) => Promise<unknown>,
) {
  let answered = false;
  const { pending } = await db.transaction(async (tx) => {
    await write(tx);
    const pending = login(account).then((r) => {
      answered = true;
      return r;
    });
    await new Promise((r) => setTimeout(r, 500));
    // It waits for the member row (without the fix it waited too, at the stamp, then opened anyway).
    expect(answered).toBe(false);
    return { pending }; // wrapped: the transaction commits without waiting for it
  });
  return pending;
}

describe('a login racing a password change', () => {
  it('verified with the old password while the new one is written: refused once it commits, no session', async () => {
    const m = await fresh();
    tick(60_000);
    const newHash = await hashPassword('Better123');
    const res = await loginDuring(m.account, async (tx) => {
      // What password.service writes: the new hash and the end of every session, in one transaction.
      await tx.execute(sql`update members set password_hash = ${newHash} where id = ${m.id}`);
      await tx.execute(sql`update sessions set revoked_at = now() where member_id = ${m.id} and revoked_at is null`);
    });
    expect(res.statusCode, res.body).toBe(401);
    expect(res.json()).toMatchObject({ code: 'LOGIN_FAILED', message: 'Incorrect username or password' });
    expect(await liveSessions(m.id)).toBe(0);
    // The new password works; the refused login stamped nothing.
    expect((await login(m.account, 'Better123')).statusCode).toBe(200);
  });

  it('30 logins with the old password at once, racing one change: none of their sessions is live after', async () => {
    const m = await fresh();
    const changer = await tokenOf(m.account);
    tick(60_000);
    const change = seal({ oldPassword: 'Secret123', newPassword: 'Better123', confirmNewPassword: 'Better123' }).then(
      (payload) => app.inject({ method: 'POST', url: API.changePassword, payload, headers: { ...en, token: changer } }),
    );
    const logins = Array.from({ length: 30 }, () => login(m.account));
    const [changed, ...answers] = await Promise.all([change, ...logins]);
    expect(changed.json(), changed.body).toMatchObject({ success: true });
    const tokens = answers.filter((r) => r.statusCode === 200).map((r) => r.json().value.token as string);
    for (const t of tokens) expect(await alive(t)).toBe(false);
    // Only the session that changed the password is left.
    expect(await liveSessions(m.id)).toBe(1);
    expect(await alive(changer)).toBe(true);
  });

  it('a new-IP challenge opened by the old password cannot be answered after the change', async () => {
    await db.update(brands).set({ newIpVerification: 'bankHolder' }).where(eq(brands.id, brandId));
    tick(6_000); // the brand's settings are cached for 5 s
    try {
      const m = await fresh();
      await db.execute(sql`update members set payee_name = 'Rahim Uddin' where id = ${m.id}`);
      const changer = await tokenOf(m.account);
      const asked = await login(m.account, 'Secret123', '10.9.0.1');
      expect(asked.json().code).toBe('VERIFICATION_REQUIRED');
      const changed = await app.inject({
        method: 'POST',
        url: API.changePassword,
        payload: await seal({ oldPassword: 'Secret123', newPassword: 'Better123', confirmNewPassword: 'Better123' }),
        headers: { ...en, token: changer },
      });
      expect(changed.json()).toMatchObject({ success: true });
      const res = await app.inject({
        method: 'POST',
        url: API.loginVerify,
        payload: await seal({ challengeId: asked.json().value.challengeId, answer: 'Rahim Uddin' }),
        headers: en,
        remoteAddress: '10.9.0.1',
      });
      expect(res.json().code).toBe('VERIFICATION_FAILED');
      expect(await liveSessions(m.id)).toBe(1);
    } finally {
      await db.update(brands).set({ newIpVerification: 'sms' }).where(eq(brands.id, brandId));
      tick(6_000);
    }
  });
});

describe('a login racing an operator', () => {
  it('a disable written but not committed: the login is refused once it commits, and no session revives on enable', async () => {
    const m = await fresh();
    tick(60_000);
    const res = await loginDuring(m.account, async (tx) => {
      // What ops-members disable writes: the status and the end of every session, in one transaction.
      await tx.execute(sql`update members set status = 'disabled' where id = ${m.id}`);
      await tx.execute(sql`update sessions set revoked_at = now() where member_id = ${m.id} and revoked_at is null`);
    });
    expect(res.json()).toMatchObject({ code: 'LOGIN_FAILED' });
    await db.execute(sql`update members set status = 'active' where id = ${m.id}`);
    expect(await liveSessions(m.id)).toBe(0);
  });

  it('a temporary password written but not committed: the old password is refused', async () => {
    const m = await fresh();
    const before = await tokenOf(m.account);
    tick(60_000);
    const temp = await hashPassword('Temp12345');
    const res = await loginDuring(m.account, async (tx) => {
      await tx.execute(sql`update members set password_hash = ${temp}, must_change_password = true where id = ${m.id}`);
      await tx.execute(sql`update sessions set revoked_at = now() where member_id = ${m.id} and revoked_at is null`);
    });
    expect(res.json()).toMatchObject({ code: 'LOGIN_FAILED' });
    expect(await alive(before)).toBe(false);
    expect(await liveSessions(m.id)).toBe(0);
    const hashes = await db.execute<{ h: string }>(sql`select token_hash h from sessions where member_id = ${m.id}`);
    expect(hashes.rows.map((r) => r.h)).toEqual([sha256hex(before)]);
  });
});
