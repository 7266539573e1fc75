import type { DepositChannel } from '@platform/contracts';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../layout/brand';
import { MoneyField } from '../layout/MoneyField';
import { formatAmount } from '../layout/money';
import { quickAmounts } from './amount';

/** The amount with the currency, round-amount chips and the channel's limits (or the problem). */
export function AmountField({
  channel,
  value,
  onChange,
  onBlur,
  error,
}: {
  channel: DepositChannel | undefined;
  value: string;
  onChange: (v: string) => void;
  onBlur?: () => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const { currency } = useBrand();
  const chips = quickAmounts(channel);
  return (
    <MoneyField
      label={t('deposit.amount')}
      testId="deposit-amount"
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      error={error}
      hint={
        channel &&
        t('deposit.limits', {
          min: `${currency.symbol}${formatAmount(channel.min)}`,
          max: `${currency.symbol}${formatAmount(channel.max)}`,
        })
      }
      extra={
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
      }
    />
  );
}
