import {
  holderName as holderNameRule,
  PAYOUT_PROVIDER_CODES,
  PAYOUT_PROVIDERS,
  type PayoutAccount,
  type PayoutKind,
  type PayoutProvider,
} from '@platform/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../api/client';
import { addPayoutAccount, useWithdrawChanged } from '../../api/withdrawals';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { FormAlert } from '../auth/FormParts';
import { TextField } from '../auth/TextField';
import { MethodMark } from '../deposit/MethodMark';
import { markOf } from './mark';

const byKind = (kind: PayoutKind) => PAYOUT_PROVIDER_CODES.filter((p) => PAYOUT_PROVIDERS[p].kind === kind);
type Errors = Partial<Record<'accountNumber' | 'holderName' | 'form', string>>;

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
  const [provider, setProvider] = useState<PayoutProvider>('bkash');
  const [number, setNumber] = useState('');
  const [holder, setHolder] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const holderName = realName ?? holder;
  const providerName = (p: string) => t(`withdraw.provider.${p}` as 'withdraw.provider.bkash');

  const pickKind = (k: PayoutKind) => {
    setKind(k);
    setProvider(byKind(k)[0] as PayoutProvider);
    setErrors({});
  };

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const digits = number.replace(/[\s-]/g, '');
    const found: Errors = {};
    if (!PAYOUT_PROVIDERS[provider].pattern.test(digits)) {
      found.accountNumber = t('withdraw.numberInvalid', { provider: providerName(provider) });
    }
    if (!holderNameRule.safeParse(holderName).success) found.holderName = t('withdraw.holderInvalid');
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      const added = await addPayoutAccount({ provider, accountNumber: digits, holderName });
      await changed();
      setNumber('');
      setHolder('');
      onAdded(added);
    } catch (err) {
      const error = err as ApiError;
      setErrors({ ...error.byField, form: error.message });
    } finally {
      setBusy(false);
    }
  };

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
                onClick={() => setProvider(p)}
                className={`flex items-center gap-2 rounded-xl border px-2.5 py-2 text-start text-xs font-semibold ${
                  provider === p ? 'border-gold bg-gold/10 text-fg' : 'border-line text-muted hover:border-gold/50'
                }`}
              >
                <MethodMark method={markOf({ kind, provider: p })} size={24} />
                <span className="min-w-0 truncate">{providerName(p)}</span>
              </button>
            ))}
          </div>
        </fieldset>
        <TextField
          label={t('withdraw.accountNumber')}
          value={number}
          onChange={(v) => {
            setNumber(v.replace(/[^\d\s-]/g, ''));
            setErrors((s) => ({ ...s, accountNumber: undefined }));
          }}
          error={errors.accountNumber}
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
            <span className="text-xs text-muted">{t('withdraw.holderLocked')}</span>
          </div>
        ) : (
          <TextField
            label={t('withdraw.holderName')}
            value={holder}
            onChange={(v) => {
              setHolder(v);
              setErrors((s) => ({ ...s, holderName: undefined }));
            }}
            error={errors.holderName}
            hint={t('withdraw.holderFirst')}
            maxLength={60}
            required
          />
        )}
        <FormAlert message={errors.form ?? ''} />
        <Button type="submit" disabled={busy} className="py-3" data-testid="add-account-submit">
          {t('withdraw.addSubmit')}
        </Button>
      </form>
    </Modal>
  );
}
