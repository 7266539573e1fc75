import { formatMinor, type OperatorWithdrawal, parseMinor, payoutBody, ROUTES, rejectBody } from '@platform/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { formatAmount } from '../../../i18n/numbers';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { FormAlert } from '../../../ui/form/FormAlert';
import { showServerError } from '../../../ui/form/serverErrors';
import { TextField } from '../../../ui/form/TextField';
import { useZodForm } from '../../../ui/form/useZodForm';
import { useIntentKey } from '../../api/intent-key';
import { opsCall } from '../../api/ops-call';
import { useOpsT } from '../../i18n';
import { FormActions, serverMessage } from '../../ui/FormActions';

/** What is left to pay out: the amount less what is out and not returned. */
export const leftToPay = (w: OperatorWithdrawal) =>
  formatMinor((parseMinor(w.amount) ?? 0n) - (parseMinor(w.paid) ?? 0n));

/** Pay out one part (at most what is left); several parts make the whole. */
export function PayoutForm({ w, onDone }: { w: OperatorWithdrawal; onDone: (w: OperatorWithdrawal) => void }) {
  const t = useOpsT();
  const intent = useIntentKey();
  const left = leftToPay(w);
  const form = useZodForm(payoutBody, { defaultValues: { amount: left } });
  const [confirm, setConfirm] = useState<string | null>(null);
  const pay = useMutation({
    mutationFn: (amount: string) =>
      opsCall(ROUTES.operatorWithdrawalPayout, { params: { id: w.id }, body: { amount }, key: intent.key }),
    onSuccess: (next) => {
      intent.renew();
      setConfirm(null);
      onDone(next);
    },
    onError: (err) => {
      setConfirm(null);
      showServerError(form, err);
    },
  });
  return (
    <form
      className="mt-5 flex flex-col gap-3 rounded-xl border border-line bg-surface-2/50 p-4"
      onSubmit={form.handleSubmit(() => setConfirm(String(form.getValues('amount')).trim()))}
      data-testid="payout-form"
    >
      <h3 className="text-sm font-semibold">{t('cashier.payoutTitle', { left: formatAmount(left) })}</h3>
      <div className="flex items-end gap-2">
        <div className="flex-1">
          <TextField
            control={form.control}
            name="amount"
            label={t('cashier.payoutAmount')}
            inputMode="decimal"
            required
            data-testid="payout-amount"
          />
        </div>
        <Button type="submit" disabled={pay.isPending} data-testid="payout-submit">
          {t('cashier.payout')}
        </Button>
      </div>
      <FormAlert message={serverMessage(form)} />
      <ConfirmDialog
        open={confirm !== null}
        title={t('cashier.confirm.payout.title')}
        message={t('cashier.confirm.payout.message', { amount: formatAmount(confirm ?? '0'), member: w.memberAccount })}
        onConfirm={() => confirm && pay.mutate(confirm)}
        onCancel={() => setConfirm(null)}
        busy={pay.isPending}
        testId="payout-confirm"
      />
    </form>
  );
}

export function RejectForm({
  w,
  onDone,
  onBack,
}: {
  w: OperatorWithdrawal;
  onDone: (w: OperatorWithdrawal) => void;
  onBack: () => void;
}) {
  const t = useOpsT();
  const intent = useIntentKey();
  const form = useZodForm(rejectBody, { defaultValues: { reason: '' } });
  const reject = useMutation({
    mutationFn: (reason: string) =>
      opsCall(ROUTES.operatorWithdrawalReject, { params: { id: w.id }, body: { reason }, key: intent.key }),
    onSuccess: (next) => {
      intent.renew();
      onBack();
      onDone(next);
    },
    onError: (err) => showServerError(form, err),
  });
  return (
    <form className="mt-5 flex flex-col gap-3" onSubmit={form.handleSubmit((b) => reject.mutate(b.reason))}>
      <TextField control={form.control} name="reason" label={t('cashier.reason')} required maxLength={200} />
      <FormActions
        message={serverMessage(form)}
        cancelLabel={t('cashier.back')}
        onCancel={onBack}
        submitLabel={t('cashier.reject')}
        busy={reject.isPending}
        testId="withdrawal-reject-confirm"
      />
    </form>
  );
}
