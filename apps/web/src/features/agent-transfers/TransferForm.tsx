import { type AgentTransferInfo, type AgentTransferResult, parseMinor } from '@platform/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTransfersChanged } from '../../api/agent-transfers';
import type { ApiError } from '../../api/client';
import { useAttemptKey } from '../../api/idempotency';
import { Button } from '../../ui/Button';
import { FormAlert } from '../auth/FormParts';
import { MoneyField } from '../layout/MoneyField';
import { useMoney } from '../layout/money';
import { PinInput } from '../withdraw/PinInput';

type Errors = Partial<Record<'amount' | 'paymentPassword' | 'form', string>>;

/** The server's amount rules checked while typing, in minor units (bigint): limits, today's remainder, balance. */
function amountProblem(text: string, info: AgentTransferInfo) {
  const minor = parseMinor(text.trim());
  if (!text.trim()) return 'amountRequired';
  if (minor === null || minor <= 0n) return 'amountFormat';
  if (minor < (parseMinor(info.limits.min) ?? 0n) || minor > (parseMinor(info.limits.max) ?? 0n)) return 'amountRange';
  if (minor > (parseMinor(info.remainingToday) ?? 0n)) return 'amountDaily';
  if (minor > (parseMinor(info.balance) ?? 0n)) return 'amountOver';
  return null;
}

/**
 * Amount and payment password, then one transfer. One Idempotency-Key per distinct request:
 * pressing again after a lost answer repeats it safely instead of sending the money twice.
 */
export function TransferForm({
  info,
  send,
  onSent,
  testId,
}: {
  info: AgentTransferInfo;
  send: (amount: string, paymentPassword: string, key: string) => Promise<AgentTransferResult>;
  onSent: (r: AgentTransferResult) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const changed = useTransfersChanged();
  const [amount, setAmount] = useState('');
  const [pin, setPin] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const attempt = useAttemptKey('at');
  const money = useMoney();

  const amountError = (text: string) => {
    const problem = amountProblem(text, info);
    if (!problem) return undefined;
    return t(`agentTransfers.${problem}`, {
      min: money(info.limits.min),
      max: money(info.limits.max),
      remaining: money(info.remainingToday),
    });
  };

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const found: Errors = {
      amount: amountError(amount),
      paymentPassword: /^\d{6}$/.test(pin) ? undefined : t('agentTransfers.pinRequired'),
    };
    setErrors(found);
    if (found.amount || found.paymentPassword) return;
    const key = attempt.keyFor(amount);
    setBusy(true);
    try {
      const r = await send(amount, pin, key);
      attempt.answered();
      setAmount('');
      setPin('');
      await changed();
      onSent(r);
    } catch (err) {
      const error = err as ApiError;
      attempt.answered(error);
      setErrors({ ...error.byField, form: error.message });
      if (error.code.startsWith('PAYMENT_PASSWORD')) setPin('');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate data-testid={testId} className="flex flex-col gap-5">
      <MoneyField
        className="flex max-w-xl flex-col gap-2"
        label={t('agentTransfers.amount')}
        testId={`${testId}-amount`}
        value={amount}
        onChange={(v) => {
          setAmount(v);
          setErrors((s) => ({ ...s, amount: amountError(v), form: undefined }));
        }}
        error={errors.amount}
        hint={t('agentTransfers.limits', {
          min: money(info.limits.min),
          max: money(info.limits.max),
          daily: money(info.limits.daily),
        })}
      />
      <PinInput
        label={t('agentTransfers.paymentPassword')}
        value={pin}
        onChange={(v) => {
          setPin(v);
          setErrors((s) => ({ ...s, paymentPassword: undefined, form: undefined }));
        }}
        error={errors.paymentPassword}
        hint={t('agentTransfers.pinHint')}
        testId={`${testId}-pin`}
      />
      <FormAlert message={errors.form ?? ''} />
      <Button type="submit" disabled={busy} className="w-full max-w-xl py-3 text-base" data-testid={`${testId}-submit`}>
        {busy ? t('agentTransfers.sending') : t('agentTransfers.submit')}
      </Button>
    </form>
  );
}
