import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../../test/harness';
import { sealFor } from '../../../test/seal';
import { captchaServiceOn } from '../captcha/captcha.service';
import { registerRules } from '../system/system.tables';
import { members } from './members.tables';

let now = new Date('2026-11-22T10:00:00Z');
const clock = () => now;
const { app, db } = await testApp({ clock });
const en = { 'accept-language': 'en' };
const valid = {
  username: 'Rahim2026',
  password: 'Secret123',
  confirmPassword: 'Secret123',
  ageConfirmed: true,
  termsAccepted: true,
};
const seal = sealFor(app);
const register = async (body: object, headers: Record<string, string> = en) =>
  app.inject({ method: 'PUT', url: '/wps/member/register', payload: await seal(body), headers });
const login = async (body: object) =>
  app.inject({ method: 'POST', url: '/wps/session/login', payload: await seal(body), headers: en });
const count = async () => Number((await db.execute<{ n: string }>(sql`select count(*) n from members`)).rows[0]?.n);

beforeAll(async () => {
  // Most cases are about the other fields; the captcha has its own test below.
  await db.update(registerRules).set({ enabled: false }).where(eq(registerRules.field, 'captcha'));
});

describe('registration by username', () => {
  it('creates the member, logs them in and answers firstTimeLogin', async () => {
    const res = await register(valid);
    expect(res.statusCode).toBe(200);
    const { token, firstTimeLogin } = res.json().value;
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(firstTimeLogin).toBe(true);
    const info = await app.inject({ url: '/wps/member/info', headers: { token } });
    expect(info.json().value).toMatchObject({ account: 'Rahim2026', isAgent: false, isTrial: false, currency: 'BDT' });
  });

  it('refuses the same username in another case, and stores nothing', async () => {
    const before = await count();
    const res = await register({ ...valid, username: 'rahim2026' });
    expect(res.statusCode).toBe(400);
    expect(res.json().value.fields[0]).toMatchObject({
      field: 'username',
      rule: 'unique',
      message: 'This username is already registered',
    });
    expect(await count()).toBe(before);
  });

  it('names every field that breaks the brand rules, in the user language', async () => {
    const before = await count();
    const res = await register({
      ...valid,
      username: '9abc',
      password: 'onlyletters',
      confirmPassword: 'other',
      email: 'not-an-email',
    });
    const fields = res.json().value.fields;
    expect(fields.map((f: { field: string }) => f.field).sort()).toEqual([
      'confirmPassword',
      'email',
      'password',
      'username',
    ]);
    expect(fields.find((f: { field: string }) => f.field === 'username').message).toBe(
      'Start with a letter; letters and digits only, 6 - 16 characters',
    );
    expect(fields.find((f: { field: string }) => f.field === 'confirmPassword').message).toBe(
      'Incorrect confirmation input',
    );
    const bn = await register({ ...valid, username: '' }, {});
    expect(bn.json().value.fields[0].message).toBe('ইউজারনেম আবশ্যক');
    expect(await count()).toBe(before);
  });

  it('requires the age agreement and the terms', async () => {
    expect((await register({ ...valid, username: 'Karim2026', ageConfirmed: false })).json()).toMatchObject({
      code: 'AGE_REQUIRED',
      message: 'You must be 18 or older to register',
    });
    expect((await register({ ...valid, username: 'Karim2026', termsAccepted: false })).json().code).toBe(
      'TERMS_REQUIRED',
    );
  });

  it('checks the captcha when the brand enables it, and a captcha works once', async () => {
    await db.update(registerRules).set({ enabled: true }).where(eq(registerRules.field, 'captcha'));
    const c = await captchaServiceOn(db, clock, 'test-secret').issue();
    const wrong = await register({ ...valid, username: 'Salma2026', captchaId: c.captchaId, captcha: 'ZZZZ' });
    expect(wrong.json().value.fields[0]).toMatchObject({ field: 'captcha' });
    const c2 = await captchaServiceOn(db, clock, 'test-secret').issue();
    const right = await register({ ...valid, username: 'Salma2026', captchaId: c2.captchaId, captcha: c2.answer });
    expect(right.statusCode).toBe(200);
    await db.update(registerRules).set({ enabled: false }).where(eq(registerRules.field, 'captcha'));
  });
});

describe('login, sessions and logout', () => {
  it('logs in by username in any case; the second login is not a first', async () => {
    const res = await login({ username: 'RAHIM2026', password: 'Secret123' });
    expect(res.json().value).toMatchObject({ firstTimeLogin: false, requirePasswordChange: false });
  });

  it('answers a wrong password and an unknown user alike', async () => {
    const wrong = await login({ username: 'Rahim2026', password: 'Wrong1234' });
    const unknown = await login({ username: 'Nobody2026', password: 'Wrong1234' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().message).toBe('Incorrect username or password');
  });

  it('refuses a non-agent on the agent page', async () => {
    const res = await login({ username: 'Rahim2026', password: 'Secret123', agentLogin: true });
    expect(res.json()).toMatchObject({ code: 'NOT_AGENT', message: 'Non-agents cannot login' });
  });

  it('accepts the token as a Bearer header, expires idle sessions, and logout revokes', async () => {
    const { token } = (await login({ username: 'Rahim2026', password: 'Secret123' })).json().value;
    const info = () => app.inject({ url: '/wps/member/info', headers: { authorization: `Bearer ${token}` } });
    expect((await info()).statusCode).toBe(200);
    now = new Date(now.getTime() + 3 * 3600_000);
    expect((await info()).json().code).toBe('NOT_LOGGED_IN');
    const fresh = (await login({ username: 'Rahim2026', password: 'Secret123' })).json().value.token;
    const out = await app.inject({ method: 'DELETE', url: '/wps/session/logout', headers: { token: fresh } });
    expect(out.json().success).toBe(true);
    expect((await app.inject({ url: '/wps/member/info', headers: { token: fresh } })).statusCode).toBe(401);
  });

  it('stores only an argon2id hash of the password', async () => {
    const [row] = await db.select().from(members).where(eq(members.accountKey, 'rahim2026'));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });
});
