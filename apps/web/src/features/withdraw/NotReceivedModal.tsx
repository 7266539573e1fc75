import { LIMITS, notReceivedBody, type Withdrawal, type WithdrawalPart } from '@platform/contracts';
import { useId, useRef } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { newWithdrawKey, reportNotReceived, useWithdrawChanged } from '../../api/withdrawals';
import { SubmitFooter } from '../../ui/form/SubmitFooter';
import { showServerError } from '../../ui/form/serverErrors';
import { useZodForm } from '../../ui/form/useZodForm';
import { ImagePicker } from '../../ui/ImagePicker';
import { Modal } from '../../ui/Modal';

/** "Not received": 1 to 3 proof images and an optional remark (at most 140 characters). */
export function NotReceivedModal({
  open,
  part,
  onClose,
  onDone,
}: {
  open: boolean;
  part: WithdrawalPart;
  onClose: () => void;
  onDone: (w: Withdrawal) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const changed = useWithdrawChanged();
  const key = useRef(newWithdrawKey());
  const form = useZodForm(notReceivedBody, {
    defaultValues: { proof: [], remark: '' },
    messages: { proof: () => t('withdraw.proofRequired') },
  });
  const remark = form.watch('remark') ?? '';

  const submit = form.handleSubmit(async ({ proof, remark }) => {
    try {
      const w = await reportNotReceived(part.id, { proof, remark: remark || undefined }, key.current);
      await changed();
      form.reset({ proof: [], remark: '' });
      onDone(w);
    } catch (err) {
      key.current = newWithdrawKey();
      showServerError(form, err);
    }
  });

  return (
    <Modal open={open} onClose={onClose} title={t('withdraw.notReceivedTitle')} testId="not-received-modal">
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <p className="text-sm text-muted">{t('withdraw.notReceivedIntro')}</p>
        <Controller
          control={form.control}
          name="proof"
          render={({ field, fieldState }) => (
            <ImagePicker
              label={t('withdraw.proof')}
              value={field.value}
              onChange={field.onChange}
              max={LIMITS.uploadMaxImages}
              error={fieldState.error?.message}
              disabled={form.formState.isSubmitting}
            />
          )}
        />
        <div className="flex flex-col gap-1">
          <label htmlFor={id} className="text-xs font-semibold text-muted">
            {t('withdraw.remark')}
          </label>
          <textarea
            id={id}
            data-testid="not-received-remark"
            maxLength={LIMITS.remarkMaxLength}
            {...form.register('remark')}
            rows={3}
            className="resize-none rounded-lg border border-line bg-surface-2 px-3 py-2 text-sm text-fg outline-none focus:border-gold"
          />
          <div className="flex items-start justify-between gap-2">
            <span className="text-xs text-danger" data-field-error>
              {form.formState.errors.remark?.message}
            </span>
            <span className="shrink-0 text-[11px] tabular-nums text-muted">
              {t('withdraw.remarkCount', { count: remark.length })}
            </span>
          </div>
        </div>
        <SubmitFooter
          message={form.formState.errors.root?.server?.message}
          busy={form.formState.isSubmitting}
          label={t('withdraw.notReceivedSubmit')}
          testId="not-received-submit"
          variant="outline"
        />
      </form>
    </Modal>
  );
}
