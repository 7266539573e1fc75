import { beforeAll, describe, expect, it } from 'vitest';
import { withdrawKit } from '../../../test/withdraw-kit';

let k: Awaited<ReturnType<typeof withdrawKit>>;
beforeAll(async () => {
  k = await withdrawKit();
});

describe('withdrawal money rules', () => {
  it.each([
    ['-1', -1],
    ['0', 0],
    ['NaN', Number.NaN],
    ['Infinity (1e309 as a number)', Number.POSITIVE_INFINITY],
    ['"1e309"', '1e309'],
    ['"1e2"', '1e2'],
    ['3 decimals', '600.123'],
    ['above 2^53', '90071992547409.92'],
    ['an object', { value: 600 }],
    ['an array', [600]],
    ['empty', ''],
  ])('an amount of %s is a 400 naming amount, and the balance stays', async (_label, amount) => {
    const m = await k.ready('1000');
    const res = await k.withdraw(m, amount);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION');
    expect(res.json().value.fields[0].field).toBe('amount');
    expect(await k.member(m)).toEqual({ cash: 100_000n, locked: 0n });
  });

  it('extra fields (status, balance, memberId) change nothing', async () => {
    const m = await k.ready('1000');
    const victim = await k.ready('1000');
    const res = await k.withdraw(m, '600', { status: 'completed', balance: '999999', memberId: victim.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(k.value(res)).toMatchObject({ status: 'requested', amount: '600.00' });
    expect(await k.member(m)).toEqual({ cash: 40_000n, locked: 60_000n });
    expect(await k.member(victim)).toEqual({ cash: 100_000n, locked: 0n });
    // On operator calls too: a payout body cannot pick the member or the status.
    const w = k.value(res);
    await k.approve(w.id);
    const paid = await k.op(k.path('/wps/operator/withdrawals/:id/payouts', w.id), {
      amount: '600',
      memberId: victim.id,
      status: 'completed',
    });
    expect(k.opValue(paid)).toMatchObject({ status: 'paid', memberId: m.id, received: '0.00' });
    expect(await k.member(victim)).toEqual({ cash: 100_000n, locked: 0n });
    await k.clean();
  });

  it('30 concurrent requests against a balance that covers 3: exactly 3 succeed, nothing goes negative', async () => {
    const m = await k.ready('1800');
    const results = await Promise.all(Array.from({ length: 30 }, () => k.withdraw(m, '600')));
    const codes = results.map((r) => r.json().code);
    expect(codes.filter((c) => c === 'OK')).toHaveLength(3);
    expect(codes.filter((c) => c === 'INSUFFICIENT_FUNDS')).toHaveLength(27);
    expect(await k.member(m)).toEqual({ cash: 0n, locked: 180_000n });
    await k.clean();
  });
});
