import { type AgentTransferInfo, type AgentTransferResult, parseMinor, transferUplineBody } from '@platform/contracts';
import i18n from 'i18next';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useTransfersChanged } from '../../api/agent-transfers';
import type { ApiError } from '../../api/client';
import { useAttemptKey } from '../../api/idempotency';
import { bind } from '../../ui/form/bind';
import { SubmitFooter } from '../../ui/form/SubmitFooter';
import { showServerError } from '../../ui/form/serverErrors';
import { useZodForm } from '../../ui/form/useZodForm';
import { SIX_DIGITS } from '../auth/rules';
import { MoneyField } from '../layout/MoneyField';
import { useMoney } from '../layout/money';
import { PinInput } from '../withdraw/PinInput';

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

/** The contract's transfer body (amount, payment password) with this agent's limits and the six-digit PIN. */
function transferSchema(info: AgentTransferInfo, money: (v: string) => string) {
  const t = i18n.t.bind(i18n);
  return transferUplineBody.extend({
    amount: z.string().superRefine((text, ctx) => {
      const problem = amountProblem(text, info);
      if (!problem) return;
      const message = t(`agentTransfers.${problem}`, {
        min: money(info.limits.min),
        max: money(info.limits.max),
        remaining: money(info.remainingToday),
      });
      ctx.addIssue({ code: 'custom', message });
    }),
    paymentPassword: z.string().regex(SIX_DIGITS, { error: () => t('agentTransfers.pinRequired') }),
  });
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
  const attempt = useAttemptKey('at');
  const money = useMoney();
  const form = useZodForm(transferSchema(info, money), { defaultValues: { amount: '', paymentPassword: '' } });

  const submit = form.handleSubmit(async ({ amount, paymentPassword: pin }) => {
    const key = attempt.keyFor(amount);
    try {
      const r = await send(amount, pin, key);
      attempt.answered();
      form.reset({ amount: '', paymentPassword: '' });
      await changed();
      onSent(r);
    } catch (err) {
      const error = err as ApiError;
      attempt.answered(error);
      showServerError(form, error);
      if (error.code.startsWith('PAYMENT_PASSWORD')) form.setValue('paymentPassword', '');
    }
  });
  const busy = form.formState.isSubmitting;

  return (
    <form onSubmit={submit} noValidate data-testid={testId} className="flex flex-col gap-5">
      <Controller
        control={form.control}
        name="amount"
        render={({ field, fieldState }) => (
          <MoneyField
            className="flex max-w-xl flex-col gap-2"
            label={t('agentTransfers.amount')}
            testId={`${testId}-amount`}
            {...bind(field, fieldState)}
            hint={t('agentTransfers.limits', {
              min: money(info.limits.min),
              max: money(info.limits.max),
              daily: money(info.limits.daily),
            })}
          />
        )}
      />
      <Controller
        control={form.control}
        name="paymentPassword"
        render={({ field, fieldState }) => (
          <PinInput
            label={t('agentTransfers.paymentPassword')}
            {...bind(field, fieldState)}
            hint={t('agentTransfers.pinHint')}
            testId={`${testId}-pin`}
          />
        )}
      />
      <SubmitFooter
        message={form.formState.errors.root?.server?.message}
        busy={busy}
        label={busy ? t('agentTransfers.sending') : t('agentTransfers.submit')}
        testId={`${testId}-submit`}
        className="w-full max-w-xl py-3 text-base"
      />
    </form>
  );
}
