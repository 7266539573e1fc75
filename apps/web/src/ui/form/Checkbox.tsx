import type { ReactNode } from 'react';
import { type FieldValues, useController } from 'react-hook-form';
import type { FieldProps } from './TextField';

/** A consent or yes/no box bound to its form, its error under it. */
export function Checkbox<T extends FieldValues, Out = T>({
  control,
  name,
  children,
  testId,
}: FieldProps<T, Out> & { children: ReactNode; testId?: string }) {
  const { field, fieldState } = useController({ control, name });
  return (
    <div className="flex flex-col gap-1">
      <label className="flex items-start gap-2 text-sm text-muted">
        <input
          type="checkbox"
          name={field.name}
          ref={field.ref}
          checked={Boolean(field.value)}
          onChange={(e) => field.onChange(e.target.checked)}
          onBlur={field.onBlur}
          aria-invalid={Boolean(fieldState.error)}
          className="mt-0.5 accent-[var(--gold)]"
          data-testid={testId}
        />
        <span>{children}</span>
      </label>
      {fieldState.error && (
        <p className="text-xs text-danger" data-field-error>
          {fieldState.error.message}
        </p>
      )}
    </div>
  );
}
