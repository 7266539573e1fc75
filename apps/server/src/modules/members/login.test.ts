import { API } from '@platform/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountsKit } from '../../../test/accounts-kit';
import { captchaServiceOn } from '../captcha/captcha.service';
import { brandFlags } from '../system/system.tables';
import { members } from './members.tables';
import { hashPassword } from './password';
import { loginFailures } from './security.tables';

const { app, db, seal, en, member, lastMessage, codeIn, now, tick } = await accountsKit();
let ipSeq = 0;
const freshIp = () => `10.3.0.${++ipSeq}`;
const captcha = () => captchaServiceOn(db, now, 'test-secret').issue();

const login = async (body: object, ip = '127.0.0.1') =>
  app.inject({ method: 'POST', url: API.login, payload: await seal(body), headers: en, remoteAddress: ip });
const byAccount = async (account: string) =>
  (await db.select().from(members).where(eq(members.accountKey, account.toLowerCase())))[0];
const smsCode = async (mobileNum: string, ip: string) => {
  tick(2_000);
  const res = await app.inject({ method: 'POST', url: API.smsNoLogin, payload: { mobileNum }, remoteAddress: ip });
  expect(res.statusCode).toBe(200);
  return codeIn((await lastMessage(`+880${mobileNum.replace(/^0/, '')}`))?.body);
};

describe('SMS login', () => {
  it('logs player01 in by number and code, from any IP, without a password change', async () => {
    const ip = freshIp();
    const code = await smsCode('01700000002', ip);
    const res = await login({ type: 'sms', mobileNum: '01700000002', verificationCode: code }, ip);
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({ firstTimeLogin: true, requirePasswordChange: false });
    const info = await app.inject({ url: API.memberInfo, headers: { token: res.json().value.token } });
    expect(info.json().value.account).toBe('player01');
  });

  it('never asks for a password change, even with an expired default password', async () => {
    const m = await member('smsonly1', {
      mobileNum: '+8801711100001',
      passwordHash: await hashPassword('Reset1234'),
      passwordChangedAt: new Date(now().getTime() - 400 * 86_400_000),
    });
    const ip = freshIp();
    const code = await smsCode('01711100001', ip);
    const res = await login({ type: 'sms', mobileNum: '+8801711100001', verificationCode: code }, ip);
    expect(res.json().value.requirePasswordChange).toBe(false);
    expect(m.account).toBe('smsonly1');
  });

  it('is refused when the brand turns SMS login off', async () => {
    await db.update(brandFlags).set({ enabled: false }).where(eq(brandFlags.flag, 'verificationCodeLogin'));
    const res = await login({ type: 'sms', mobileNum: '01700000002', verificationCode: '123456' });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FEATURE_DISABLED');
    await db.update(brandFlags).set({ enabled: true }).where(eq(brandFlags.flag, 'verificationCodeLogin'));
  });
});

describe('failed logins', () => {
  it('asks for a captcha after 3 failures, then lets the right password in with it', async () => {
    await member('captcha01');
    const ip = freshIp();
    const wrong = { username: 'captcha01', password: 'Wrong1234' };
    const f1 = await login(wrong, ip);
    expect(f1.statusCode).toBe(401);
    expect(f1.json()).toMatchObject({ code: 'LOGIN_FAILED', value: { captchaRequired: false } });
    expect((await login(wrong, ip)).json().value.captchaRequired).toBe(false);
    const f3 = await login(wrong, ip);
    expect(f3.json()).toMatchObject({ code: 'LOGIN_FAILED', value: { captchaRequired: true } });
    const noCaptcha = await login({ username: 'captcha01', password: 'Secret123' }, ip);
    expect(noCaptcha.statusCode).toBe(400);
    expect(noCaptcha.json()).toMatchObject({
      code: 'CAPTCHA_REQUIRED',
      message: 'Please enter the captcha',
      value: { captchaRequired: true },
    });
    const bad = await login(
      { username: 'captcha01', password: 'Secret123', captchaId: (await captcha()).captchaId, captcha: 'QQQQQ' },
      ip,
    );
    expect(bad.json().code).toBe('CAPTCHA_INVALID');
    const c = await captcha();
    const ok = await login(
      { username: 'captcha01', password: 'Secret123', captchaId: c.captchaId, captcha: c.answer },
      ip,
    );
    expect(ok.statusCode).toBe(200);
    // The account's failures are cleared; from a clean IP no captcha is asked.
    expect((await login({ username: 'captcha01', password: 'Secret123' }, freshIp())).statusCode).toBe(200);
  });

  it('counts failures of one IP across accounts', async () => {
    const ip = freshIp();
    for (const u of ['nobody1', 'nobody2', 'nobody3']) await login({ username: u, password: 'Wrong1234' }, ip);
    await member('ipcheck01');
    const res = await login({ username: 'ipcheck01', password: 'Secret123' }, ip);
    expect(res.json().code).toBe('CAPTCHA_REQUIRED');
  });

  it('locks an IP after 30 failures, whatever the accounts', async () => {
    const ip = freshIp();
    for (let i = 0; i < 30; i++) {
      const c = await captcha();
      await login({ username: `spray${i}`, password: 'Wrong1234', captchaId: c.captchaId, captcha: c.answer }, ip);
    }
    await member('sprayed01');
    const c = await captcha();
    const res = await login(
      { username: 'sprayed01', password: 'Secret123', captchaId: c.captchaId, captcha: c.answer },
      ip,
    );
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('LOGIN_LOCKED');
    expect((await login({ username: 'sprayed01', password: 'Secret123' }, freshIp())).statusCode).toBe(200);
  });

  it('locks an account after 10 failures for 15 minutes, right password or not', async () => {
    await member('locked01');
    const ip = freshIp();
    for (let i = 0; i < 10; i++) {
      const c = await captcha();
      const res = await login(
        { username: 'locked01', password: 'Wrong1234', captchaId: c.captchaId, captcha: c.answer },
        ip,
      );
      expect(res.json().code).toBe('LOGIN_FAILED');
    }
    const c = await captcha();
    const locked = await login(
      { username: 'LOCKED01', password: 'Secret123', captchaId: c.captchaId, captcha: c.answer },
      freshIp(),
    );
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({
      code: 'LOGIN_LOCKED',
      message: 'Too many failed logins, please retry after 15 minutes',
    });
    tick(10 * 60_000);
    expect((await login({ username: 'locked01', password: 'Secret123' }, freshIp())).json().message).toBe(
      'Too many failed logins, please retry after 5 minutes',
    );
    tick(5 * 60_000 + 1_000);
    const open = await login({ username: 'locked01', password: 'Secret123' }, freshIp());
    expect(open.statusCode).toBe(200);
  });
});

