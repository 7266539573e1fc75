import { API } from '@platform/contracts';
import { describe, expect, it } from 'vitest';
import { accountsKit } from '../../../test/accounts-kit';
import { POOL_WAIT_MS } from './client';

const { app, db, member, seal, en } = await accountsKit();

describe('a starved connection pool', () => {
  it('answers 503 BUSY in the caller’s language after the wait, then serves again once connections free', async () => {
    const pool = db.$client;
    expect(pool.options.connectionTimeoutMillis).toBe(POOL_WAIT_MS);
    await member('busy01');
    const login = await app.inject({
      method: 'POST',
      url: API.login,
      payload: await seal({ username: 'busy01', password: 'Secret123' }),
      headers: en,
    });
    const token = login.json().value.token as string;

    // Every connection taken and kept, as by transactions stuck behind a lock; the test waits 0.3 s, not 15.
    pool.options.connectionTimeoutMillis = 300;
    const held = await Promise.all(Array.from({ length: pool.options.max }, () => pool.connect()));
    try {
      const res = await app.inject({ url: API.balance, headers: { token, 'accept-language': 'bn' } });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        success: false,
        code: 'BUSY',
        message: 'সার্ভিস এই মুহূর্তে ব্যস্ত, একটু পরে আবার চেষ্টা করুন',
      });
    } finally {
      for (const c of held) c.release();
      pool.options.connectionTimeoutMillis = POOL_WAIT_MS;
    }
    const again = await app.inject({ url: API.balance, headers: { token } });
    expect(again.statusCode).toBe(200);
  });
});
