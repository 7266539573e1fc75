import type { DepositChannel } from '@platform/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../layout/brand';
import { formatAmount } from '../layout/money';
import { quickAmounts, typedAmount } from './amount';

/** The amount with the currency, round-amount chips and the channel's limits (or the problem). */
export function AmountField({
  channel,
  value,
  onChange,
  error,
}: {
  channel: DepositChannel | undefined;
  value: string;
  onChange: (v: string) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const { currency } = useBrand();
  const chips = quickAmounts(channel);
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-xs font-semibold text-muted">
        {t('deposit.amount')}
        <span className="text-danger"> *</span>
      </label>
      <div
        className={`flex items-center rounded-xl border bg-surface-2 ${error ? 'border-danger' : 'border-line focus-within:border-gold'}`}
      >
        <span className="ps-3.5 text-lg font-bold text-gold">{currency.symbol}</span>
        <input
          id={id}
          data-testid="deposit-amount"
          inputMode="decimal"
          autoComplete="off"
          value={value}
          onChange={(e) => {
            const v = e.target.value.replace(/,/g, '');
            if (typedAmount(v)) onChange(v);
          }}
          aria-invalid={Boolean(error)}
          aria-describedby={`${id}-hint`}
          placeholder="0.00"
          className="w-full bg-transparent px-2.5 py-3 text-lg font-semibold tabular-nums text-fg outline-none"
        />
      </div>
      <div className="flex flex-wrap gap-1.5">
        {chips.map((c) => (
          <button
            key={c}
            type="button"
            onClick={() => onChange(c)}
            className={`rounded-full border px-3 py-1 text-xs font-semibold tabular-nums transition ${
              value === c
                ? 'border-gold bg-gold/15 text-gold'
                : 'border-line text-muted hover:border-gold/60 hover:text-fg'
            }`}
          >
            {formatAmount(c).replace(/\.00$/, '')}
          </button>
        ))}
      </div>
      <p
        id={`${id}-hint`}
        className={`text-xs ${error ? 'text-danger' : 'text-muted'}`}
        role={error ? 'alert' : undefined}
      >
        {error ||
          (channel &&
            t('deposit.limits', {
              min: `${currency.symbol}${formatAmount(channel.min)}`,
              max: `${currency.symbol}${formatAmount(channel.max)}`,
            }))}
      </p>
    </div>
  );
}
