import {
  PAYOUT_PROVIDER_CODES,
  PAYOUT_PROVIDERS,
  type PayoutAccount,
  type PayoutKind,
  type PayoutProvider,
  payoutAccountBody,
} from '@platform/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addPayoutAccount, useWithdrawChanged } from '../../api/withdrawals';
import { SubmitFooter } from '../../ui/form/SubmitFooter';
import { showServerError } from '../../ui/form/serverErrors';
import { TextField } from '../../ui/form/TextField';
import { useZodForm } from '../../ui/form/useZodForm';
import { Modal } from '../../ui/Modal';
import { MethodMark } from '../deposit/MethodMark';
import { markOf } from './mark';

const byKind = (kind: PayoutKind) => PAYOUT_PROVIDER_CODES.filter((p) => PAYOUT_PROVIDERS[p].kind === kind);

/**
 * Binds a bank or e-wallet account. The holder is the member's real name: shown fixed when known;
 * otherwise what is typed here becomes it (the server refuses any other name later).
 */
export function AddAccountModal({
  open,
  realName,
  onClose,
  onAdded,
}: {
  open: boolean;
  realName: string | null;
  onClose: () => void;
  onAdded: (a: PayoutAccount) => void;
}) {
  const { t } = useTranslation();
  const changed = useWithdrawChanged();
  const [kind, setKind] = useState<PayoutKind>('ewallet');
  const providerName = (p: string) => t(`withdraw.provider.${p}` as 'withdraw.provider.bkash');
  const empty = { provider: 'bkash' as PayoutProvider, accountNumber: '', holderName: realName ?? '' };
  // The contract's body (the provider's number pattern, the holder-name rule), in this form's words.
  const form = useZodForm(payoutAccountBody, {
    defaultValues: empty,
    messages: {
      accountNumber: (): string => t('withdraw.numberInvalid', { provider: providerName(form.getValues('provider')) }),
      holderName: () => t('withdraw.holderInvalid'),
    },
  });
  const provider = form.watch('provider');

  const pickKind = (k: PayoutKind) => {
    setKind(k);
    form.setValue('provider', byKind(k)[0] as PayoutProvider);
    form.clearErrors();
  };

  const submit = form.handleSubmit(async ({ provider, accountNumber: digits, holderName }) => {
    try {
      const added = await addPayoutAccount({ provider, accountNumber: digits, holderName });
      await changed();
      form.reset(empty);
      onAdded(added);
    } catch (err) {
      showServerError(form, err);
    }
  });

  return (
    <Modal open={open} onClose={onClose} title={t('withdraw.addAccount')} testId="add-account-modal">
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <div className="grid grid-cols-2 gap-1 rounded-xl bg-surface-2 p-1">
          {(['ewallet', 'bank'] as const).map((k) => (
            <button
              key={k}
              type="button"
              aria-pressed={kind === k}
              onClick={() => pickKind(k)}
              className={`rounded-lg py-2 text-sm font-semibold ${kind === k ? 'bg-gold/20 text-gold' : 'text-muted hover:text-fg'}`}
            >
              {t(`withdraw.kind.${k}`)}
            </button>
          ))}
        </div>
        <fieldset>
          <legend className="mb-2 text-xs font-semibold text-muted">{t('withdraw.providerLabel')}</legend>
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
            {byKind(kind).map((p) => (
              <button
                key={p}
                type="button"
                aria-pressed={provider === p}
                data-testid={`provider-${p}`}
                onClick={() => form.setValue('provider', p, { shouldValidate: form.formState.isSubmitted })}
                className={`flex items-center gap-2 rounded-xl border px-2.5 py-2 text-start text-xs font-semibold ${
                  provider === p ? 'border-gold bg-gold/10 text-fg' : 'border-line text-muted hover:border-gold/50'
                }`}
              >
                <MethodMark method={markOf({ kind, provider: p })} size={24} />
                <span className="min-w-0 truncate">{providerName(p)}</span>
              </button>
            ))}
          </div>
          {form.formState.errors.provider && (
            <p className="mt-1 text-xs text-danger" data-field-error>
              {form.formState.errors.provider.message}
            </p>
          )}
        </fieldset>
        <TextField
          control={form.control}
          name="accountNumber"
          label={t('withdraw.accountNumber')}
          hint={kind === 'ewallet' ? t('withdraw.walletNumberHint') : t('withdraw.bankNumberHint')}
          inputMode="numeric"
          maxLength={24}
          required
        />
        {realName ? (
          <div className="flex flex-col gap-1">
            <span className="text-xs font-semibold text-muted">{t('withdraw.holderName')}</span>
            <span
              data-testid="holder-fixed"
              className="rounded-lg border border-line bg-surface-3/60 px-3 py-2.5 text-sm"
            >
              {realName}
            </span>
            {/* The known name is no input; the server's refusal of it (changed meanwhile) shows here. */}
            {form.formState.errors.holderName ? (
              <span className="text-xs text-danger" data-field-error>
                {form.formState.errors.holderName.message}
              </span>
            ) : (
              <span className="text-xs text-muted">{t('withdraw.holderLocked')}</span>
            )}
          </div>
        ) : (
          <TextField
            control={form.control}
            name="holderName"
            label={t('withdraw.holderName')}
            hint={t('withdraw.holderFirst')}
            maxLength={60}
            required
          />
        )}
        <SubmitFooter
          message={form.formState.errors.root?.server?.message}
          busy={form.formState.isSubmitting}
          label={t('withdraw.addSubmit')}
          testId="add-account-submit"
        />
      </form>
    </Modal>
  );
}
