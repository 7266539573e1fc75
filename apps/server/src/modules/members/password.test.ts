import { API } from '@platform/contracts';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountsKit } from '../../../test/accounts-kit';
import { brandFlags } from '../system/system.tables';
import { hashPassword } from './password';

const { app, db, seal, en, lastMessage, member, now, tick } = await accountsKit();

const login = async (username: string, password: string, remoteAddress = '127.0.0.1') =>
  app.inject({
    method: 'POST',
    url: API.login,
    payload: await seal({ username, password }),
    headers: en,
    remoteAddress,
  });
let ipSeq = 0;
/** A password that must not work; tried from its own IP so failures never add up to a captcha. */
const refused = async (username: string, password: string) =>
  (await login(username, password, `10.5.0.${++ipSeq}`)).json().code === 'LOGIN_FAILED';
const tokenOf = async (username: string, password = 'Secret123') => {
  const res = await login(username, password);
  expect(res.statusCode).toBe(200);
  return res.json().value.token as string;
};
const alive = async (token: string) =>
  (await app.inject({ url: API.memberInfo, headers: { token } })).statusCode === 200;
const change = async (token: string, body: object) =>
  app.inject({ method: 'POST', url: API.changePassword, payload: await seal(body), headers: { ...en, token } });
const forgot = (payload: string) =>
  app.inject({
    method: 'POST',
    url: API.forgotByEmail,
    payload,
    headers: { ...en, 'content-type': 'application/x-www-form-urlencoded', host: 'localhost' },
  });
const resetByLink = async (token: string, newPassword: string, confirmNewPassword = newPassword) =>
  app.inject({
    method: 'POST',
    url: API.resetByLink,
    payload: await seal({ token, newPassword, confirmNewPassword }),
    headers: en,
  });
const linkToken = (body?: string) => body?.match(/resetToken=([\w-]+)/)?.[1] as string;

