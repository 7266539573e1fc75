import { API } from '@platform/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { depositsKit } from '../deposits/deposits.kit';

const k = await depositsKit();
const HOUR = 3_600_000;

const setLimit = (token: string, amount: string, period = 'day') =>
  k.app.inject({ method: 'PUT', url: API.rgLimits, headers: { token }, payload: { kind: 'deposit', period, amount } });
const viaGateway = (token: string, amount: string, lang = 'en') =>
  k.app.inject({
    method: 'POST',
    url: API.deposit,
    headers: { token, host: k.host, 'accept-language': lang, 'idempotency-key': k.key() },
    payload: { channel: 'BKASH', amount },
  });
let n = 0;
const login = async (account: string) =>
  (
    await k.app.inject({
      method: 'POST',
      url: API.login,
      payload: await k.seal({ username: account, password: 'Secret123' }),
    })
  ).json().value.token as string;
const newMember = async () => {
  const account = `rgd${Date.now() % 100_000}${n++}`;
  const m = await k.member(account);
  return { id: m.id, account, token: await login(account) };
};
const rows = (memberId: number) => k.count('deposits', sql`member_id = ${memberId}`);
const sandboxPayments = () => k.count('sandbox_payments');

describe('deposit limits, checked before the gateway', () => {
  // 300.00, not a multiple of the pool's 5 connections: without the lock, a whole first wave would pass.
  it('a burst of 30 concurrent deposits of 100.00 against a 300.00 limit: exactly 3 accepted', async () => {
    const m = await newMember();
    expect((await setLimit(m.token, '300')).statusCode).toBe(200);
    const before = await sandboxPayments();
    const answers = await Promise.all(Array.from({ length: 30 }, () => viaGateway(m.token, '100')));
    const codes = answers.map((a) => a.json().code);
    expect(codes.filter((c) => c === 'OK')).toHaveLength(3);
    expect(codes.filter((c) => c === 'RG_DEPOSIT_LIMIT')).toHaveLength(27);
    expect(await rows(m.id)).toBe(3);
    // Refused deposits never reached the payment provider.
    expect((await sandboxPayments()) - before).toBe(3);
    const refused = answers.find((a) => a.json().code === 'RG_DEPOSIT_LIMIT')?.json();
    expect(refused).toMatchObject({ value: { period: 'day', limit: '300.00', used: '300.00' } });
    expect(refused.message).toBe(
      'This deposit would pass your deposit limit of 300.00 per 24 hours (300.00 already deposited)',
    );
  });

  it('30 changes of the deposit limit at once, then deposits meet the value in force: the lowest asked', async () => {
    const m = await newMember();
    expect((await setLimit(m.token, '500')).statusCode).toBe(200);
    const asks = ['200', '300', '800', '500', null];
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => {
        const a = asks[i % asks.length] as string | null;
        return a === null
          ? k.app.inject({
              method: 'DELETE',
              url: API.rgLimit.replace(':kind', 'deposit').replace(':period', 'day'),
              headers: { token: m.token },
            })
          : setLimit(m.token, a);
      }),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(30).fill(200));
    const s = (await k.app.inject({ url: API.rgState, headers: { token: m.token } })).json().value;
    const day = s.limits.find((l: { kind: string; period: string }) => l.kind === 'deposit' && l.period === 'day');
    expect(day.amount).toBe('200.00');
    // What waits (if anything) is a raise or the removal asked, never in force yet.
    if (day.pending) expect([null, '300.00', '500.00', '800.00']).toContain(day.pending.amount);
    expect((await viaGateway(m.token, '100')).json().code).toBe('OK');
    expect((await viaGateway(m.token, '100')).json().code).toBe('OK');
    expect((await viaGateway(m.token, '100')).json()).toMatchObject({
      code: 'RG_DEPOSIT_LIMIT',
      value: { period: 'day', limit: '200.00', used: '200.00' },
    });
  });

  it('counts pending and credited deposits, not rejected ones; the window rolls', async () => {
    const m = await newMember();
    await setLimit(m.token, '1000', 'week');
    const a = (await viaGateway(m.token, '600')).json().value;
    const bn = await viaGateway(m.token, '500', 'bn');
    expect(bn.json()).toMatchObject({ code: 'RG_DEPOSIT_LIMIT', value: { period: 'week', used: '600.00' } });
    expect(bn.json().message).toContain('7 দিন');
    // The pending one is rejected by an operator: it no longer counts.
    await k.db.execute(sql`update deposits set status = 'failed' where id = ${a.id}`);
    expect((await viaGateway(m.token, '1000')).json().code).toBe('OK');
    expect((await viaGateway(m.token, '100')).json().code).toBe('RG_DEPOSIT_LIMIT');
    k.tick(7 * 24 * HOUR + 1);
    expect((await viaGateway(await login(m.account), '1000')).json().code).toBe('OK');
  });

  it('the screen shows what was deposited in each window', async () => {
    const m = await newMember();
    await viaGateway(m.token, '250');
    const s = (await k.app.inject({ url: API.rgState, headers: { token: m.token } })).json().value;
    const used = s.limits.filter((l: { kind: string }) => l.kind === 'deposit').map((l: { used: string }) => l.used);
    expect(used).toEqual(['250.00', '250.00', '250.00']);
  });
});
