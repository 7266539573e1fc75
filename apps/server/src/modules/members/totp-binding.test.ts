import { API } from '@platform/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountsKit } from '../../../test/accounts-kit';
import { totpAt } from '../../platform/crypto/totp';

const { app, db, seal, en, now, tick } = await accountsKit();

const login = async (remoteAddress = '127.0.0.1') =>
  app.inject({
    method: 'POST',
    url: API.login,
    payload: await seal({ username: 'player01', password: 'Player1234' }),
    headers: en,
    remoteAddress,
  });

describe('binding an authenticator', () => {
  it('shows a secret, binds it on a right code, and then a new IP is verified by that app', async () => {
    const token = (await login()).json().value.token as string;
    const auth = { ...en, token };
    const info = async () => (await app.inject({ url: API.memberInfo, headers: auth })).json().value;
    expect((await info()).totpBound).toBe(false);

    const setup = (await app.inject({ method: 'POST', url: API.totpSetup, headers: auth })).json().value;
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.otpauthUrl).toBe(
      `otpauth://totp/Royal%20Tiger%3Aplayer01?secret=${setup.secret}&issuer=Royal%20Tiger&digits=6&period=30`,
    );

    const wrong = await app.inject({
      method: 'POST',
      url: API.totpConfirm,
      headers: auth,
      payload: { code: '000000' },
    });
    expect(wrong.json()).toMatchObject({ code: 'VERIFICATION_FAILED' });
    expect((await info()).totpBound).toBe(false);
    const bad = await app.inject({ method: 'POST', url: API.totpConfirm, headers: auth, payload: { code: '12ab' } });
    expect(bad.json().value.fields[0]).toMatchObject({ field: 'code' });

    const right = await app.inject({
      method: 'POST',
      url: API.totpConfirm,
      headers: auth,
      payload: { code: totpAt(setup.secret, now()) },
    });
    expect(right.statusCode).toBe(200);
    expect((await info()).totpBound).toBe(true);

    await db.execute(sql`update brands set new_ip_verification = 'totp'`);
    tick(6_000); // past the brand settings cache
    const challenged = await login('10.0.0.77');
    expect(challenged.json()).toMatchObject({ code: 'VERIFICATION_REQUIRED', value: { method: 'totp', hint: '' } });
    const verified = await app.inject({
      method: 'POST',
      url: API.loginVerify,
      payload: await seal({ challengeId: challenged.json().value.challengeId, answer: totpAt(setup.secret, now()) }),
      headers: en,
      remoteAddress: '10.0.0.77',
    });
    expect(verified.statusCode).toBe(200);
  });

  it('is closed to guests and trial accounts', async () => {
    expect((await app.inject({ method: 'POST', url: API.totpSetup, headers: en })).statusCode).toBe(401);
    const trial = await app.inject({
      method: 'POST',
      url: API.loginFreePlay,
      payload: await seal({ platform: 'W' }),
      headers: en,
    });
    const res = await app.inject({
      method: 'POST',
      url: API.totpSetup,
      headers: { ...en, token: trial.json().value.token },
    });
    expect(res.json().code).toBe('TRIAL_FORBIDDEN');
  });
});
