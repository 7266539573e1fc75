import { PAYMENT_PASSWORD_LENGTH } from '@platform/contracts';
import { useId } from 'react';

/**
 * The 6-digit payment password: one real input (so paste, autofill and screen readers work) drawn
 * as six cells showing a dot per digit typed.
 */
export function PinInput({
  label,
  value,
  onChange,
  onBlur,
  error,
  hint,
  testId,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  /** Leaving the box marks it touched: its error shows from then on. */
  onBlur?: () => void;
  error?: string;
  hint?: string;
  testId: string;
}) {
  const id = useId();
  const cells = Array.from({ length: PAYMENT_PASSWORD_LENGTH }, (_, i) => i);
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-xs font-semibold text-muted">
        {label}
        <span className="text-danger"> *</span>
      </label>
      <div className="group relative w-fit">
        <input
          id={id}
          data-testid={testId}
          type="password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={PAYMENT_PASSWORD_LENGTH}
          value={value}
          onChange={(e) => onChange(e.target.value.replace(/\D/g, '').slice(0, PAYMENT_PASSWORD_LENGTH))}
          onBlur={onBlur}
          aria-invalid={Boolean(error)}
          aria-describedby={`${id}-msg`}
          className="absolute inset-0 z-10 h-full w-full cursor-text opacity-0"
        />
        <div aria-hidden className="flex gap-1.5 sm:gap-2">
          {cells.map((i) => (
            <span
              key={i}
              className={`grid size-10 place-items-center rounded-lg border bg-surface-2 text-xl font-bold text-fg transition sm:size-11 ${
                error
                  ? 'border-danger'
                  : i === value.length
                    ? 'border-line group-focus-within:border-gold group-focus-within:ring-2 group-focus-within:ring-gold/30'
                    : 'border-line'
              }`}
            >
              {i < value.length ? '•' : ''}
            </span>
          ))}
        </div>
      </div>
      <p
        id={`${id}-msg`}
        className={`text-xs ${error ? 'text-danger' : 'text-muted'}`}
        role={error ? 'alert' : undefined}
      >
        {error || hint}
      </p>
    </div>
  );
}
