import { type AgentTransferInfo, type AgentTransferResult, parseMinor } from '@platform/contracts';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { newTransferKey, useTransfersChanged } from '../../api/agent-transfers';
import type { ApiError } from '../../api/client';
import { Button } from '../../ui/Button';
import { FormAlert } from '../auth/FormParts';
import { useBrand } from '../layout/brand';
import { formatAmount } from '../layout/money';
import { PinInput } from '../withdraw/PinInput';

type Errors = Partial<Record<'amount' | 'paymentPassword' | 'form', string>>;
const typedAmount = (text: string) => /^\d{0,16}(\.\d{0,2})?$/.test(text);

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
  const { currency } = useBrand();
  const changed = useTransfersChanged();
  const id = useId();
  const [amount, setAmount] = useState('');
  const [pin, setPin] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const attempt = useRef({ sig: '', key: '' });
  const money = (v: string) => `${currency.symbol}${formatAmount(v)}`;

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
    if (attempt.current.sig !== amount) attempt.current = { sig: amount, key: newTransferKey() };
    setBusy(true);
    try {
      const r = await send(amount, pin, attempt.current.key);
      attempt.current = { sig: '', key: '' };
      setAmount('');
      setPin('');
      await changed();
      onSent(r);
    } catch (err) {
      const error = err as ApiError;
      // A refusal is final for that key; only a lost answer (network) is retried with the same one.
      if (error.code !== 'NETWORK') attempt.current = { sig: '', key: '' };
      setErrors({ ...error.byField, form: error.message });
      if (error.code.startsWith('PAYMENT_PASSWORD')) setPin('');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate data-testid={testId} className="flex flex-col gap-5">
      <div className="flex max-w-xl flex-col gap-2">
        <label htmlFor={id} className="text-xs font-semibold text-muted">
          {t('agentTransfers.amount')}
          <span className="text-danger"> *</span>
        </label>
        <div
          className={`flex items-center rounded-xl border bg-surface-2 ${errors.amount ? 'border-danger' : 'border-line focus-within:border-gold'}`}
        >
          <span className="ps-3.5 text-lg font-bold text-gold">{currency.symbol}</span>
          <input
            id={id}
            data-testid={`${testId}-amount`}
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            onChange={(e) => {
              const v = e.target.value.replace(/,/g, '');
              if (!typedAmount(v)) return;
              setAmount(v);
              setErrors((s) => ({ ...s, amount: amountError(v), form: undefined }));
            }}
            aria-invalid={Boolean(errors.amount)}
            aria-describedby={`${id}-hint`}
            placeholder="0.00"
            className="w-full min-w-0 bg-transparent px-2.5 py-3 text-lg font-semibold tabular-nums text-fg outline-none"
          />
        </div>
        <p
          id={`${id}-hint`}
          className={`text-xs ${errors.amount ? 'text-danger' : 'text-muted'}`}
          role={errors.amount ? 'alert' : undefined}
        >
          {errors.amount ||
            t('agentTransfers.limits', {
              min: money(info.limits.min),
              max: money(info.limits.max),
              daily: money(info.limits.daily),
            })}
        </p>
      </div>
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
