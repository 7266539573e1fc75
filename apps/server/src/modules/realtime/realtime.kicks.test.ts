import { API, REALTIME_CLOSE } from '@platform/contracts';
import { describe, expect, it } from 'vitest';
import { realtimeKit, sleep } from './realtime.kit';

const { app, seal, member, connect, track, login } = await realtimeKit();

describe('kicked sockets', () => {
  it('a password change kicks the other sessions of the member, not the one that changed it', async () => {
    const m = await member('rtcarol');
    const here = await login('rtcarol');
    const there = await login('rtcarol');
    const mine = await track(connect('one', here));
    const other = await track(connect('two', there));
    const res = await app.inject({
      method: 'POST',
      url: API.changePassword,
      payload: await seal({ oldPassword: 'Secret123', newPassword: 'Newpass123', confirmNewPassword: 'Newpass123' }),
      headers: { token: here, 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(200);
    await expect(other.next('kicked')).resolves.toEqual({ type: 'kicked', reason: 'password_changed' });
    expect(await other.closed).toBe(REALTIME_CLOSE.kicked);
    await sleep(200);
    expect(mine.of('kicked')).toHaveLength(0);
    expect(m.id).toBeGreaterThan(0);
  });

  it('a logout kicks the other tabs holding the same session', async () => {
    await member('rtdave');
    const token = await login('rtdave');
    const tab = await track(connect('two', token));
    await app.inject({ method: 'DELETE', url: API.logout, headers: { token } });
    await expect(tab.next('kicked')).resolves.toEqual({ type: 'kicked', reason: 'logout_elsewhere' });
    expect(await tab.closed).toBe(REALTIME_CLOSE.kicked);
  });
});

describe('a time-out ends every session', () => {
  it('kicks every socket of the member with excluded, after the block is written', async () => {
    await member('rterin');
    const one = await login('rterin');
    const two = await login('rterin');
    const a = await track(connect('one', one));
    const b = await track(connect('two', two));
    const res = await app.inject({
      method: 'POST',
      url: API.rgTimeout,
      payload: { duration: '24h' },
      headers: { token: one, 'accept-language': 'en' },
    });
    expect(res.statusCode, res.body).toBe(200);
    await expect(a.next('kicked')).resolves.toEqual({ type: 'kicked', reason: 'excluded' });
    await expect(b.next('kicked')).resolves.toEqual({ type: 'kicked', reason: 'excluded' });
    expect(await b.closed).toBe(REALTIME_CLOSE.kicked);
  });
});
