import {
  changePaymentPasswordBody,
  loginBody,
  opsMaintenanceBody,
  payoutAccountBody,
  walletTransferBody,
  withdrawBody,
} from '@platform/contracts';
import i18n from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import bn from '../../i18n/locales/bn.json';
import { translatedResolver } from './resolver';

const resolve = async (
  schema: z.ZodType<unknown, Record<string, unknown>>,
  values: Record<string, unknown>,
  messages = {},
) => {
  const r = await translatedResolver(schema, messages)(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  return Object.fromEntries(Object.entries(r.errors).map(([k, e]) => [k, (e as { message?: string }).message]));
};

describe("a contract schema checking a form, in the user's language", () => {
  beforeAll(() => i18n.init({ lng: 'bn', resources: { bn: { translation: bn } } }));

  it('names the contract\'s own rule ("required") in Bengali', async () => {
    const errors = await resolve(loginBody, { type: 'username', username: '', password: '' });
    expect(errors).toEqual({ username: bn.common.required, password: bn.common.required });
  });

  it('gives a field its own words for whatever contract rule it breaks', async () => {
    const pin = () => bn.withdraw.passwordRequired;
    const errors = await resolve(
      changePaymentPasswordBody,
      { oldPaymentPassword: 'x', newPaymentPassword: '12', confirmPaymentPassword: '' },
      { newPaymentPassword: pin },
    );
    expect(errors.newPaymentPassword).toBe(pin());
  });

  it("maps the contract's custom rules and lengths to the locale's messages", async () => {
    const errors = await resolve(payoutAccountBody, {
      provider: 'bkash',
      accountNumber: '12',
      holderName: 'x'.repeat(61),
    });
    expect(errors.accountNumber).toBe(bn.form.invalid);
    expect(errors.holderName).toBe(bn.form.maxLength.replace('{{max}}', '60'));
    expect((await resolve(withdrawBody, { amount: '1.234', payoutAccountId: 1, paymentPassword: '1' })).amount).toBe(
      bn.form.amount,
    );
  });

  it('lets the web add rules on top of a refined contract body without breaking it', async () => {
    // zod refuses .extend() on a refined object: forms take its shape instead (the wallet transfer does).
    expect(() => walletTransferBody.extend({ amount: z.string() })).toThrow();
    const form = z.object({ ...walletTransferBody.shape, amount: z.string() });
    expect(await resolve(form, { from: 'MAIN', to: 'MAIN', amount: '5' })).toEqual({});
  });

  it('asks for an emptied instant (null in the form) as required, and calls a typed text invalid', async () => {
    const errors = await resolve(opsMaintenanceBody, {
      scope: 'site',
      startTime: null,
      endTime: '2026-13-40 25:99',
    });
    expect(errors).toEqual({ startTime: bn.common.required, endTime: bn.form.invalid });
  });
});