describe('who may log in where', () => {
  it('refuses an operator account (type 99)', async () => {
    await member('operator01', { type: 99 });
    const res = await login({ username: 'operator01', password: 'Secret123' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'NOT_MEMBER', message: 'Non-member account unable to login' });
  });

  it('refuses an operator account by SMS too', async () => {
    await member('operator02', { type: 99, mobileNum: '+8801711100099' });
    const ip = freshIp();
    const code = await smsCode('01711100099', ip);
    const res = await login({ type: 'sms', mobileNum: '01711100099', verificationCode: code }, ip);
    expect(res.json().code).toBe('NOT_MEMBER');
  });

  it('lets agents, not players, in on the agent page', async () => {
    // The seed makes loopback a known IP of the demo accounts.
    const player = await login({ username: 'player01', password: 'Player1234', agentLogin: true });
    expect(player.statusCode).toBe(403);
    expect(player.json()).toMatchObject({ code: 'NOT_AGENT', message: 'Non-agents cannot login' });
    const agent = await login({ username: 'agent01', password: 'Agent1234', agentLogin: true });
    expect(agent.statusCode).toBe(200);
    const info = await app.inject({ url: API.memberInfo, headers: { token: agent.json().value.token } });
    expect(info.json().value).toMatchObject({ account: 'agent01', isAgent: true });
    expect(info.json().value.id).toBe((await byAccount('agent01'))?.id);
    expect((await login({ username: 'player01', password: 'Player1234' })).statusCode).toBe(200);
  });
});

describe('forced password change', () => {
  it('asks for a change after a login with the brand default password', async () => {
    await member('default01', { passwordHash: await hashPassword('Reset1234') });
    const res = await login({ username: 'default01', password: 'Reset1234' });
    expect(res.statusCode).toBe(200);
    expect(res.json().value.requirePasswordChange).toBe(true);
  });

  it('asks for a change when the password is older than 180 days, not before', async () => {
    await member('aged01', { passwordChangedAt: new Date(now().getTime() - 179 * 86_400_000) });
    expect((await login({ username: 'aged01', password: 'Secret123' })).json().value.requirePasswordChange).toBe(false);
    tick(2 * 86_400_000);
    expect((await login({ username: 'aged01', password: 'Secret123' })).json().value.requirePasswordChange).toBe(true);
  });

  it('does not ask when the brand turns forcedPasswordChange off', async () => {
    await db.update(brandFlags).set({ enabled: false }).where(eq(brandFlags.flag, 'forcedPasswordChange'));
    const res = await login({ username: 'default01', password: 'Reset1234' });
    expect(res.json().value.requirePasswordChange).toBe(false);
    await db.update(brandFlags).set({ enabled: true }).where(eq(brandFlags.flag, 'forcedPasswordChange'));
  });
});