describe('change password', () => {
  it('names the wrong current password', async () => {
    await member('change01');
    const token = await tokenOf('change01');
    const res = await change(token, {
      oldPassword: 'Wrong1234',
      newPassword: 'Better123',
      confirmNewPassword: 'Better123',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'PASSWORD_WRONG', message: 'The current password is incorrect' });
    expect(res.json().value.fields[0]).toMatchObject({
      field: 'oldPassword',
      message: 'The current password is incorrect',
    });
  });

  it('30 guesses of the current password at once count as login tries: 10 wrong, the rest locked, then the right one too', async () => {
    await member('change30');
    const token = await tokenOf('change30');
    const guess = (oldPassword: string) =>
      change(token, { oldPassword, newPassword: 'Better123', confirmNewPassword: 'Better123' });
    const codes = (await Promise.all(Array.from({ length: 30 }, (_, i) => guess(`Guess${i}abc`)))).map(
      (r) => r.json().code,
    );
    expect(codes.filter((c) => c === 'PASSWORD_WRONG')).toHaveLength(10);
    expect(codes.filter((c) => c === 'LOGIN_LOCKED')).toHaveLength(20);
    // The account is locked for the login too, and the right password no longer gets through here.
    expect((await guess('Secret123')).json().code).toBe('LOGIN_LOCKED');
    expect((await login('change30', 'Secret123')).json().code).toBe('LOGIN_LOCKED');
    tick(15 * 60_000 + 1_000);
    expect((await guess('Secret123')).statusCode).toBe(200);
  });

  it('names a new password that breaks the brand rule, and a wrong confirmation', async () => {
    const token = await tokenOf('change01');
    const weak = await change(token, {
      oldPassword: 'Secret123',
      newPassword: 'onlyletters',
      confirmNewPassword: 'onlyletters',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().value.fields).toEqual([
      expect.objectContaining({
        field: 'newPassword',
        rule: 'pattern',
        message: 'Both letters and digits, 6 - 20 characters',
      }),
    ]);
    const mismatch = await change(token, {
      oldPassword: 'Secret123',
      newPassword: 'Better123',
      confirmNewPassword: 'Better124',
    });
    expect(mismatch.json().value.fields).toEqual([
      expect.objectContaining({ field: 'confirmNewPassword', message: 'Incorrect confirmation input' }),
    ]);
    // Nothing changed.
    expect((await login('change01', 'Secret123')).statusCode).toBe(200);
  });

  it('ends every other session, keeps this one, and the old password stops working', async () => {
    const other = await tokenOf('change01');
    const mine = await tokenOf('change01');
    const res = await change(mine, {
      oldPassword: 'Secret123',
      newPassword: 'Better123',
      confirmNewPassword: 'Better123',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, value: null });
    expect(await alive(mine)).toBe(true);
    expect(await alive(other)).toBe(false);
    expect(await refused('change01', 'Secret123')).toBe(true);
    expect((await login('change01', 'Better123')).statusCode).toBe(200);
  });

  it('a changed password no longer counts as expired or default', async () => {
    await member('change02', {
      passwordHash: await hashPassword('Reset1234'),
      passwordChangedAt: new Date(now().getTime() - 365 * 86_400_000),
    });
    const first = await login('change02', 'Reset1234');
    expect(first.json().value.requirePasswordChange).toBe(true);
    await change(first.json().value.token, {
      oldPassword: 'Reset1234',
      newPassword: 'Mine2026',
      confirmNewPassword: 'Mine2026',
    });
    expect((await login('change02', 'Mine2026')).json().value.requirePasswordChange).toBe(false);
  });

  it('CHNGPASSVERIF3: a member with a mobile also gives an SMS code', async () => {
    await db.update(brandFlags).set({ enabled: true }).where(eq(brandFlags.flag, 'CHNGPASSVERIF3'));
    await member('change03', { mobileNum: '+8801711300003' });
    const token = await tokenOf('change03');
    const body = { oldPassword: 'Secret123', newPassword: 'Coded2026', confirmNewPassword: 'Coded2026' };
    const without = await change(token, body);
    expect(without.statusCode).toBe(400);
    expect(without.json().code).toBe('SMS_CODE_INVALID');
    tick(2_000);
    // The logged-in member asks for a code to their own bound number; a body naming another is ignored.
    const sent = await app.inject({
      method: 'POST',
      url: API.smsMember,
      payload: { mobileNum: '01799999999' },
      headers: { ...en, token },
    });
    expect(sent.json().value).toEqual({ expiredMinutes: 1 });
    expect(await lastMessage('+8801799999999')).toBeUndefined();
    const code = (await lastMessage('+8801711300003'))?.body.match(/\b(\d{6})\b/)?.[1] as string;
    expect((await change(token, { ...body, verificationCode: code })).statusCode).toBe(200);
    expect((await login('change03', 'Coded2026')).statusCode).toBe(200);
    await db.update(brandFlags).set({ enabled: false }).where(eq(brandFlags.flag, 'CHNGPASSVERIF3'));
  });

  it('needs a session', async () => {
    const res = await app.inject({
      method: 'POST',
      url: API.changePassword,
      payload: await seal({ oldPassword: 'a', newPassword: 'b', confirmNewPassword: 'b' }),
      headers: en,
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('You are not logged in, please login');
  });
});

describe('forgot password by email', () => {
  it('mails a single-use link that sets a new password, logs in and ends old sessions', async () => {
    await member('mailer01', { email: 'Rahim.K@example.com' });
    const old = await tokenOf('mailer01');
    const res = await forgot('username=MAILER01&email=rahim.k%40example.com');
    expect(res.statusCode).toBe(200);
    const mail = await lastMessage('Rahim.K@example.com');
    expect(mail).toMatchObject({ channel: 'email', purpose: 'passwordReset' });
    expect(mail?.body).toContain('http://localhost/?resetToken=');
    const token = linkToken(mail?.body);

    // A bad new password is refused without spending the link.
    const weak = await resetByLink(token, 'short');
    expect(weak.json().value.fields[0]).toMatchObject({ field: 'newPassword' });

    const reset = await resetByLink(token, 'Fresh2026');
    expect(reset.statusCode).toBe(200);
    expect(await alive(reset.json().value.token)).toBe(true);
    expect(await alive(old)).toBe(false);
    expect((await login('mailer01', 'Fresh2026')).statusCode).toBe(200);
    expect(await refused('mailer01', 'Secret123')).toBe(true);

    const again = await resetByLink(token, 'Other2026');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      code: 'RESET_LINK_INVALID',
      message: 'This reset link is invalid or has expired',
    });
    expect(await refused('mailer01', 'Other2026')).toBe(true);
  });

  it('never points the link at a host the brand does not own', async () => {
    await member('mailer02', { email: 'host.check@example.com' });
    const res = await app.inject({
      method: 'POST',
      url: API.forgotByEmail,
      payload: 'username=mailer02&email=host.check%40example.com',
      headers: { ...en, 'content-type': 'application/x-www-form-urlencoded', host: 'evil.example:8080' },
    });
    expect(res.statusCode).toBe(200);
    const body = (await lastMessage('host.check@example.com'))?.body ?? '';
    expect(body).not.toContain('evil.example');
    expect(body).toContain('http://localhost/?resetToken=');
    const agentHost = await app.inject({
      method: 'POST',
      url: API.forgotByEmail,
      payload: 'username=mailer02&email=host.check%40example.com',
      headers: { ...en, 'content-type': 'application/x-www-form-urlencoded', host: 'agent.localhost:5173' },
    });
    expect(agentHost.statusCode).toBe(200);
    // The brand's own host name is kept; scheme and port are the site's (PUBLIC_URL), never the Host's.
    expect((await lastMessage('host.check@example.com'))?.body).toContain('http://agent.localhost/?resetToken=');
  });

  it('mails at most 3 links an hour to a member, in the language they saved', async () => {
    await member('mailer03', { email: 'flood@example.com', language: 'bn' });
    for (let i = 0; i < 3; i++)
      expect((await forgot('username=mailer03&email=flood%40example.com')).statusCode).toBe(200);
    expect((await lastMessage('flood@example.com'))?.body).toContain('নতুন পাসওয়ার্ড');
    const fourth = await forgot('username=mailer03&email=flood%40example.com');
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().code).toBe('TOO_MANY_REQUESTS');
    tick(60 * 60_000 + 1_000);
    expect((await forgot('username=mailer03&email=flood%40example.com')).statusCode).toBe(200);
  });

  it('mails at most 3 links for 30 requests sent at once', async () => {
    await member('mailer04', { email: 'burst@example.com' });
    const res = await Promise.all(
      Array.from({ length: 30 }, () => forgot('username=mailer04&email=burst%40example.com')),
    );
    const mails = await db.execute<{ n: number }>(
      sql`select count(*)::int n from outbox_messages where recipient = 'burst@example.com'`,
    );
    expect(mails.rows[0]?.n).toBe(3);
    expect(res.filter((r) => r.statusCode === 200)).toHaveLength(3);
  });

  it('a link mailed before the account was disabled sets nothing', async () => {
    const m = await member('mailer09', { email: 'karim.d@example.com' });
    await forgot('username=mailer09&email=karim.d%40example.com');
    const token = linkToken((await lastMessage('karim.d@example.com'))?.body);
    await db.execute(sql`update members set status = 'disabled' where id = ${m.id}`);
    expect((await resetByLink(token, 'Taken2026')).json().code).toBe('RESET_LINK_INVALID');
    await db.execute(sql`update members set status = 'active' where id = ${m.id}`);
    expect(await refused('mailer09', 'Taken2026')).toBe(true);
    expect((await login('mailer09', 'Secret123')).statusCode).toBe(200);
  });

  it('a link dies after 30 minutes', async () => {
    await forgot('username=mailer01&email=Rahim.K%40example.com');
    const token = linkToken((await lastMessage('Rahim.K@example.com'))?.body);
    tick(30 * 60_000 + 1_000);
    expect((await resetByLink(token, 'Late2026')).json().code).toBe('RESET_LINK_INVALID');
    expect(await refused('mailer01', 'Late2026')).toBe(true);
  });

  it('answers a wrong email or unknown user alike, and mails nothing', async () => {
    const before = await lastMessage('Rahim.K@example.com');
    for (const body of [
      'username=mailer01&email=other%40example.com',
      'username=ghost01&email=rahim.k%40example.com',
    ]) {
      const res = await forgot(body);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'ACCOUNT_NOT_FOUND', message: 'Username/Email does not exist' });
    }
    expect((await lastMessage('Rahim.K@example.com'))?.id).toBe(before?.id);
    expect(await lastMessage('other@example.com')).toBeUndefined();
  });

  it('accepts JSON too', async () => {
    const res = await app.inject({
      method: 'POST',
      url: API.forgotByEmail,
      payload: { username: 'mailer01', email: 'rahim.k@example.com' },
      headers: en,
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('forgot password by phone', () => {
  it('code, new password, automatic login; old sessions end', async () => {
    await member('phone01', { mobileNum: '+8801711300001' });
    const old = await tokenOf('phone01');
    tick(2_000);
    await app.inject({ method: 'POST', url: API.smsNoLogin, payload: { mobileNum: '01711300001' } });
    const code = (await lastMessage('+8801711300001'))?.body.match(/\b(\d{6})\b/)?.[1] as string;
    const send = async (body: object) =>
      app.inject({ method: 'POST', url: API.resetByPhone, payload: await seal(body), headers: en });

    const mismatch = await send({
      mobileNum: '01711300001',
      verificationCode: code,
      newPassword: 'Phone2026',
      confirmNewPassword: 'Phone2027',
    });
    expect(mismatch.json().value.fields[0]).toMatchObject({ field: 'confirmNewPassword' });
    const wrong = await send({
      mobileNum: '01711300001',
      verificationCode: code === '000000' ? '111111' : '000000',
      newPassword: 'Phone2026',
      confirmNewPassword: 'Phone2026',
    });
    expect(wrong.json().code).toBe('SMS_CODE_INVALID');
    expect(await refused('phone01', 'Phone2026')).toBe(true);

    const res = await send({
      mobileNum: '01711300001',
      verificationCode: code,
      newPassword: 'Phone2026',
      confirmNewPassword: 'Phone2026',
    });
    expect(res.statusCode).toBe(200);
    expect(await alive(res.json().value.token)).toBe(true);
    expect(await alive(old)).toBe(false);
    expect((await login('phone01', 'Phone2026')).statusCode).toBe(200);
    expect(await refused('phone01', 'Secret123')).toBe(true);
  });
});
