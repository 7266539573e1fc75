import { API, PROFILE_API } from '@platform/contracts';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountsKit } from '../../../test/accounts-kit';
import { BIND_LINK_MINUTES } from './contact.service';
import { members } from './members.tables';

const { app, db, seal, en, member, lastMessage, codeIn, tick } = await accountsKit();

const login = async (username: string) => {
  const res = await app.inject({
    method: 'POST',
    url: API.login,
    payload: await seal({ username, password: 'Secret123' }),
    headers: en,
  });
  expect(res.statusCode).toBe(200);
  return { ...en, token: res.json().value.token as string };
};
const row = async (id: number) => (await db.select().from(members).where(eq(members.id, id)))[0];
const bindEmail = async (
  auth: Record<string, string>,
  email: string,
  password = 'Secret123',
  remoteAddress = '127.0.0.1',
) =>
  app.inject({
    method: 'POST',
    url: PROFILE_API.bindEmail,
    payload: await seal({ email, password }),
    headers: auth,
    remoteAddress,
  });
// Wrong passwords count on their IP too: sent from their own, so the tests' logins never meet a captcha.
const WRONG_IP = '10.9.0.1';
const confirm = (token: string) =>
  app.inject({ method: 'POST', url: PROFILE_API.confirmEmail, payload: { token }, headers: en });
const linkIn = (body?: string) => body?.match(/(https?:\/\/[^\s]+\/email\/confirm\?token=)([\w-]+)/);

