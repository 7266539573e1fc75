import type { ReactNode } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';

/** A labelled native select (filters and small forms of this section). */
export function SelectBox({
  label,
  value,
  onChange,
  options,
  testId,
  error,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  options: { value: string; label: string }[];
  testId: string;
  error?: string;
}) {
  return (
    <label className="flex flex-col gap-1 text-xs font-semibold text-muted">
      {label}
      <select
        className={`h-9 rounded-lg border bg-surface-2 px-2 text-sm font-normal text-fg outline-none ${error ? 'border-danger' : 'border-line focus:border-gold'}`}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        data-testid={testId}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {error && <span className="text-xs font-normal text-danger">{error}</span>}
    </label>
  );
}

/** SelectBox bound to a react-hook-form field. */
export function SelectField<T extends FieldValues, Out = T>({
  control,
  name,
  ...props
}: { control: Control<T, unknown, Out>; name: FieldPath<T> } & Omit<
  Parameters<typeof SelectBox>[0],
  'value' | 'onChange' | 'error'
>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <SelectBox
      {...props}
      value={String(field.value ?? '')}
      onChange={field.onChange}
      error={fieldState.error?.message}
    />
  );
}

/** A status pill: active (green) or disabled (red), or any short state. */
export function Pill({
  tone,
  children,
  testId,
}: {
  tone: 'good' | 'bad' | 'muted';
  children: ReactNode;
  testId?: string;
}) {
  const tones = {
    good: 'bg-emerald/15 text-emerald',
    bad: 'bg-danger/15 text-danger',
    muted: 'bg-surface-3 text-muted',
  };
  return (
    <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${tones[tone]}`} data-testid={testId}>
      {children}
    </span>
  );
}

/** A label and its value, for the profile's definition lists. */
export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs font-semibold text-muted">{label}</dt>
      <dd className="break-all text-sm text-fg">{children ?? '—'}</dd>
    </div>
  );
}
