import { type ReactNode, type Ref, useId } from 'react';

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
  /** Drawn beside the box on its row (the captcha image), so it lines up with the box, not the note under it. */
  aside?: ReactNode;
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
  aside,
  ...rest
}: InputProps) {
  const id = useId();
  const { prefix, ...inputProps } = rest;
  const box = (
    <div
      className={`flex items-center rounded-lg border bg-surface-2 ${aside ? 'min-w-0 flex-1 ' : ''}${error ? 'border-danger' : 'border-line focus-within:border-gold'}`}
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
        // A server error focuses its input, scrolling it into view: the margin keeps its label in view too.
        className="w-full scroll-mt-8 bg-transparent px-3 py-2.5 text-sm text-fg outline-none"
        {...inputProps}
      />
    </div>
  );
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs font-semibold text-muted">
        {label}
        {required && <span className="text-danger"> *</span>}
      </label>
      {aside ? (
        <div className="flex items-stretch gap-2">
          {box}
          {aside}
        </div>
      ) : (
        box
      )}
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
