import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import type { ListParams } from './list-params';

/** A labelled native select (filters and small forms). */
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

/** A choice filter of a server list, kept in the address like the text ones; `all` names the empty choice. */
export function SelectFilter({
  params,
  name,
  label,
  options,
  all,
}: {
  params: ListParams;
  name: string;
  label: string;
  options: { value: string; label: string }[];
  all: string;
}) {
  return (
    <SelectBox
      label={label}
      value={params.filters[name] ?? ''}
      onChange={(v) => params.setFilter(name, v || undefined)}
      options={[{ value: '', label: all }, ...options]}
      testId={`filter-${name}`}
    />
  );
}
