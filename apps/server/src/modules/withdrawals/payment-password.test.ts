import { API } from '@platform/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { withdrawKit } from '../../../test/withdraw-kit';
import { members } from '../members/members.tables';
import { paymentPasswords } from './withdrawals.tables';

let k: Awaited<ReturnType<typeof withdrawKit>>;
beforeAll(async () => {
  k = await withdrawKit();
});

const pw = (token: string, body: object, method = 'POST', url: string = API.paymentPassword) =>
  k.call(url, { token, key: null, sealed: true, method, body });
const info = async (token: string) => (await k.call(API.withdrawInfo, { token })).json().value;

describe('payment password', () => {
  it('is set once (6 digits, confirmed), then only changed with the old one', async () => {
    const m = await k.player('Set Once');
    expect((await info(m.token)).paymentPasswordSet).toBe(false);
    const short = await pw(m.token, { paymentPassword: '12345', confirmPaymentPassword: '12345' });
    expect(short.json().value.fields[0]).toMatchObject({ field: 'paymentPassword', rule: 'pattern' });
    const mismatch = await pw(m.token, { paymentPassword: '123456', confirmPaymentPassword: '123457' });
    expect(mismatch.json()).toMatchObject({
      code: 'CONFIRM_MISMATCH',
      value: { fields: [{ field: 'confirmPaymentPassword' }] },
    });
    // Plain JSON is refused: the password travels sealed.
    const plain = await k.call(API.paymentPassword, {
      token: m.token,
      key: null,
      body: { paymentPassword: '123456', confirmPaymentPassword: '123456' },
    });
    expect(plain.json().code).toBe('ENCRYPTION_REQUIRED');

    expect((await pw(m.token, { paymentPassword: '123456', confirmPaymentPassword: '123456' })).statusCode).toBe(200);
    expect((await info(m.token)).paymentPasswordSet).toBe(true);
    const twice = await pw(m.token, { paymentPassword: '654321', confirmPaymentPassword: '654321' });
    expect(twice.json().code).toBe('PAYMENT_PASSWORD_EXISTS');

    const wrongOld = await pw(
      m.token,
      { oldPaymentPassword: '000000', newPaymentPassword: '654321', confirmPaymentPassword: '654321' },
      'PUT',
    );
    expect(wrongOld.json()).toMatchObject({
      code: 'PAYMENT_PASSWORD_WRONG',
      message: 'Incorrect payment password, 4 attempts left',
      value: { fields: [{ field: 'oldPaymentPassword' }] },
    });
    const changed = await pw(
      m.token,
      { oldPaymentPassword: '123456', newPaymentPassword: '654321', confirmPaymentPassword: '654321' },
      'PUT',
    );
    expect(changed.statusCode, changed.body).toBe(200);
  });

  it('30 first settings sent at once, each another password: exactly one is set, and it is the one that works', async () => {
    const m = await k.player('Set Burst');
    const pins = Array.from({ length: 30 }, (_, i) => String(100_000 + i));
    const res = await Promise.all(pins.map((p) => pw(m.token, { paymentPassword: p, confirmPaymentPassword: p })));
    const won = pins.filter((_, i) => res[i]?.statusCode === 200);
    expect(won).toHaveLength(1);
    expect(res.filter((r) => r.json().code === 'PAYMENT_PASSWORD_EXISTS')).toHaveLength(29);
    const change = (old: string) =>
      pw(m.token, { oldPaymentPassword: old, newPaymentPassword: '246810', confirmPaymentPassword: '246810' }, 'PUT');
    const loser = pins.find((p) => p !== won[0]) as string;
    expect((await change(loser)).json().code).toBe('PAYMENT_PASSWORD_WRONG');
    expect((await change(won[0] as string)).statusCode).toBe(200);
  });

  it('five wrong tries lock withdrawals for 15 minutes, even with the right password; then it works again', async () => {
    const m = await k.ready('2000');
    const messages: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await k.withdraw(m, '600', { paymentPassword: '999999' });
      messages.push(res.json().code);
    }
    expect(messages).toEqual([
      'PAYMENT_PASSWORD_WRONG',
      'PAYMENT_PASSWORD_WRONG',
      'PAYMENT_PASSWORD_WRONG',
      'PAYMENT_PASSWORD_WRONG',
      'PAYMENT_PASSWORD_LOCKED',
    ]);
    const locked = await k.withdraw(m, '600');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe('Too many incorrect payment passwords, please retry after 15 minutes');
    expect((await info(m.token)).lockedUntil).not.toBeNull();
    // Changing it is locked too, so the lock cannot be dodged through the change form.
    const change = await pw(
      m.token,
      { oldPaymentPassword: '123456', newPaymentPassword: '111111', confirmPaymentPassword: '111111' },
      'PUT',
    );
    expect(change.json().code).toBe('PAYMENT_PASSWORD_LOCKED');
    expect(await k.member(m)).toEqual({ cash: 200_000n, locked: 0n });

    k.tick(14 * 60_000);
    expect((await k.withdraw(m, '600')).json().code).toBe('PAYMENT_PASSWORD_LOCKED');
    k.tick(61_000);
    const res = await k.withdraw(m, '600');
    expect(res.statusCode, res.body).toBe(200);
    expect(await k.member(m)).toEqual({ cash: 140_000n, locked: 60_000n });
    // A right password clears the count: four wrong tries later it is not locked yet.
    for (let i = 0; i < 4; i++) await k.withdraw(m, '600', { paymentPassword: '999999' });
    expect((await k.withdraw(m, '600')).statusCode).toBe(200);
  });

  it('withdrawing without one asks to set it first', async () => {
    const m = await k.player('No Password');
    await k.fund(m.id, '1000');
    const acc = await k.call(API.payoutAccounts, {
      token: m.token,
      key: null,
      body: { provider: 'bkash', accountNumber: '01712345678', holderName: 'No Password' },
    });
    const res = await k.withdraw({ token: m.token, accountId: acc.json().value.id }, '600');
    expect(res.json().code).toBe('PAYMENT_PASSWORD_REQUIRED');
  });

  it('a forgotten one is reset with an SMS code to the bound mobile, which also lifts a lock', async () => {
    const m = await k.ready('2000');
    await k.db.update(members).set({ mobileNum: '+8801711000111' }).where(eq(members.id, m.id));
    for (let i = 0; i < 5; i++) await k.withdraw(m, '600', { paymentPassword: '999999' });
    const send = await k.call(API.smsMember, { token: m.token, key: null, body: {} });
    expect(send.statusCode, send.body).toBe(200);
    const code = k.codeIn((await k.lastMessage('+8801711000111'))?.body);
    const wrong = await pw(
      m.token,
      {
        verificationCode: code === '000000' ? '111111' : '000000',
        newPaymentPassword: '246810',
        confirmPaymentPassword: '246810',
      },
      'POST',
      API.paymentPasswordReset,
    );
    expect(wrong.statusCode).toBe(400);
    const reset = await pw(
      m.token,
      { verificationCode: code, newPaymentPassword: '246810', confirmPaymentPassword: '246810' },
      'POST',
      API.paymentPasswordReset,
    );
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await k.withdraw(m, '600', { paymentPassword: '246810' })).statusCode).toBe(200);
  });
});

