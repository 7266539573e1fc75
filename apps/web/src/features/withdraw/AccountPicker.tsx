import type { PayoutAccount } from '@platform/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../api/client';
import { removePayoutAccount, useWithdrawChanged } from '../../api/withdrawals';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { CloseIcon } from '../../ui/icons';
import { MethodMark } from '../deposit/MethodMark';
import { AddAccountModal } from './AddAccountModal';
import { markOf } from './mark';

/** Bound payout accounts as a radio list, with remove (asked first) and "add account". */
export function AccountPicker({
  accounts,
  max,
  realName,
  value,
  onChange,
  error,
}: {
  accounts: PayoutAccount[];
  max: number;
  realName: string | null;
  value: number | null;
  onChange: (id: number | null) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const changed = useWithdrawChanged();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<PayoutAccount | null>(null);
  const [problem, setProblem] = useState('');
  const name = (a: PayoutAccount) => t(`withdraw.provider.${a.provider}` as 'withdraw.provider.bkash');
  const full = accounts.length >= max;

  const remove = async () => {
    if (!removing) return;
    try {
      await removePayoutAccount(removing.id);
      if (value === removing.id) onChange(null);
      await changed();
    } catch (err) {
      setProblem((err as ApiError).message);
    } finally {
      setRemoving(null);
    }
  };

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-xs font-semibold text-muted">
        {t('withdraw.account')}
        <span className="text-danger"> *</span>
      </legend>
      {accounts.length === 0 && <p className="text-sm text-muted">{t('withdraw.noAccounts')}</p>}
      <div className="grid gap-2 sm:grid-cols-2">
        {accounts.map((a) => {
          const selected = a.id === value;
          return (
            <div
              key={a.id}
              className={`relative flex items-center gap-3 rounded-xl border p-3 transition ${
                selected
                  ? 'border-gold bg-gold/10 ring-1 ring-gold/40'
                  : 'border-line bg-surface-2 hover:border-gold/50'
              }`}
            >
              <button
                type="button"
                aria-pressed={selected}
                data-testid={`payout-account-${a.id}`}
                onClick={() => onChange(a.id)}
                className="flex min-w-0 flex-1 items-center gap-3 text-start outline-none after:absolute after:inset-0 after:rounded-xl focus-visible:after:ring-2 focus-visible:after:ring-gold"
              >
                <MethodMark method={markOf(a)} size={36} />
                <span className="min-w-0">
                  <span className="block text-sm font-semibold break-words">{name(a)}</span>
                  <span className="block font-mono text-xs tabular-nums text-muted break-all">{a.accountNumber}</span>
                  <span className="block text-[11px] text-muted break-words">{a.holderName}</span>
                </span>
              </button>
              <button
                type="button"
                onClick={() => setRemoving(a)}
                aria-label={t('withdraw.remove', { provider: name(a), number: a.accountNumber })}
                className="relative z-10 rounded-full p-1.5 text-muted hover:bg-danger/15 hover:text-danger"
              >
                <CloseIcon width={14} height={14} />
              </button>
            </div>
          );
        })}
        <button
          type="button"
          data-testid="add-payout-account"
          disabled={full}
          onClick={() => setAdding(true)}
          className="flex min-h-[4.25rem] items-center justify-center gap-2 rounded-xl border-2 border-dashed border-line px-3 text-sm font-semibold text-muted transition hover:border-gold hover:text-gold disabled:cursor-not-allowed disabled:opacity-50"
        >
          <span aria-hidden className="text-xl leading-none">
            +
          </span>
          {full ? t('withdraw.accountsFull', { max }) : t('withdraw.addAccount')}
        </button>
      </div>
      {(error || problem) && (
        <p role="alert" className="text-xs text-danger">
          {error || problem}
        </p>
      )}
      <AddAccountModal
        open={adding}
        realName={realName}
        onClose={() => setAdding(false)}
        onAdded={(a) => {
          setAdding(false);
          onChange(a.id);
        }}
      />
      <ConfirmDialog
        open={Boolean(removing)}
        title={t('withdraw.removeTitle')}
        message={removing ? t('withdraw.removeBody', { provider: name(removing), number: removing.accountNumber }) : ''}
        confirmLabel={t('withdraw.removeConfirm')}
        onConfirm={() => void remove()}
        onCancel={() => setRemoving(null)}
        testId="remove-account"
      />
    </fieldset>
  );
}
