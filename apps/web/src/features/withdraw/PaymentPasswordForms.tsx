import { changePaymentPasswordBody, setPaymentPasswordBody } from '@platform/contracts';
import i18n from 'i18next';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { changePaymentPassword, setPaymentPassword, useWithdrawChanged } from '../../api/withdrawals';
import { Button } from '../../ui/Button';
import { bind } from '../../ui/form/bind';
import { FormAlert } from '../../ui/form/FormAlert';
import { showServerError } from '../../ui/form/serverErrors';
import { useZodForm } from '../../ui/form/useZodForm';
import { SIX_DIGITS } from '../auth/rules';
import { PinInput } from './PinInput';

const pinMessage = () => i18n.t('withdraw.passwordRequired');

/** The confirmation is six digits too, and the same as the new PIN. */
const confirmRule =
  (pin: 'paymentPassword' | 'newPaymentPassword') =>
  (v: Partial<Record<typeof pin | 'confirmPaymentPassword', string>>, ctx: z.RefinementCtx) => {
    const confirm = v.confirmPaymentPassword ?? '';
    if (!SIX_DIGITS.test(confirm))
      ctx.addIssue({ code: 'custom', path: ['confirmPaymentPassword'], message: pinMessage() });
    else if (confirm !== v[pin])
      ctx.addIssue({ code: 'custom', path: ['confirmPaymentPassword'], message: i18n.t('withdraw.confirmMismatch') });
  };

const setSchema = setPaymentPasswordBody.superRefine(confirmRule('paymentPassword'));
// The old PIN follows the same six-digit rule as the new one when typed here.
const changeSchema = changePaymentPasswordBody
  .extend({ oldPaymentPassword: changePaymentPasswordBody.shape.newPaymentPassword })
  .superRefine(confirmRule('newPaymentPassword'));

/** The step before the first withdrawal: choose the 6-digit payment password. */
export function SetPaymentPasswordForm() {
  const { t } = useTranslation();
  const changed = useWithdrawChanged();
  const form = useZodForm(setSchema, {
    defaultValues: { paymentPassword: '', confirmPaymentPassword: '' },
    messages: { paymentPassword: pinMessage },
  });
  const submit = form.handleSubmit(async (v) => {
    try {
      await setPaymentPassword({
        paymentPassword: v.paymentPassword,
        confirmPaymentPassword: v.confirmPaymentPassword,
      });
    } catch (err) {
      return showServerError(form, err);
    }
    await changed();
  });
  return (
    <form
      onSubmit={submit}
      noValidate
      data-testid="set-payment-password"
      className="flex max-w-xl flex-col gap-4 rounded-2xl border border-gold/30 bg-gold/5 p-4 sm:p-5"
    >
      <div>
        <h3 className="text-base font-bold">{t('withdraw.setTitle')}</h3>
        <p className="mt-1 text-sm text-muted">{t('withdraw.setIntro')}</p>
      </div>
      <Controller
        control={form.control}
        name="paymentPassword"
        render={({ field, fieldState }) => (
          <PinInput
            label={t('withdraw.newPassword')}
            {...bind(field, fieldState)}
            hint={t('withdraw.passwordHint')}
            testId="pp-new"
          />
        )}
      />
      <Controller
        control={form.control}
        name="confirmPaymentPassword"
        render={({ field, fieldState }) => (
          <PinInput label={t('withdraw.confirmPassword')} {...bind(field, fieldState)} testId="pp-confirm" />
        )}
      />
      <FormAlert message={form.formState.errors.root?.server?.message} />
      <Button
        type="submit"
        disabled={form.formState.isSubmitting}
        className="w-full py-3 sm:w-fit sm:px-8"
        data-testid="pp-set-submit"
      >
        {t('withdraw.setSubmit')}
      </Button>
    </form>
  );
}

const EMPTY_CHANGE = { oldPaymentPassword: '', newPaymentPassword: '', confirmPaymentPassword: '' };

/** Change it with the old one (wrong old ones count toward the same lock as withdrawals). */
export function ChangePaymentPasswordForm() {
  const { t } = useTranslation();
  const changed = useWithdrawChanged();
  const [done, setDone] = useState(false);
  const form = useZodForm(changeSchema, {
    defaultValues: EMPTY_CHANGE,
    messages: { oldPaymentPassword: pinMessage, newPaymentPassword: pinMessage },
  });
  const submit = form.handleSubmit(async (values) => {
    setDone(false);
    try {
      await changePaymentPassword(values);
    } catch (err) {
      return showServerError(form, err);
    }
    form.reset(EMPTY_CHANGE);
    setDone(true);
    await changed();
  });
  const field = (name: keyof typeof EMPTY_CHANGE, label: string, testId: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <PinInput
          label={label}
          {...bind(field, fieldState)}
          onChange={(v) => {
            field.onChange(v);
            setDone(false);
          }}
          testId={testId}
        />
      )}
    />
  );
  return (
    <form onSubmit={submit} noValidate data-testid="change-payment-password" className="flex flex-col gap-4">
      {/* Each six-cell row keeps its width and the rows wrap: three fixed columns overlapped them. */}
      <div className="flex flex-wrap gap-x-6 gap-y-4">
        {field('oldPaymentPassword', t('withdraw.oldPassword'), 'pp-old')}
        {field('newPaymentPassword', t('withdraw.newPassword'), 'pp-change-new')}
        {field('confirmPaymentPassword', t('withdraw.confirmPassword'), 'pp-change-confirm')}
      </div>
      <FormAlert message={form.formState.errors.root?.server?.message} />
      {done && (
        <p role="status" className="rounded-lg bg-emerald/10 px-3 py-2 text-sm text-emerald">
          {t('withdraw.changed')}
        </p>
      )}
      <Button
        type="submit"
        variant="outline"
        disabled={form.formState.isSubmitting}
        className="w-full sm:w-fit"
        data-testid="pp-change-submit"
      >
        {t('withdraw.changeSubmit')}
      </Button>
    </form>
  );
}
