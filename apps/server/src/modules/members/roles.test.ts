import { API } from '@platform/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountsKit } from '../../../test/accounts-kit';
import { brandFlags } from '../system/system.tables';
import { members } from './members.tables';
import { hashPassword } from './password';
import { memberIps } from './security.tables';

const { app, db, seal, en, brandId, now, tick } = await accountsKit();

const freePlay = async (remoteAddress = '127.0.0.1') =>
  app.inject({ method: 'POST', url: API.loginFreePlay, payload: await seal({}), headers: en, remoteAddress });
const trials = async () =>
  Number((await db.execute<{ n: string }>(sql`select count(*) n from members where type = 4`)).rows[0]?.n);
const realMember = async () => {
  const [m] = await db
    .insert(members)
    .values({
      brandId,
      account: 'real01',
      accountKey: 'real01',
      passwordHash: await hashPassword('Secret123'),
      language: 'en',
    })
    .returning();
  await db
    .insert(memberIps)
    .values({ memberId: m?.id as number, ip: '127.0.0.1', firstSeenAt: now(), lastSeenAt: now() });
  const res = await app.inject({
    method: 'POST',
    url: API.login,
    payload: await seal({ username: 'real01', password: 'Secret123' }),
    headers: en,
  });
  return res.json().value.token as string;
};

describe('free play', () => {
  it('creates a trial account (type 4) with 2000.00 of demo credit', async () => {
    const res = await freePlay();
    expect(res.statusCode).toBe(200);
    const { token, requirePasswordChange } = res.json().value;
    expect(requirePasswordChange).toBe(false);
    const info = await app.inject({ url: API.memberInfo, headers: { token } });
    expect(info.json().value).toMatchObject({ type: 4, isTrial: true, isAgent: false, currency: 'BDT' });
    expect(info.json().value.account).toMatch(/^trial\d{6}$/);
    const balance = await app.inject({ url: API.balance, headers: { token } });
    expect(balance.json().value).toEqual({ balance: '2000.00', currency: 'BDT', isDemo: true });
  });

  it('gives every guest a different account', async () => {
    const a = (await freePlay()).json().value.token;
    const b = (await freePlay()).json().value.token;
    const account = async (token: string) =>
      (await app.inject({ url: API.memberInfo, headers: { token } })).json().value.account;
    expect(await account(a)).not.toBe(await account(b));
  });

  it('refuses a trial token where a real account is needed', async () => {
    const { token } = (await freePlay()).json().value;
    const res = await app.inject({
      method: 'POST',
      url: API.changePassword,
      payload: await seal({ oldPassword: 'x', newPassword: 'Secret123', confirmNewPassword: 'Secret123' }),
      headers: { ...en, token },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'TRIAL_FORBIDDEN',
      message: 'Please register a real account to use this feature',
    });
  });

  it('is refused when the brand turns free play off, creating nothing', async () => {
    const before = await trials();
    await db
      .update(brandFlags)
      .set({ enabled: false })
      .where(and(eq(brandFlags.brandId, brandId), eq(brandFlags.flag, 'freePlay')));
    const res = await freePlay();
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'FEATURE_DISABLED',
      message: 'Function not enabled, please contact customer service',
    });
    expect(await trials()).toBe(before);
    await db
      .update(brandFlags)
      .set({ enabled: true })
      .where(and(eq(brandFlags.brandId, brandId), eq(brandFlags.flag, 'freePlay')));
  });

  it('allows 20 trial accounts per IP an hour; the 21st waits', async () => {
    const ip = '10.6.0.1';
    for (let i = 0; i < 20; i++) expect((await freePlay(ip)).statusCode).toBe(200);
    const before = await trials();
    const res = await freePlay(ip);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: 'Too many requests, please retry after 60 minutes',
    });
    expect(await trials()).toBe(before);
    expect((await freePlay('10.6.0.2')).statusCode).toBe(200);
    tick(3_600_000 + 1_000);
    expect((await freePlay(ip)).statusCode).toBe(200);
  });

  it('a burst of 30 free plays from one IP at once: exactly 20 trial accounts', async () => {
    const ip = '10.6.0.9';
    const res = await Promise.all(Array.from({ length: 30 }, () => freePlay(ip)));
    expect(res.filter((r) => r.statusCode === 200)).toHaveLength(20);
    expect(res.filter((r) => r.json().code === 'TOO_MANY_REQUESTS')).toHaveLength(10);
    const made = await db.execute<{ n: number }>(
      sql`select count(*)::int n from members where type = 4 and register_ip = ${ip}`,
    );
    expect(made.rows[0]?.n).toBe(20);
  });
});

describe('guests and members', () => {
  it.each([
    ['GET', API.memberInfo],
    ['GET', API.memberIcon],
    ['GET', API.balance],
    ['PUT', API.memberLanguage],
    ['DELETE', API.logout],
  ] as const)('a guest gets 401 on %s %s', async (method, url) => {
    const res = await app.inject({
      method,
      url,
      headers: en,
      ...(method === 'PUT' ? { payload: { language: 'bn' } } : {}),
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({
      success: false,
      code: 'NOT_LOGGED_IN',
      message: 'You are not logged in, please login',
    });
  });

  it('a made-up token is a guest too', async () => {
    const res = await app.inject({ url: API.memberInfo, headers: { ...en, token: 'x'.repeat(43) } });
    expect(res.statusCode).toBe(401);
  });

  it('a real member sees a zero balance that is not a demo', async () => {
    const token = await realMember();
    const res = await app.inject({ url: API.balance, headers: { token } });
    expect(res.json().value).toEqual({ balance: '0.00', currency: 'BDT', isDemo: false });
  });

  it('saves the interface language, shown in member info', async () => {
    const { token } = (await freePlay('10.6.0.3')).json().value;
    const info = async () => (await app.inject({ url: API.memberInfo, headers: { token } })).json().value.language;
    expect(await info()).toBe('en');
    const res = await app.inject({
      method: 'PUT',
      url: API.memberLanguage,
      payload: { language: 'bn' },
      headers: { token },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, value: null });
    expect(await info()).toBe('bn');
    const bad = await app.inject({
      method: 'PUT',
      url: API.memberLanguage,
      payload: { language: 'xx' },
      headers: { ...en, token },
    });
    expect(bad.statusCode).toBe(400);
    expect(await info()).toBe('bn');
  });

  it('answers an avatar URL, the same one every time', async () => {
    const { token } = (await freePlay('10.6.0.4')).json().value;
    const icon = async () => (await app.inject({ url: API.memberIcon, headers: { token } })).json().value.iconUrl;
    const first = await icon();
    expect(first).toMatch(/^\/static\/avatar\/avatar-[1-6]\.svg$/);
    expect(await icon()).toBe(first);
  });
});
