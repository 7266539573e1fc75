import { useId } from 'react';

/** A labelled input with its error under it; `required` adds the * the spec's message refers to. */
export function TextField({
  label,
  value,
  onChange,
  error,
  hint,
  type = 'text',
  required,
  ...rest
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  error?: string;
  hint?: string;
  type?: string;
  required?: boolean;
  autoComplete?: string;
  maxLength?: number;
  inputMode?: 'text' | 'numeric' | 'tel' | 'email';
  prefix?: string;
}) {
  const id = useId();
  const { prefix, ...inputProps } = rest;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs font-semibold text-muted">
        {label}
        {required && <span className="text-danger"> *</span>}
      </label>
      <div
        className={`flex items-center rounded-lg border bg-surface-2 ${error ? 'border-danger' : 'border-line focus-within:border-gold'}`}
      >
        {prefix && <span className="ps-3 text-sm text-muted">{prefix}</span>}
        <input
          id={id}
          type={type}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={Boolean(error)}
          className="w-full bg-transparent px-3 py-2.5 text-sm text-fg outline-none"
          {...inputProps}
        />
      </div>
      {error ? (
        <p className="text-xs text-danger">{error}</p>
      ) : hint ? (
        <p className="text-xs text-muted">{hint}</p>
      ) : null}
    </div>
  );
}
