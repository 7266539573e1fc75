import { API } from '@platform/contracts';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { accountsKit } from '../../../test/accounts-kit';
import { brandFlags, registerRules } from '../system/system.tables';
import { members } from './members.tables';

const { app, db, seal, en, lastMessage, codeIn, tick } = await accountsKit();
let ipSeq = 0;
const freshIp = () => `10.2.0.${++ipSeq}`;

const count = async () => Number((await db.execute<{ n: string }>(sql`select count(*) n from members`)).rows[0]?.n);
const requestCode = (mobileNum: string, ip = freshIp()) => {
  tick(2_000);
  return app.inject({ method: 'POST', url: API.smsRegister, payload: { mobileNum }, headers: en, remoteAddress: ip });
};
const codeFor = async (e164: string) => codeIn((await lastMessage(e164))?.body);
const registerMobile = async (body: object, ip = '127.0.0.1') =>
  app.inject({
    method: 'PUT',
    url: API.registerMobile,
    payload: await seal({ ageConfirmed: true, termsAccepted: true, ...body }),
    headers: en,
    remoteAddress: ip,
  });
const byAccount = async (account: string) =>
  (await db.select().from(members).where(eq(members.accountKey, account.toLowerCase())))[0];

beforeAll(async () => {
  await db.update(registerRules).set({ enabled: false }).where(eq(registerRules.field, 'captcha'));
});

describe('registration by mobile number and SMS code', () => {
  it('creates a member named by the national number, who can then log in by SMS', async () => {
    expect((await requestCode('01712345678')).statusCode).toBe(200);
    const code = await codeFor('+8801712345678');
    const res = await registerMobile({ mode: 'mobile', mobileNum: '017-1234-5678', verificationCode: code });
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({ firstTimeLogin: true, requirePasswordChange: false });
    const info = await app.inject({ url: API.memberInfo, headers: { token: res.json().value.token } });
    expect(info.json().value).toMatchObject({ account: '1712345678', mobile: '+880****678', isAgent: false });
    const row = await byAccount('1712345678');
    expect(row).toMatchObject({ mobileNum: '+8801712345678', passwordSet: false, uplineId: null });

    // No password was chosen: password login stays shut, SMS login works.
    tick(2_000);
    await app.inject({ method: 'POST', url: API.smsNoLogin, payload: { mobileNum: '01712345678' } });
    const loginCode = await codeFor('+8801712345678');
    const login = await app.inject({
      method: 'POST',
      url: API.login,
      payload: await seal({ type: 'sms', mobileNum: '1712345678', verificationCode: loginCode }),
      headers: en,
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().value.firstTimeLogin).toBe(false);
  });

  it('refuses a wrong code and stores nothing', async () => {
    await requestCode('01712345679');
    const code = await codeFor('+8801712345679');
    const before = await count();
    const res = await registerMobile({
      mode: 'mobile',
      mobileNum: '01712345679',
      verificationCode: code === '123456' ? '654321' : '123456',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'SMS_CODE_INVALID', message: 'Invalid or missing verification code' });
    const missing = await registerMobile({ mode: 'mobile', mobileNum: '01712345679' });
    expect(missing.json().value.fields).toEqual([
      expect.objectContaining({ field: 'verificationCode', message: 'Invalid or missing verification code' }),
    ]);
    expect(await count()).toBe(before);
    expect(await byAccount('1712345679')).toBeUndefined();
  });

  it('mobilePassword mode: number and password, then password login by the national number', async () => {
    const res = await registerMobile({
      mode: 'mobilePassword',
      mobileNum: '+8801812345670',
      password: 'Secret123',
      confirmPassword: 'Secret123',
    });
    expect(res.statusCode).toBe(200);
    expect(await byAccount('1812345670')).toMatchObject({ passwordSet: true, mobileNum: '+8801812345670' });
    const login = await app.inject({
      method: 'POST',
      url: API.login,
      payload: await seal({ username: '1812345670', password: 'Secret123' }),
      headers: en,
    });
    expect(login.statusCode).toBe(200);
  });

  it('mobilePassword mode checks the password rule and the confirmation, storing nothing', async () => {
    const before = await count();
    const res = await registerMobile({
      mode: 'mobilePassword',
      mobileNum: '01812345671',
      password: 'short',
      confirmPassword: 'other',
    });
    expect(res.statusCode).toBe(400);
    const fields = res
      .json()
      .value.fields.map((f: { field: string }) => f.field)
      .sort();
    expect(fields).toEqual(['confirmPassword', 'password']);
    expect(await count()).toBe(before);
  });

  it('refuses a number already registered, on the mobileNum field', async () => {
    const before = await count();
    const res = await registerMobile({
      mode: 'mobilePassword',
      mobileNum: '01812345670',
      password: 'Secret123',
      confirmPassword: 'Secret123',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().value.fields[0]).toMatchObject({
      field: 'mobileNum',
      rule: 'unique',
      message: 'This mobile number is already registered',
    });
    expect(await count()).toBe(before);
  });

  it('the register SMS endpoint refuses a registered number and sends nothing', async () => {
    const res = await requestCode('01700000002');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'MOBILE_TAKEN', message: 'This mobile number is already registered' });
    expect(res.json().value.fields[0]).toMatchObject({ field: 'mobileNum' });
    expect(await codeFor('+8801700000002')).toBeUndefined();
  });
});