describe('a burst of payment passwords', () => {
  const lockedAfterBurst = async (m: { id: number; token: string }, answers: { code: string; left: string }[]) => {
    // At most 5 tries were compared: each wrong answer names its own tries left, the right one sent last is locked out.
    const wrong = answers.filter((a) => a.code === 'PAYMENT_PASSWORD_WRONG').map((a) => a.left);
    expect(new Set(wrong).size).toBe(wrong.length);
    expect(wrong.length).toBeLessThanOrEqual(4);
    expect(answers.filter((a) => a.code === 'PAYMENT_PASSWORD_LOCKED').length).toBeGreaterThanOrEqual(25);
    expect(answers.every((a) => a.code === 'PAYMENT_PASSWORD_WRONG' || a.code === 'PAYMENT_PASSWORD_LOCKED')).toBe(
      true,
    );
    expect(answers[29]?.code).toBe('PAYMENT_PASSWORD_LOCKED');
    const [row] = await k.db.select().from(paymentPasswords).where(eq(paymentPasswords.memberId, m.id));
    expect(row?.lockedUntil?.getTime()).toBe(k.now().getTime() + 15 * 60_000);
    expect((await info(m.token)).lockedUntil).not.toBeNull();
  };

  it('30 withdrawals sent at once, the right password last: none goes through and the password locks', async () => {
    const m = await k.ready('2000');
    const passwords = [...Array.from({ length: 29 }, () => '999999'), '123456'];
    const res = await Promise.all(passwords.map((p) => k.withdraw(m, '600', { paymentPassword: p })));
    await lockedAfterBurst(
      m,
      res.map((r) => ({ code: r.json().code, left: r.json().message })),
    );
    expect(await k.member(m)).toEqual({ cash: 200_000n, locked: 0n });
    expect((await k.withdraw(m, '600')).json().code).toBe('PAYMENT_PASSWORD_LOCKED');
  });

  it('30 changes sent at once, the right old password last: none changes it and the password locks', async () => {
    const m = await k.ready('2000');
    const olds = [...Array.from({ length: 29 }, () => '999999'), '123456'];
    const res = await Promise.all(
      olds.map((old) =>
        pw(m.token, { oldPaymentPassword: old, newPaymentPassword: '111111', confirmPaymentPassword: '111111' }, 'PUT'),
      ),
    );
    await lockedAfterBurst(
      m,
      res.map((r) => ({ code: r.json().code, left: r.json().message })),
    );
    // After the lock, the old password still works: no change went through.
    k.tick(15 * 60_000 + 1_000);
    expect((await k.withdraw(m, '600')).statusCode).toBe(200);
  });
});
