import type { DepositChannel } from '@platform/contracts';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../layout/money';
import { MethodMark } from './MethodMark';

/** Limits read at a glance on a small card: 25,000 rather than 25,000.00 (cents kept when there are any). */
const whole = (decimal: string) => formatAmount(decimal).replace(/\.00$/, '');

/** The brand's deposit channels as cards; one is always chosen (a radio group). */
export function ChannelPicker({
  channels,
  value,
  onChange,
}: {
  channels: DepositChannel[];
  value: string;
  onChange: (code: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="grid grid-cols-2 gap-2.5">
      <legend className="sr-only">{t('deposit.channel')}</legend>
      {channels.map((c) => {
        const active = c.code === value;
        return (
          <label
            key={c.code}
            data-testid={`channel-${c.code}`}
            className={`flex cursor-pointer items-center gap-2.5 rounded-xl border p-2.5 text-start sm:gap-3 sm:p-3 transition has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-gold ${
              active
                ? 'border-gold bg-gold/10 shadow-[0_0_0_1px_var(--gold)]'
                : 'border-line bg-surface-2 hover:border-gold/50'
            }`}
          >
            <input
              type="radio"
              name="deposit-channel"
              value={c.code}
              checked={active}
              onChange={() => onChange(c.code)}
              className="sr-only"
            />
            <MethodMark method={c.method} size={36} />
            <span className="min-w-0 flex-1">
              <span className="block text-sm font-semibold leading-snug break-words">{c.name}</span>
              <span
                className={`mt-0.5 inline-block rounded px-1.5 py-px text-[10px] font-semibold ${
                  c.kind === 'gateway' ? 'bg-emerald/15 text-emerald' : 'bg-surface-3 text-muted'
                }`}
              >
                {c.kind === 'gateway' ? t('deposit.instant') : t('deposit.manual')}
              </span>
              <span className="mt-0.5 block text-[11px] text-muted tabular-nums">
                {whole(c.min)} – {whole(c.max)}
              </span>
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
