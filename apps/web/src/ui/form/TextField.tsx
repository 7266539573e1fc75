import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { type InputProps, LabeledInput } from './LabeledInput';

/** A field names its form (`control`, whatever the form's submitted shape) and its value's path. */
export type FieldProps<T extends FieldValues, Out = T> = {
  control: Control<T, unknown, Out>;
  name: FieldPath<T>;
};

/** A text input bound to its form: value, blur (which marks it touched) and its error. */
export function TextField<T extends FieldValues, Out = T>({
  control,
  name,
  ...props
}: FieldProps<T, Out> & Omit<InputProps, 'value' | 'onChange' | 'onBlur' | 'error' | 'name' | 'inputRef'>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <LabeledInput
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

/** A secret: typed as dots, and never filled in by the browser from another site's entry. */
export function PasswordField<T extends FieldValues, Out = T>(
  props: FieldProps<T, Out> &
    Omit<InputProps, 'value' | 'onChange' | 'onBlur' | 'error' | 'name' | 'inputRef' | 'type'>,
) {
  return <TextField {...props} type="password" />;
}
