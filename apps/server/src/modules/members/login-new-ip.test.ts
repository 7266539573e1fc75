import { API } from '@platform/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountsKit } from '../../../test/accounts-kit';
import { sha256hex } from '../../platform/crypto/hash';
import { totpAt } from '../../platform/crypto/totp';
import { brands } from '../system/system.tables';
import { hashPassword } from './password';
import { loginChallenges } from './security.tables';

const { app, db, seal, en, brandId, lastMessage, codeIn, member, now, tick } = await accountsKit();
let ipSeq = 0;
const freshIp = () => `10.4.0.${++ipSeq}`;

const login = async (body: object, ip = '127.0.0.1') =>
  app.inject({ method: 'POST', url: API.login, payload: await seal(body), headers: en, remoteAddress: ip });
const verify = async (challengeId: string, answer: string, ip: string) =>
  app.inject({
    method: 'POST',
    url: API.loginVerify,
    payload: await seal({ challengeId, answer }),
    headers: en,
    remoteAddress: ip,
  });
/** Brand settings are cached for 5 s of the app now: change the row, then let the cache lapse. */
const method = async (m: 'sms' | 'email' | 'bankHolder' | 'totp' | 'off') => {
  await db.update(brands).set({ newIpVerification: m }).where(eq(brands.id, brandId));
  tick(6_000);
};

describe('login from a new IP, by SMS (the demo brand)', () => {
  it('challenges player01 from 10.0.0.9, sends the code, and the answer logs in', async () => {
    // The seed makes loopback a known IP of the demo accounts.
    expect((await login({ username: 'player01', password: 'Player1234' })).statusCode).toBe(200);

    const res = await login({ username: 'player01', password: 'Player1234' }, '10.0.0.9');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'VERIFICATION_REQUIRED', message: 'Please complete verification first' });
    const { challengeId, method: m, hint } = res.json().value;
    expect(m).toBe('sms');
    expect(hint).toBe('+880****002');
    expect(challengeId).toMatch(/^[\w-]{32}$/);
    const sms = await lastMessage('+8801700000002');
    expect(sms?.purpose).toBe('login');
    const code = codeIn(sms?.body);

    // Only from the IP that was challenged.
    expect((await verify(challengeId, code, '10.0.0.10')).json().code).toBe('VERIFICATION_FAILED');
    const ok = await verify(challengeId, code, '10.0.0.9');
    expect(ok.statusCode).toBe(200);
    expect(ok.json().value.token).toMatch(/^[\w-]{43}$/);
    // Single use, and the IP is now() known.
    expect((await verify(challengeId, code, '10.0.0.9')).statusCode).toBe(400);
    tick(2_000);
    expect((await login({ username: 'player01', password: 'Player1234' }, '10.0.0.9')).statusCode).toBe(200);
  });

  it('still challenges from an IP that has asked for several SMS codes this hour', async () => {
    const ip = freshIp();
    for (const n of ['01711200091', '01711200092', '01711200093']) {
      tick(2_000);
      await app.inject({ method: 'POST', url: API.smsNoLogin, payload: { mobileNum: n }, remoteAddress: ip });
    }
    tick(2_000);
    const res = await login({ username: 'player01', password: 'Player1234' }, ip);
    expect(res.json().code).toBe('VERIFICATION_REQUIRED');
    const code = codeIn((await lastMessage('+8801700000002'))?.body);
    expect((await verify(res.json().value.challengeId, code, ip)).statusCode).toBe(200);
  });

  it('a wrong password from a new IP is just a failed login, and sends nothing', async () => {
    const before = await lastMessage('+8801700000002');
    const res = await login({ username: 'player01', password: 'Wrong1234' }, freshIp());
    expect(res.json().code).toBe('LOGIN_FAILED');
    expect((await lastMessage('+8801700000002'))?.id).toBe(before?.id);
  });

  it('5 wrong answers kill the challenge', async () => {
    tick(2_000);
    const ip = freshIp();
    const res = await login({ username: 'player01', password: 'Player1234' }, ip);
    const { challengeId } = res.json().value;
    const code = codeIn((await lastMessage('+8801700000002'))?.body);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expect((await verify(challengeId, wrong, ip)).json().code).toBe('VERIFICATION_FAILED');
    const late = await verify(challengeId, code, ip);
    expect(late.statusCode).toBe(400);
    expect(late.json().code).toBe('VERIFICATION_FAILED');
    // A fresh login's code opens only the fresh challenge, never the dead one.
    tick(2_000);
    const again = (await login({ username: 'player01', password: 'Player1234' }, ip)).json().value;
    const fresh = codeIn((await lastMessage('+8801700000002'))?.body);
    expect((await verify(challengeId, fresh, ip)).json().code).toBe('VERIFICATION_FAILED');
    expect((await verify(again.challengeId, fresh, ip)).statusCode).toBe(200);
  });

  it('a challenge expires after 10 minutes', async () => {
    tick(2_000);
    const ip = freshIp();
    const { challengeId } = (await login({ username: 'player01', password: 'Player1234' }, ip)).json().value;
    tick(10 * 60_000 + 1_000);
    expect((await verify(challengeId, '123456', ip)).json().code).toBe('VERIFICATION_FAILED');
  });

  it('carries a pending password change through the challenge', async () => {
    await member('defaultip', { mobileNum: '+8801711200001', passwordHash: await hashPassword('Reset1234') });
    const ip = freshIp();
    const res = await login({ username: 'defaultip', password: 'Reset1234' }, ip);
    expect(res.json().value.method).toBe('sms');
    const code = codeIn((await lastMessage('+8801711200001'))?.body);
    const ok = await verify(res.json().value.challengeId, code, ip);
    expect(ok.json().value.requirePasswordChange).toBe(true);
  });
});