describe('one session per member', () => {
  it('ends the older session at a new login when the brand turns singleSession on, and not otherwise', async () => {
    await member('single01', { passwordHash: await hashPassword('Single1234') });
    const tokenOf = async () => (await login({ username: 'single01', password: 'Single1234' })).json().value.token;
    const alive = async (token: string) => (await app.inject({ url: API.memberInfo, headers: { token } })).statusCode;
    const first = await tokenOf();
    const second = await tokenOf();
    expect([await alive(first), await alive(second)]).toEqual([200, 200]);

    await db
      .insert(brandFlags)
      .values({ brandId: 1, flag: 'singleSession', enabled: true })
      .onConflictDoUpdate({
        target: [brandFlags.brandId, brandFlags.flag],
        set: { enabled: true },
      });
    try {
      const third = await tokenOf();
      expect([await alive(first), await alive(second), await alive(third)]).toEqual([401, 401, 200]);
    } finally {
      await db.update(brandFlags).set({ enabled: false }).where(eq(brandFlags.flag, 'singleSession'));
    }
  });
});

describe('bursts of logins sent at once', () => {
  const codes = (res: { json: () => { code: string } }[]) => res.map((r) => r.json().code);
  const withCaptchas = async (bodies: { username: string; password: string }[]) => {
    const cs = await Promise.all(bodies.map(() => captcha()));
    return bodies.map((b, i) => ({ ...b, captchaId: cs[i]?.captchaId, captcha: cs[i]?.answer }));
  };
  const failuresOf = async (scope: 'account' | 'ip', key: string) =>
    (await db.select().from(loginFailures).where(eq(loginFailures.key, key))).filter((r) => r.scope === scope).length;

  it('asks for the captcha from the 4th of 30 tries without one, the right password sent last included', async () => {
    await member('burstcap01');
    const ip = freshIp();
    const passwords = [...Array.from({ length: 29 }, () => 'Wrong1234'), 'Secret123'];
    const res = await Promise.all(passwords.map((password) => login({ username: 'burstcap01', password }, ip)));
    const got = codes(res);
    expect(got.filter((c) => c === 'LOGIN_FAILED')).toHaveLength(3);
    expect(got.filter((c) => c === 'CAPTCHA_REQUIRED')).toHaveLength(27);
    expect(got[29]).toBe('CAPTCHA_REQUIRED');
  });

  it('locks an account after the 10th of 30 tries with captchas, each from its own IP; the right one last is refused', async () => {
    await member('burstacc01');
    const passwords = [...Array.from({ length: 29 }, () => 'Wrong1234'), 'Secret123'];
    const bodies = await withCaptchas(passwords.map((password) => ({ username: 'burstacc01', password })));
    const res = await Promise.all(bodies.map((b) => login(b, freshIp())));
    const got = codes(res);
    expect(got.filter((c) => c === 'LOGIN_FAILED')).toHaveLength(10);
    expect(got.filter((c) => c === 'LOGIN_LOCKED')).toHaveLength(20);
    expect(res[29]?.statusCode).toBe(429);
    expect(await failuresOf('account', 'burstacc01')).toBe(10);
    const again = await login({ username: 'burstacc01', password: 'Secret123' }, freshIp());
    expect(again.json()).toMatchObject({ code: 'LOGIN_LOCKED', message: expect.stringContaining('15 minutes') });
  });

  it('locks an IP after the 30th of 40 tries with captchas across accounts; the right one last is refused', async () => {
    // 40, not 30: the IP limit is 30 tries, so a burst of 30 may all be checked.
    await member('burstip01');
    const ip = freshIp();
    const bodies = await withCaptchas([
      ...Array.from({ length: 39 }, (_, i) => ({ username: `burstspray${i}`, password: 'Wrong1234' })),
      { username: 'burstip01', password: 'Secret123' },
    ]);
    const res = await Promise.all(bodies.map((b) => login(b, ip)));
    const got = codes(res);
    expect(got.filter((c) => c === 'LOGIN_FAILED')).toHaveLength(30);
    expect(got.filter((c) => c === 'LOGIN_LOCKED')).toHaveLength(10);
    expect(res[39]?.statusCode).toBe(429);
    expect(await failuresOf('ip', ip)).toBe(30);
    expect((await login({ username: 'burstip01', password: 'Secret123' }, ip)).json().code).toBe('LOGIN_LOCKED');
    expect((await login({ username: 'burstip01', password: 'Secret123' }, freshIp())).statusCode).toBe(200);
  });

  it('a right password takes back its own try: 12 logins in a row from one IP leave nothing counted', async () => {
    await member('burstok01');
    const ip = freshIp();
    for (let i = 0; i < 12; i++)
      expect((await login({ username: 'burstok01', password: 'Secret123' }, ip)).statusCode).toBe(200);
    expect(await failuresOf('ip', ip)).toBe(0);
    expect(await failuresOf('account', 'burstok01')).toBe(0);
  });
});
