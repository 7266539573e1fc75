import type { Withdrawal, WithdrawInfo } from '@platform/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../api/client';
import { useAttemptKey } from '../../api/idempotency';
import { requestWithdrawal, useWithdrawChanged } from '../../api/withdrawals';
import { Button } from '../../ui/Button';
import { when } from '../../ui/datetime';
import { FormAlert } from '../auth/FormParts';
import { MoneyField } from '../layout/MoneyField';
import { useMoney } from '../layout/money';
import { AccountPicker } from './AccountPicker';
import { allAmount, amountProblem, hasAmount } from './amount';
import { PinInput } from './PinInput';

type Errors = Partial<Record<'amount' | 'payoutAccountId' | 'paymentPassword' | 'form', string>>;

/** Account, amount (with "All" and the limits), payment password, submit. */
export function WithdrawForm({ info, onSent }: { info: WithdrawInfo; onSent: (w: Withdrawal) => void }) {
  const { t } = useTranslation();
  const changed = useWithdrawChanged();
  const [accountId, setAccountId] = useState<number | null>(info.accounts[0]?.id ?? null);
  const [amount, setAmount] = useState('');
  const [pin, setPin] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  // One key per distinct request: pressing again after a lost answer repeats it safely.
  const attempt = useAttemptKey('wd');
  const money = useMoney();
  const chosen = info.accounts.some((a) => a.id === accountId) ? accountId : null;
  const owed = hasAmount(info.turnover.remaining);
  const locked = info.lockedUntil && new Date(info.lockedUntil) > new Date();

  const amountError = (text: string) => {
    const problem = amountProblem(text, info);
    if (!problem) return undefined;
    return problem === 'amountRange'
      ? t('withdraw.amountRange', { min: money(info.min), max: money(info.max) })
      : t(`withdraw.${problem}`);
  };
  const changeAmount = (v: string) => {
    setAmount(v);
    setErrors((e) => ({ ...e, amount: amountError(v), form: undefined }));
  };

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const found: Errors = {
      amount: amountError(amount),
      payoutAccountId: chosen ? undefined : t('withdraw.accountRequired'),
      paymentPassword: /^\d{6}$/.test(pin) ? undefined : t('withdraw.passwordRequired'),
    };
    setErrors(found);
    if (Object.values(found).some(Boolean) || !chosen) return;
    const key = attempt.keyFor(`${amount}:${chosen}`);
    setBusy(true);
    try {
      const w = await requestWithdrawal({ amount, payoutAccountId: chosen, paymentPassword: pin }, key);
      attempt.answered();
      setAmount('');
      setPin('');
      await changed();
      onSent(w);
    } catch (err) {
      const error = err as ApiError;
      attempt.answered(error);
      setErrors({ ...error.byField, form: error.message });
      if (error.code.startsWith('PAYMENT_PASSWORD') || error.code === 'TURNOVER_NOT_MET') await changed();
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate data-testid="withdraw-form" className="flex flex-col gap-5">
      <AccountPicker
        accounts={info.accounts}
        max={info.maxAccounts}
        realName={info.realName}
        value={chosen}
        onChange={(v) => {
          setAccountId(v);
          setErrors((s) => ({ ...s, payoutAccountId: undefined }));
        }}
        error={errors.payoutAccountId}
      />
      <MoneyField
        className="flex max-w-xl flex-col gap-2"
        label={t('withdraw.amount')}
        testId="withdraw-amount"
        value={amount}
        onChange={changeAmount}
        error={errors.amount}
        hint={t('withdraw.limits', { min: money(info.min), max: money(info.max) })}
        action={
          <button
            type="button"
            data-testid="withdraw-all"
            onClick={() => changeAmount(allAmount(info))}
            className="me-1.5 rounded-lg bg-gold/15 px-3 py-1.5 text-xs font-bold text-gold hover:bg-gold/25"
          >
            {t('withdraw.all')}
          </button>
        }
      />
      <PinInput
        label={t('withdraw.paymentPassword')}
        value={pin}
        onChange={(v) => {
          setPin(v);
          setErrors((s) => ({ ...s, paymentPassword: undefined, form: undefined }));
        }}
        error={errors.paymentPassword}
        hint={t('withdraw.passwordHint')}
        testId="withdraw-pin"
      />
      {locked && (
        <p role="alert" className="rounded-lg bg-danger/10 px-3 py-2 text-sm text-danger">
          {t('withdraw.lockedUntil', { time: when(info.lockedUntil ?? '') })}
        </p>
      )}
      {owed && !errors.form && (
        <p className="rounded-lg bg-gold/10 px-3 py-2 text-sm text-gold">
          {t('withdraw.turnoverLeft', { amount: money(info.turnover.remaining) })}
        </p>
      )}
      <FormAlert message={errors.form ?? ''} />
      <Button
        type="submit"
        disabled={busy || owed}
        className="w-full max-w-xl py-3 text-base"
        data-testid="withdraw-submit"
      >
        {busy ? t('withdraw.sending') : t('withdraw.submit')}
      </Button>
    </form>
  );
}
