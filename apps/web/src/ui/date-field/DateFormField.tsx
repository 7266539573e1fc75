import { type FieldValues, useController } from 'react-hook-form';
import type { FieldProps } from '../form/TextField';
import { DateField, type DateFieldProps } from './DateField';

/**
 * A DateField bound to its form like TextField: the form's value stays the 'yyyy-MM-dd' string the
 * contracts' schemas and the API take ('' for none), blur marks it touched, the form's error shows.
 */
export function DateFormField<T extends FieldValues, Out = T>({
  control,
  name,
  ...props
}: FieldProps<T, Out> & Omit<DateFieldProps, 'value' | 'onChange' | 'onBlur' | 'error' | 'name' | 'inputRef'>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <DateField
      {...props}
      name={field.name}
      value={(field.value as string | undefined) ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={fieldState.error?.message}
    />
  );
}
