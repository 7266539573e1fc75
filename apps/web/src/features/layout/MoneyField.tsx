import { type ReactNode, useId } from 'react';
import { useBrand } from './brand';

/** What an amount box lets through as it is typed: digits, at most 16 of them, and 2 decimals. */
export const typedAmount = (text: string) => /^\d{0,16}(\.\d{0,2})?$/.test(text);

/**
 * The money amount box of the deposit, withdraw and transfer forms: the brand's currency sign, a
 * decimal input that refuses what is not an amount as it is typed (thousand separators pasted in
 * are dropped), and under it the error or the hint (limits). `action` sits inside the box at its
 * end (withdraw's "All"); `extra` between the box and the hint (deposit's quick amounts).
 */
export function MoneyField(props: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  /** Leaving the box marks it touched: its error shows from then on. */
  onBlur?: () => void;
  error?: string;
  hint?: ReactNode;
  testId: string;
  action?: ReactNode;
  extra?: ReactNode;
  className?: string;
}) {
  const id = useId();
  const { currency } = useBrand();
  return (
    <div className={props.className ?? 'flex flex-col gap-2'}>
      <label htmlFor={id} className="text-xs font-semibold text-muted">
        {props.label}
        <span className="text-danger"> *</span>
      </label>
      <div
        className={`flex items-center rounded-xl border bg-surface-2 ${props.error ? 'border-danger' : 'border-line focus-within:border-gold'}`}
      >
        <span className="ps-3.5 text-lg font-bold text-gold">{currency.symbol}</span>
        <input
          id={id}
          data-testid={props.testId}
          inputMode="decimal"
          autoComplete="off"
          value={props.value}
          onChange={(e) => {
            const v = e.target.value.replace(/,/g, '');
            if (typedAmount(v)) props.onChange(v);
          }}
          onBlur={props.onBlur}
          aria-invalid={Boolean(props.error)}
          aria-describedby={`${id}-hint`}
          placeholder="0.00"
          className="w-full min-w-0 bg-transparent px-2.5 py-3 text-lg font-semibold tabular-nums text-fg outline-none"
        />
        {props.action}
      </div>
      {props.extra}
      <p
        id={`${id}-hint`}
        className={`text-xs ${props.error ? 'text-danger' : 'text-muted'}`}
        role={props.error ? 'alert' : undefined}
      >
        {props.error || props.hint}
      </p>
    </div>
  );
}
