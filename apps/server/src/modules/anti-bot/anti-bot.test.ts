import { API } from '@platform/contracts';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../../test/harness';
import { sealFor } from '../../../test/seal';
import { fieldsBn } from '../../platform/i18n/fields.bn';
import { captchaServiceOn } from '../captcha/captcha.service';
import { brands, registerRules } from '../system/system.tables';

// Real time moved ahead when a brand setting changes (settings are cached for 5 s); small work so
// the tests solve fast, on the same code path as the defaults.
let ahead = 0;
const clock = () => new Date(Date.now() + ahead);
const { app, db } = await testApp({ clock, antiBot: { pow: { enabled: true, minWork: 10, maxWork: 500 } } });
const setCap = async (cap: number) => {
  await db.update(brands).set({ registerPerIpPerHour: cap });
  ahead += 6_000;
};
const seal = sealFor(app);
const en = { 'accept-language': 'en' };
const bn = { 'accept-language': 'bn' };
let ipN = 0;
const freshIp = () => `10.9.${Math.floor(++ipN / 250)}.${(ipN % 250) + 1}`;

/** What the altcha widget does in the browser: fetch a challenge, find the counter, send base64 JSON. */
async function solved(): Promise<string> {
  const challenge = (await app.inject({ url: API.antiBotChallenge })).json().value;
  const solution = await solveChallenge({ challenge, deriveKey });
  expect(solution).not.toBeNull();
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

const account = (n: string) => ({
  username: `Robot${n}`,
  password: 'Secret123',
  confirmPassword: 'Secret123',
  ageConfirmed: true,
  termsAccepted: true,
});
const register = async (body: object, ip = '10.0.0.1', headers = en) =>
  app.inject({ method: 'PUT', url: API.register, payload: await seal(body), headers, remoteAddress: ip });

beforeAll(async () => {
  await db.update(registerRules).set({ enabled: false }).where(eq(registerRules.field, 'captcha'));
});

describe('the proof-of-work field', () => {
  it('is required on registration, naming the field in the language asked', async () => {
    const res = await register(account('a1'), freshIp(), bn);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ success: false, code: 'ANTI_BOT_REQUIRED' });
    expect(body.message).toContain(fieldsBn.altcha);
    expect(body.message).toMatch(/অ্যান্টি-বট/);
    expect(body.value.fields[0]).toMatchObject({ field: 'altcha', rule: 'antiBot' });
  });

  it('lets a solved challenge register', async () => {
    const res = await register({ ...account('a2'), altcha: await solved() }, freshIp());
    expect(res.json()).toMatchObject({ success: true });
  });

  it('refuses a solution used once already', async () => {
    const altcha = await solved();
    expect((await register({ ...account('a3'), altcha }, freshIp())).json().success).toBe(true);
    const again = await register({ ...account('a4'), altcha }, freshIp());
    expect(again.json()).toMatchObject({ code: 'ANTI_BOT_INVALID' });
    expect(again.json().message).toBe('The anti-bot check was already used, please try again');
  });

  it('accepts one of a concurrent burst replaying the same solution', async () => {
    const altcha = await solved();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => register({ ...account(`b${i}`), altcha }, freshIp())),
    );
    const codes = answers.map((r) => r.json().code);
    expect(codes.filter((c) => c === 'OK')).toHaveLength(1);
    expect(codes.filter((c) => c === 'ANTI_BOT_INVALID')).toHaveLength(29);
  });

  it('refuses a forged or tampered solution', async () => {
    const altcha = await solved();
    const payload = JSON.parse(Buffer.from(altcha, 'base64').toString());
    payload.solution.derivedKey = '00'.repeat(32);
    const forged = Buffer.from(JSON.stringify(payload)).toString('base64');
    expect((await register({ ...account('c1'), altcha: forged }, freshIp())).json().code).toBe('ANTI_BOT_INVALID');
    expect((await register({ ...account('c2'), altcha: 'not base64 json' }, freshIp())).json().code).toBe(
      'ANTI_BOT_INVALID',
    );
  });

  it('guards SMS code requests, free play and password reset too', async () => {
    const calls = [
      app.inject({
        method: 'POST',
        url: API.smsNoLogin,
        payload: { mobileNum: '01711000001' },
        remoteAddress: freshIp(),
      }),
      app.inject({
        method: 'POST',
        url: API.smsRegister,
        payload: { mobileNum: '01711000002' },
        remoteAddress: freshIp(),
      }),
      app.inject({ method: 'POST', url: API.loginFreePlay, payload: await seal({}), remoteAddress: freshIp() }),
      app.inject({ method: 'POST', url: API.forgotByEmail, payload: { username: 'x', email: 'x@example.com' } }),
      app.inject({
        method: 'POST',
        url: API.resetByPhone,
        payload: await seal({ mobileNum: '01711000001', verificationCode: '123456', newPassword: 'Secret123' }),
      }),
    ];
    for (const res of await Promise.all(calls)) expect(res.json().code).toBe('ANTI_BOT_REQUIRED');
    const play = await app.inject({
      method: 'POST',
      url: API.loginFreePlay,
      payload: await seal({ altcha: await solved() }),
      remoteAddress: freshIp(),
    });
    expect(play.json().success).toBe(true);
  });

  it('is asked of a login only with the captcha, after failures', async () => {
    const ip = freshIp();
    const login = async (body: object) =>
      app.inject({ method: 'POST', url: API.login, payload: await seal(body), headers: en, remoteAddress: ip });
    const wrong = { username: 'nobody1', password: 'Wrong1234' };
    for (let i = 0; i < 3; i++) expect((await login(wrong)).json().code).toBe('LOGIN_FAILED');
    // Past the failures the captcha is asked; the form then shows it with the proof-of-work.
    const asked = (await login(wrong)).json();
    expect(asked).toMatchObject({ code: 'CAPTCHA_REQUIRED', value: { captchaRequired: true } });
    const captcha = async () => {
      const c = await captchaServiceOn(db, clock, 'test-secret').issue();
      return { captchaId: c.captchaId, captcha: c.answer };
    };
    const noPow = (await login({ ...wrong, ...(await captcha()) })).json();
    expect(noPow).toMatchObject({ code: 'ANTI_BOT_REQUIRED', value: { captchaRequired: true } });
    // Both given: the try is counted and checked (the password is wrong).
    const both = (await login({ ...wrong, ...(await captcha()), altcha: await solved() })).json();
    expect(both).toMatchObject({ code: 'LOGIN_FAILED' });
  });
});

