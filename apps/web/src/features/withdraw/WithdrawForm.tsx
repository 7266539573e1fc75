import { type Withdrawal, type WithdrawInfo, withdrawBody } from '@platform/contracts';
import i18n from 'i18next';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { ApiError } from '../../api/client';
import { useAttemptKey } from '../../api/idempotency';
import { requestWithdrawal, useWithdrawChanged } from '../../api/withdrawals';
import { Button } from '../../ui/Button';
import { when } from '../../ui/datetime';
import { bind } from '../../ui/form/bind';
import { FormAlert } from '../../ui/form/FormAlert';
import { showServerError } from '../../ui/form/serverErrors';
import { useZodForm } from '../../ui/form/useZodForm';
import { SIX_DIGITS } from '../auth/rules';
import { MoneyField } from '../layout/MoneyField';
import { useMoney } from '../layout/money';
import { AccountPicker } from './AccountPicker';
import { allAmount, amountProblem, hasAmount } from './amount';
import { PinInput } from './PinInput';

/**
 * The contract's withdraw body with what this member's screen adds: the amount as typed, within the
 * brand's limits and the withdrawable balance (amountProblem reads it as the server does, in minor
 * units); an account chosen; the six-digit PIN.
 */
function withdrawSchema(info: WithdrawInfo, money: (v: string) => string) {
  const t = i18n.t.bind(i18n);
  return withdrawBody.extend({
    amount: z.string().superRefine((text, ctx) => {
      const problem = amountProblem(text, info);
      if (!problem) return;
      const message =
        problem === 'amountRange'
          ? t('withdraw.amountRange', { min: money(info.min), max: money(info.max) })
          : t(`withdraw.${problem}`);
      ctx.addIssue({ code: 'custom', message });
    }),
    payoutAccountId: z
      .number({ error: () => t('withdraw.accountRequired') })
      .refine((id) => info.accounts.some((a) => a.id === id), { error: () => t('withdraw.accountRequired') }),
    paymentPassword: withdrawBody.shape.paymentPassword.regex(SIX_DIGITS, {
      error: () => t('withdraw.passwordRequired'),
    }),
  });
}

/** Account, amount (with "All" and the limits), payment password, submit. */
export function WithdrawForm({ info, onSent }: { info: WithdrawInfo; onSent: (w: Withdrawal) => void }) {
  const { t } = useTranslation();
  const changed = useWithdrawChanged();
  // One key per distinct request: pressing again after a lost answer repeats it safely.
  const attempt = useAttemptKey('wd');
  const money = useMoney();
  const owed = hasAmount(info.turnover.remaining);
  const locked = info.lockedUntil && new Date(info.lockedUntil) > new Date();
  const form = useZodForm(withdrawSchema(info, money), {
    defaultValues: { amount: '', payoutAccountId: info.accounts[0]?.id, paymentPassword: '' },
    messages: { paymentPassword: () => t('withdraw.passwordRequired') },
  });
  const formMessage = form.formState.errors.root?.server?.message;

  const submit = form.handleSubmit(async ({ amount, payoutAccountId: chosen, paymentPassword: pin }) => {
    const key = attempt.keyFor(`${amount}:${chosen}`);
    try {
      const w = await requestWithdrawal({ amount, payoutAccountId: chosen, paymentPassword: pin }, key);
      attempt.answered();
      form.reset({ amount: '', payoutAccountId: chosen, paymentPassword: '' });
      await changed();
      onSent(w);
    } catch (err) {
      const error = err as ApiError;
      attempt.answered(error);
      showServerError(form, error);
      if (error.code.startsWith('PAYMENT_PASSWORD') || error.code === 'TURNOVER_NOT_MET') await changed();
    }
  });

  return (
    <form onSubmit={submit} noValidate data-testid="withdraw-form" className="flex flex-col gap-5">
      <Controller
        control={form.control}
        name="payoutAccountId"
        render={({ field, fieldState }) => (
          <AccountPicker
            accounts={info.accounts}
            max={info.maxAccounts}
            realName={info.realName}
            // A remembered account that was since removed counts as none chosen.
            value={info.accounts.some((a) => a.id === field.value) ? (field.value as number) : null}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={form.control}
        name="amount"
        render={({ field, fieldState }) => (
          <MoneyField
            className="flex max-w-xl flex-col gap-2"
            label={t('withdraw.amount')}
            testId="withdraw-amount"
            {...bind(field, fieldState)}
            hint={t('withdraw.limits', { min: money(info.min), max: money(info.max) })}
            action={
              <button
                type="button"
                data-testid="withdraw-all"
                onClick={() => form.setValue('amount', allAmount(info), { shouldValidate: true, shouldTouch: true })}
                className="me-1.5 rounded-lg bg-gold/15 px-3 py-1.5 text-xs font-bold text-gold hover:bg-gold/25"
              >
                {t('withdraw.all')}
              </button>
            }
          />
        )}
      />
      <Controller
        control={form.control}
        name="paymentPassword"
        render={({ field, fieldState }) => (
          <PinInput
            label={t('withdraw.paymentPassword')}
            {...bind(field, fieldState)}
            hint={t('withdraw.passwordHint')}
            testId="withdraw-pin"
          />
        )}
      />
      {locked && (
        <p role="alert" className="rounded-lg bg-danger/10 px-3 py-2 text-sm text-danger">
          {t('withdraw.lockedUntil', { time: when(info.lockedUntil ?? '') })}
        </p>
      )}
      {owed && !formMessage && (
        <p className="rounded-lg bg-gold/10 px-3 py-2 text-sm text-gold">
          {t('withdraw.turnoverLeft', { amount: money(info.turnover.remaining) })}
        </p>
      )}
      <FormAlert message={formMessage} />
      <Button
        type="submit"
        disabled={form.formState.isSubmitting || owed}
        className="w-full max-w-xl py-3 text-base"
        data-testid="withdraw-submit"
      >
        {form.formState.isSubmitting ? t('withdraw.sending') : t('withdraw.submit')}
      </Button>
    </form>
  );
}