describe('binding an email', () => {
  it('mails a link to the new address on the allowlisted origin; opening it binds the address', async () => {
    const m = await member('mail01');
    const auth = await login('mail01');
    const res = await app.inject({
      method: 'POST',
      url: PROFILE_API.bindEmail,
      payload: await seal({ email: 'new.one@example.com', password: 'Secret123' }),
      // A forged Host never makes the link: the brand's main domain stands in for an unknown name.
      headers: { ...auth, host: 'evil.example' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toEqual({ sentTo: 'ne***@example.com', minutes: BIND_LINK_MINUTES });
    expect((await row(m.id))?.email).toBeNull();
    const mail = await lastMessage('new.one@example.com');
    const link = linkIn(mail?.body);
    expect(link?.[1]).not.toContain('evil.example');
    const ok = await confirm(link?.[2] as string);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().value).toEqual({ email: 'ne***@example.com' });
    expect((await row(m.id))?.email).toBe('new.one@example.com');
    const info = await app.inject({ url: API.memberInfo, headers: auth });
    expect(info.json().value.email).toBe('ne***@example.com');

    // Reused: refused, the address stays.
    const again = await confirm(link?.[2] as string);
    expect(again.json()).toMatchObject({ code: 'BIND_LINK_INVALID', message: expect.stringMatching(/invalid/) });
  });

  it('changes a bound address the same way, and refuses a wrong or expired link', async () => {
    const m = await member('mail02', { email: 'old@example.com' });
    const auth = await login('mail02');
    expect((await bindEmail(auth, 'fresh@example.com')).statusCode).toBe(200);
    const token = linkIn((await lastMessage('fresh@example.com'))?.body)?.[2] as string;
    expect((await confirm(`${token.slice(0, -2)}xx`)).json().code).toBe('BIND_LINK_INVALID');
    tick(BIND_LINK_MINUTES * 60_000 + 1_000);
    expect((await confirm(token)).json().code).toBe('BIND_LINK_INVALID');
    expect((await row(m.id))?.email).toBe('old@example.com');

    const auth2 = await login('mail02');
    expect((await bindEmail(auth2, 'fresh@example.com')).statusCode).toBe(200);
    const token2 = linkIn((await lastMessage('fresh@example.com'))?.body)?.[2] as string;
    expect((await confirm(token2)).statusCode).toBe(200);
    expect((await row(m.id))?.email).toBe('fresh@example.com');
  });

  it('refuses a wrong password naming it, counts each try with the login tries, and locks at 10', async () => {
    await member('mail03');
    const auth = await login('mail03');
    const wrong = await bindEmail(auth, 'x@example.com', 'Wrong999', WRONG_IP);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'PASSWORD_WRONG' });
    expect(wrong.json().value.fields[0]).toMatchObject({ field: 'password' });
    expect(await lastMessage('x@example.com')).toBeUndefined();
    // A burst of wrong passwords at once: counted one by one, so at most 10 are even checked.
    const burst = await Promise.all(
      Array.from({ length: 30 }, () => bindEmail(auth, 'x@example.com', 'Wrong999', WRONG_IP)),
    );
    const codes = burst.map((r) => r.json().code);
    expect(codes.filter((c) => c === 'PASSWORD_WRONG')).toHaveLength(9);
    expect(codes.filter((c) => c === 'LOGIN_LOCKED')).toHaveLength(21);
    const n = await db.execute<{ n: string }>(
      sql`select count(*) n from login_failures where scope = 'account' and key = 'mail03'`,
    );
    expect(Number(n.rows[0]?.n)).toBe(10);
    // The right password is refused too now: the login's lock holds here as well.
    expect((await bindEmail(auth, 'x@example.com', 'Secret123', '10.9.0.2')).json().code).toBe('LOGIN_LOCKED');
  });

  it('mails at most 3 links an hour, also for 30 requests sent at once', async () => {
    await member('mail05');
    const auth = await login('mail05');
    const res = await Promise.all(
      Array.from({ length: 30 }, (_, i) => bindEmail(auth, `burst${i}@example.com`, 'Secret123', '10.9.5.1')),
    );
    expect(res.filter((r) => r.statusCode === 200)).toHaveLength(3);
    // The others: the hour's 3 links are taken, or the password tries (counted with the login
    // tries, each before its check) reached their lock first. From an IP of its own: that lock
    // holds the IP too.
    const codes = new Set(res.filter((r) => r.statusCode !== 200).map((r) => r.json().code));
    expect([...codes].filter((c) => c !== 'TOO_MANY_REQUESTS' && c !== 'LOGIN_LOCKED')).toEqual([]);
    const mails = await db.execute<{ n: number }>(
      sql`select count(*)::int n from outbox_messages where recipient like 'burst%@example.com'`,
    );
    expect(mails.rows[0]?.n).toBe(3);
  });

  it('names a bad address in the language asked, and is closed to guests', async () => {
    await member('mail04');
    const auth = await login('mail04');
    const bad = await app.inject({
      method: 'POST',
      url: PROFILE_API.bindEmail,
      payload: await seal({ email: 'not-an-address', password: 'Secret123' }),
      headers: { ...auth, 'accept-language': 'bn' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().value.fields[0]).toMatchObject({ field: 'email', message: expect.stringContaining('ইমেল') });
    const guest = await app.inject({
      method: 'POST',
      url: PROFILE_API.bindEmail,
      payload: await seal({ email: 'a@b.co' }),
      headers: en,
    });
    expect(guest.statusCode).toBe(401);
  });
});

describe('binding a mobile', () => {
  const codeTo = async (auth: Record<string, string>, mobileNum: string) => {
    tick(2_000);
    return app.inject({ method: 'POST', url: PROFILE_API.bindMobileCode, payload: { mobileNum }, headers: auth });
  };
  const bind = async (auth: Record<string, string>, body: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url: PROFILE_API.bindMobile,
      payload: await seal({ password: 'Secret123', ...body }),
      headers: auth,
      remoteAddress: body.password ? WRONG_IP : '127.0.0.1',
    });

  it('sends a code to the new number; the code and the password bind it', async () => {
    const m = await member('phone01', { mobileNum: '+8801812345670' });
    const auth = await login('phone01');
    const sent = await codeTo(auth, '01912345671');
    expect(sent.statusCode).toBe(200);
    expect(sent.json().value.expiredMinutes).toBe(1);
    const code = codeIn((await lastMessage('+8801912345671'))?.body);
    const wrongPassword = await bind(auth, { mobileNum: '01912345671', verificationCode: code, password: 'Nope1234' });
    expect(wrongPassword.json()).toMatchObject({ code: 'PASSWORD_WRONG' });
    // The code was not spent by a wrong password.
    const ok = await bind(auth, { mobileNum: '01912345671', verificationCode: code });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().value).toEqual({ mobile: '+880****671' });
    expect((await row(m.id))?.mobileNum).toBe('+8801912345671');
    // Spent: the same code binds nothing again.
    expect((await bind(auth, { mobileNum: '01912345671', verificationCode: code })).json().code).toBe(
      'SMS_CODE_INVALID',
    );
  });

  it("refuses another member's number, naming the field, before sending anything", async () => {
    await member('phone02', { mobileNum: '+8801912345672' });
    await member('phone03');
    const auth = await login('phone03');
    const res = await codeTo(auth, '01912345672');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'MOBILE_TAKEN', message: 'This mobile number is already registered' });
    expect(res.json().value.fields[0]).toMatchObject({ field: 'mobileNum' });
    const bindTaken = await bind(auth, { mobileNum: '01912345672', verificationCode: '123456' });
    expect(bindTaken.json().value.fields[0]).toMatchObject({ field: 'mobileNum' });
  });

  it('counts a burst of 30 wrong codes try by try: 5 are compared, the code is dead after', async () => {
    // Registered by mobile code (no password to ask), so the burst meets the code check alone; with a
    // password, 30 tries at once would first meet the login lock (counted the same way, above).
    const m = await member('phone04');
    const auth = await login('phone04');
    await db.update(members).set({ passwordSet: false }).where(eq(members.id, m.id));
    await codeTo(auth, '01912345674');
    const code = codeIn((await lastMessage('+8801912345674'))?.body);
    const wrong = code === '000000' ? '111111' : '000000';
    const burst = await Promise.all(
      Array.from({ length: 30 }, () => bind(auth, { mobileNum: '01912345674', verificationCode: wrong })),
    );
    const codes = burst.map((r) => r.json().code);
    expect(codes.filter((c) => c === 'SMS_CODE_INVALID')).toHaveLength(5);
    expect(codes.filter((c) => c === 'SMS_CODE_EXPIRED')).toHaveLength(25);
    const tries = await db.execute<{ attempts: number }>(
      sql`select attempts from sms_codes where mobile = '+8801912345674' order by id desc limit 1`,
    );
    expect(tries.rows[0]?.attempts).toBe(5);
    expect((await bind(auth, { mobileNum: '01912345674', verificationCode: code })).json().code).toBe(
      'SMS_CODE_EXPIRED',
    );
    expect((await row(m.id))?.mobileNum).toBeNull();
  });

  it('names a malformed number and code', async () => {
    await member('phone05');
    const auth = await login('phone05');
    const res = await bind(auth, { mobileNum: '12', verificationCode: '12' });
    expect(res.statusCode).toBe(400);
    expect(res.json().value.fields.map((f: { field: string }) => f.field)).toContain('verificationCode');
  });
});