describe('registrations per IP per hour (brand setting)', () => {
  it('lets exactly the cap through a concurrent burst, and names the setting', async () => {
    await setCap(4);
    const ip = '10.77.0.1';
    const burst = await Promise.all(
      Array.from({ length: 30 }, async (_, i) => register({ ...account(`cap${i}`), altcha: await solved() }, ip)),
    );
    const codes = burst.map((r) => r.json().code);
    expect(codes.filter((c) => c === 'OK')).toHaveLength(4);
    expect(codes.filter((c) => c === 'REGISTER_IP_CAP')).toHaveLength(26);
    const refused = burst.find((r) => r.json().code === 'REGISTER_IP_CAP');
    expect(refused?.statusCode).toBe(429);
    expect(refused?.json().message).toMatch(/registerPerIpPerHour: at most 4 an hour/);
    const created = await db.execute<{ n: string }>(
      sql`select count(*) n from members where register_ip = ${ip} and account_key like 'robotcap%'`,
    );
    expect(Number(created.rows[0]?.n)).toBe(4);
    // Another address is not affected.
    expect((await register({ ...account('capother'), altcha: await solved() }, '10.77.0.2')).json().success).toBe(true);
  });

  it('does not count a registration that failed', async () => {
    await setCap(1);
    const ip = '10.78.0.1';
    const bad = await register({ ...account('x1'), confirmPassword: 'Other1234', altcha: await solved() }, ip);
    expect(bad.json().code).toBe('VALIDATION');
    expect((await register({ ...account('x2'), altcha: await solved() }, ip)).json().success).toBe(true);
    expect((await register({ ...account('x3'), altcha: await solved() }, ip)).json().code).toBe('REGISTER_IP_CAP');
    await setCap(10);
  });
});
