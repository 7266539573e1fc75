import { IDEMPOTENCY_HEADER, ROUTES } from '@platform/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, call } from './client';

type Sent = { url: string; method: string; headers: Record<string, string>; body?: string };
let sent: Sent[] = [];
let answer: { status: number; body: unknown };

// The network boundary: what the client sends is recorded, and the server's answer is given per test.
beforeEach(() => {
  sent = [];
  vi.stubGlobal('sessionStorage', { getItem: () => 'tok-1' });
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    sent.push({
      url,
      method: init.method ?? 'GET',
      headers: init.headers as Record<string, string>,
      body: init.body as string | undefined,
    });
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  });
});
afterEach(() => vi.unstubAllGlobals());

const ok = (value: unknown) => ({ status: 200, body: { success: true, value, message: 'OK', code: 'OK' } });

const withdrawal = {
  id: 7,
  orderNo: 'W7',
  amount: '100.00',
  currency: 'BDT',
  status: 'cancelled',
};

describe('call(route, input)', () => {
  it('takes method and path from the route, fills path params, sends the key and the session', async () => {
    answer = ok(null);
    await call(ROUTES.payoutAccount, { params: { id: 42 } });
    expect(sent[0]).toMatchObject({ url: '/wps/member/payout-accounts/42', method: 'DELETE' });
    expect(sent[0]?.headers.token).toBe('tok-1');

    answer = ok({ list: [], pageNo: 1, pageSize: 10, total: 0 });
    await call(ROUTES.depositRecords, { query: { range: '7d', pageNo: 2, status: undefined } });
    expect(sent[1]?.url).toBe('/wps/v2/deposit/records?range=7d&pageNo=2');

    answer = ok({ balance: '1.00', currency: 'BDT', isDemo: false });
    await call(ROUTES.walletRecallAll, { key: 'wal-1' }).catch(() => undefined);
    expect(sent[2]?.headers[IDEMPOTENCY_HEADER]).toBe('wal-1');
    expect(sent[2]?.method).toBe('POST');
  });

  it('refuses, in tests and development, an answer that does not match the route’s schema', async () => {
    answer = ok({ ...withdrawal, amount: 100 });
    await expect(call(ROUTES.withdrawCancel, { params: { id: 7 }, key: 'k' })).rejects.toThrow(
      /withdraw\/:id\/cancel: the answer does not match its schema/,
    );
  });

  it('turns an error envelope into ApiError with its fields', async () => {
    answer = {
      status: 400,
      body: {
        success: false,
        value: { fields: [{ field: 'amount', rule: 'min', message: 'Too small' }] },
        message: 'Check the form',
        code: 'VALIDATION',
      },
    };
    const err = await call(ROUTES.rgTimeout, { body: { duration: '24h' } }).catch((e) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ code: 'VALIDATION', status: 400, byField: { amount: 'Too small' } });
  });
});
