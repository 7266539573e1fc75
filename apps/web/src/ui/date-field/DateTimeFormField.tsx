import { type FieldValues, useController } from 'react-hook-form';
import type { FieldProps } from '../form/TextField';
import { DateTimeField, type DateTimeFieldProps } from './DateTimeField';
import { instantOfLocal, localOfInstant } from './date-time';

/**
 * A DateTimeField bound to its form: the form holds the contracts' ISO instant (null for none), the
 * boxes show it in the operator's own clock. While the boxes cannot be read the form holds their
 * text, so the contract's instant schema refuses it and Save names this field instead of sending the
 * time typed before.
 */
export function DateTimeFormField<T extends FieldValues, Out = T>({
  control,
  name,
  ...props
}: FieldProps<T, Out> & Omit<DateTimeFieldProps, 'value' | 'onChange' | 'onBlur' | 'error' | 'name' | 'inputRef'>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <DateTimeField
      {...props}
      name={field.name}
      value={localOfInstant(field.value as string | null | undefined)}
      onChange={(v) => field.onChange(instantOfLocal(v))}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={fieldState.error?.message}
    />
  );
}
