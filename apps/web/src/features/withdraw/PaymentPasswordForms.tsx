import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../api/client';
import { changePaymentPassword, setPaymentPassword, useWithdrawChanged } from '../../api/withdrawals';
import { Button } from '../../ui/Button';
import { FormAlert } from '../auth/FormParts';
import { PinInput } from './PinInput';

type Errors = Record<string, string | undefined>;
const six = (v: string) => /^\d{6}$/.test(v);

function usePinForm() {
  const { t } = useTranslation();
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const check = (values: Record<string, string>, confirm: [string, string]) => {
    const found: Errors = {};
    for (const [k, v] of Object.entries(values)) if (!six(v)) found[k] = t('withdraw.passwordRequired');
    if (!found[confirm[1]] && values[confirm[0]] !== values[confirm[1]])
      found[confirm[1]] = t('withdraw.confirmMismatch');
    setErrors(found);
    return Object.values(found).every((e) => !e);
  };
  const run = async (fn: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await fn();
      return true;
    } catch (err) {
      const error = err as ApiError;
      setErrors({ ...error.byField, form: error.message });
      return false;
    } finally {
      setBusy(false);
    }
  };
  const clear = (k: string) => setErrors((e) => ({ ...e, [k]: undefined, form: undefined }));
  return { errors, busy, check, run, clear };
}

/** The step before the first withdrawal: choose the 6-digit payment password. */
export function SetPaymentPasswordForm() {
  const { t } = useTranslation();
  const changed = useWithdrawChanged();
  const f = usePinForm();
  const [pin, setPin] = useState('');
  const [confirm, setConfirm] = useState('');
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (
      !f.check({ paymentPassword: pin, confirmPaymentPassword: confirm }, ['paymentPassword', 'confirmPaymentPassword'])
    )
      return;
    if (await f.run(() => setPaymentPassword({ paymentPassword: pin, confirmPaymentPassword: confirm })))
      await changed();
  };
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
      <PinInput
        label={t('withdraw.newPassword')}
        value={pin}
        onChange={(v) => {
          setPin(v);
          f.clear('paymentPassword');
        }}
        error={f.errors.paymentPassword}
        hint={t('withdraw.passwordHint')}
        testId="pp-new"
      />
      <PinInput
        label={t('withdraw.confirmPassword')}
        value={confirm}
        onChange={(v) => {
          setConfirm(v);
          f.clear('confirmPaymentPassword');
        }}
        error={f.errors.confirmPaymentPassword}
        testId="pp-confirm"
      />
      <FormAlert message={f.errors.form ?? ''} />
      <Button type="submit" disabled={f.busy} className="w-full py-3 sm:w-fit sm:px-8" data-testid="pp-set-submit">
        {t('withdraw.setSubmit')}
      </Button>
    </form>
  );
}

/** Change it with the old one (wrong old ones count toward the same lock as withdrawals). */
export function ChangePaymentPasswordForm() {
  const { t } = useTranslation();
  const changed = useWithdrawChanged();
  const f = usePinForm();
  const [old, setOld] = useState('');
  const [pin, setPin] = useState('');
  const [confirm, setConfirm] = useState('');
  const [done, setDone] = useState(false);
  const values = { oldPaymentPassword: old, newPaymentPassword: pin, confirmPaymentPassword: confirm };
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setDone(false);
    if (!f.check(values, ['newPaymentPassword', 'confirmPaymentPassword'])) return;
    if (await f.run(() => changePaymentPassword(values))) {
      setOld('');
      setPin('');
      setConfirm('');
      setDone(true);
      await changed();
    }
  };
  const field = (name: keyof typeof values, label: string, set: (v: string) => void, testId: string) => (
    <PinInput
      label={label}
      value={values[name]}
      onChange={(v) => {
        set(v);
        setDone(false);
        f.clear(name);
      }}
      error={f.errors[name]}
      testId={testId}
    />
  );
  return (
    <form onSubmit={submit} noValidate data-testid="change-payment-password" className="flex flex-col gap-4">
      <div className="grid gap-4 lg:grid-cols-3">
        {field('oldPaymentPassword', t('withdraw.oldPassword'), setOld, 'pp-old')}
        {field('newPaymentPassword', t('withdraw.newPassword'), setPin, 'pp-change-new')}
        {field('confirmPaymentPassword', t('withdraw.confirmPassword'), setConfirm, 'pp-change-confirm')}
      </div>
      <FormAlert message={f.errors.form ?? ''} />
      {done && (
        <p role="status" className="rounded-lg bg-emerald/10 px-3 py-2 text-sm text-emerald">
          {t('withdraw.changed')}
        </p>
      )}
      <Button
        type="submit"
        variant="outline"
        disabled={f.busy}
        className="w-full sm:w-fit"
        data-testid="pp-change-submit"
      >
        {t('withdraw.changeSubmit')}
      </Button>
    </form>
  );
}