describe('invitation (affiliate) codes', () => {
  it('checks a code whatever its case', async () => {
    const res = await app.inject({ url: `${API.affiliateCheck}?affiliateCode=rt2026`, headers: en });
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toEqual({ affiliateCode: 'RT2026', valid: true });
  });

  it('answers an unknown code with the invitation-code error', async () => {
    const res = await app.inject({ url: `${API.affiliateCheck}?affiliateCode=NOPE99`, headers: en });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'AFFILIATE_INVALID', message: 'Invalid invitation code' });
  });

  it('registering with an unknown code stores nothing', async () => {
    const before = await count();
    const res = await registerMobile({
      mode: 'mobilePassword',
      mobileNum: '01812345672',
      password: 'Secret123',
      confirmPassword: 'Secret123',
      affiliateCode: 'NOPE99',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'AFFILIATE_INVALID', message: 'Invalid invitation code' });
    expect(res.json().value.fields[0]).toMatchObject({ field: 'affiliateCode', message: 'Invalid invitation code' });
    expect(await count()).toBe(before);
  });

  it('puts a member registered with RT2026 under agent01 and records the referral code', async () => {
    const agent = await byAccount('agent01');
    const res = await registerMobile({
      mode: 'mobilePassword',
      mobileNum: '01812345673',
      password: 'Secret123',
      confirmPassword: 'Secret123',
      affiliateCode: 'rt2026',
      referralCode: 'FRIEND7',
    });
    expect(res.statusCode).toBe(200);
    expect(await byAccount('1812345673')).toMatchObject({
      uplineId: agent?.id,
      affiliateCode: 'RT2026',
      referralCode: 'FRIEND7',
    });
  });

  it('registration by username takes the invitation code too', async () => {
    const agent = await byAccount('agent01');
    const res = await app.inject({
      method: 'PUT',
      url: API.register,
      payload: await seal({
        username: 'Invited2026',
        password: 'Secret123',
        confirmPassword: 'Secret123',
        ageConfirmed: true,
        termsAccepted: true,
        affiliateCode: 'RT2026',
      }),
      headers: en,
    });
    expect(res.statusCode).toBe(200);
    expect((await byAccount('invited2026'))?.uplineId).toBe(agent?.id);
  });
});

describe('REGMOBVERF3: username registration proves a mobile number', () => {
  it('asks for the number and its code, then stores both', async () => {
    await db.update(brandFlags).set({ enabled: true }).where(eq(brandFlags.flag, 'REGMOBVERF3'));
    const body = {
      username: 'Verified2026',
      password: 'Secret123',
      confirmPassword: 'Secret123',
      ageConfirmed: true,
      termsAccepted: true,
    };
    const put = async (extra: object) =>
      app.inject({ method: 'PUT', url: API.register, payload: await seal({ ...body, ...extra }), headers: en });
    const before = await count();
    const none = await put({});
    expect(none.statusCode).toBe(400);
    expect(
      none
        .json()
        .value.fields.map((f: { field: string }) => f.field)
        .sort(),
    ).toEqual(['mobileNum', 'verificationCode']);
    await requestCode('01912345670');
    const code = await codeFor('+8801912345670');
    const wrong = await put({ mobileNum: '01912345670', verificationCode: code === '123456' ? '654321' : '123456' });
    expect(wrong.json().code).toBe('SMS_CODE_INVALID');
    expect(await count()).toBe(before);
    const ok = await put({ mobileNum: '01912345670', verificationCode: code });
    expect(ok.statusCode).toBe(200);
    expect(await byAccount('verified2026')).toMatchObject({ mobileNum: '+8801912345670' });
    await db.update(brandFlags).set({ enabled: false }).where(eq(brandFlags.flag, 'REGMOBVERF3'));
  });
});

/** What the register form's username tab draws since b54cc69 (contracts register-form.ts): the brand's mobile rule. */
describe('a mobile number on the username tab, by the brand’s rule (no SMS code)', () => {
  const body = {
    password: 'Secret123',
    confirmPassword: 'Secret123',
    ageConfirmed: true,
    termsAccepted: true,
  };
  const put = async (extra: object) =>
    app.inject({ method: 'PUT', url: API.register, payload: await seal({ ...body, ...extra }), headers: en });
  const mobileRule = (enabled: boolean, required: boolean) =>
    db.update(registerRules).set({ enabled, required }).where(eq(registerRules.field, 'mobileNum'));

  it('shown but optional: left out registers without one, typed is stored, a bad one is named', async () => {
    await mobileRule(true, false);
    expect((await put({ username: 'NoPhone2026' })).statusCode).toBe(200);
    expect((await byAccount('nophone2026'))?.mobileNum).toBeNull();
    const bad = await put({ username: 'BadPhone2026', mobileNum: '12' });
    expect(bad.json().value.fields.map((f: { field: string }) => f.field)).toEqual(['mobileNum']);
    expect(await byAccount('badphone2026')).toBeUndefined();
    expect((await put({ username: 'WithPhone2026', mobileNum: '01812345671' })).statusCode).toBe(200);
    expect((await byAccount('withphone2026'))?.mobileNum).toBe('+8801812345671');
  });

  it('required by the rule: refused without one, naming it', async () => {
    await mobileRule(true, true);
    const none = await put({ username: 'MustPhone2026' });
    expect(none.statusCode).toBe(400);
    expect(none.json().value.fields.map((f: { field: string }) => f.field)).toEqual(['mobileNum']);
    expect(await byAccount('mustphone2026')).toBeUndefined();
    await mobileRule(true, false);
  });
});
