import { type Ref, useId } from 'react';

export type InputProps = {
  label: string;
  value: string;
  onChange: (v: string) => void;
  onBlur?: () => void;
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
  error?: string;
  hint?: string;
  type?: string;
  required?: boolean;
  autoComplete?: string;
  maxLength?: number;
  inputMode?: 'text' | 'numeric' | 'tel' | 'email' | 'decimal';
  prefix?: string;
  placeholder?: string;
  disabled?: boolean;
  'data-testid'?: string;
};

/**
 * The look of every text input: label (`required` adds the * the spec's message refers to), an
 * optional prefix, and the error (or else the hint) under it. Not bound to a form: the bound
 * TextField and the few inputs outside forms (search boxes) both draw it.
 */
export function LabeledInput({
  label,
  value,
  onChange,
  error,
  hint,
  type = 'text',
  required,
  inputRef,
  ...rest
}: InputProps) {
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
          ref={inputRef}
          type={type}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={Boolean(error)}
          aria-describedby={error || hint ? `${id}-note` : undefined}
          className="w-full bg-transparent px-3 py-2.5 text-sm text-fg outline-none"
          {...inputProps}
        />
      </div>
      {error ? (
        <p id={`${id}-note`} className="text-xs text-danger" data-field-error>
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-note`} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