describe('other verification methods', () => {
  it('bankHolder: the payee name, in any case and spacing', async () => {
    await method('bankHolder');
    await member('holder01', { payeeName: 'Rahim Uddin', mobileNum: '+8801711200002' });
    const ip = freshIp();
    const res = await login({ username: 'holder01', password: 'Secret123' }, ip);
    expect(res.statusCode).toBe(403);
    expect(res.json().value).toMatchObject({ method: 'bankHolder', hint: '' });
    // No SMS is sent for this method.
    expect(await lastMessage('+8801711200002')).toBeUndefined();
    const { challengeId } = res.json().value;
    expect((await verify(challengeId, 'Karim Uddin', ip)).json().code).toBe('VERIFICATION_FAILED');
    expect((await verify(challengeId, '  rahim   UDDIN ', ip)).statusCode).toBe(200);
  });

  it('bankHolder: 5 wrong names and even the right one fails', async () => {
    const ip = freshIp();
    const { challengeId } = (await login({ username: 'holder01', password: 'Secret123' }, ip)).json().value;
    for (let i = 0; i < 5; i++) await verify(challengeId, `Wrong Name ${i}`, ip);
    expect((await verify(challengeId, 'Rahim Uddin', ip)).json().code).toBe('VERIFICATION_FAILED');
  });

  it('a member without the factor is not challenged', async () => {
    await member('noholder', { mobileNum: '+8801711200003' });
    const res = await login({ username: 'noholder', password: 'Secret123' }, freshIp());
    expect(res.statusCode).toBe(200);
  });

  it('totp: the authenticator code of the moment', async () => {
    await method('totp');
    const secret = 'JBSWY3DPEHPK3PXP';
    await member('totp01', { totpSecret: secret });
    const ip = freshIp();
    const res = await login({ username: 'totp01', password: 'Secret123' }, ip);
    expect(res.json().value).toMatchObject({ method: 'totp', hint: '' });
    const { challengeId } = res.json().value;
    expect((await verify(challengeId, totpAt(secret, now(), 5), ip)).json().code).toBe('VERIFICATION_FAILED');
    expect((await verify(challengeId, totpAt(secret, now()), ip)).statusCode).toBe(200);
    expect((await login({ username: 'holder01', password: 'Secret123' }, freshIp())).statusCode).toBe(200);
  });

  it('email: a code mailed to the bound address', async () => {
    await method('email');
    await member('mail01', { email: 'rahim@example.com' });
    const ip = freshIp();
    const res = await login({ username: 'mail01', password: 'Secret123' }, ip);
    expect(res.json().value).toMatchObject({ method: 'email', hint: 'ra***@example.com' });
    const mail = await lastMessage('rahim@example.com');
    expect(mail).toMatchObject({ channel: 'email', purpose: 'loginVerification' });
    expect((await verify(res.json().value.challengeId, codeIn(mail?.body), ip)).statusCode).toBe(200);
  });

  it('off: nobody is challenged', async () => {
    await method('off');
    expect((await login({ username: 'player01', password: 'Player1234' }, freshIp())).statusCode).toBe(200);
  });
});

describe('a burst of answers', () => {
  it('counts each of 30 answers sent at once: after 5 every one is refused, the right name sent last too', async () => {
    await method('bankHolder');
    await member('holderburst', { payeeName: 'Rahim Uddin' });
    const ip = freshIp();
    const { challengeId } = (await login({ username: 'holderburst', password: 'Secret123' }, ip)).json().value;
    const answers = [...Array.from({ length: 29 }, (_, i) => `Wrong Name ${i}`), 'Rahim Uddin'];
    const res = await Promise.all(answers.map((a) => verify(challengeId, a, ip)));
    expect(res.map((r) => r.json().code)).toEqual(answers.map(() => 'VERIFICATION_FAILED'));
    // Every try counted up to the limit, and the right name, alone and later, still fails.
    const [row] = await db
      .select()
      .from(loginChallenges)
      .where(eq(loginChallenges.idHash, sha256hex(challengeId)));
    expect(row).toMatchObject({ attempts: 5, usedAt: null });
    expect((await verify(challengeId, 'Rahim Uddin', ip)).json().code).toBe('VERIFICATION_FAILED');
  });
});
