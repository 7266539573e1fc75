import type { ControllerFieldState, ControllerRenderProps, FieldPath, FieldValues } from 'react-hook-form';

/**
 * The props a custom input (a PIN, an amount, a picker) takes from a Controller: its value, the
 * change and blur handlers, and its error message.
 */
export function bind<T extends FieldValues, N extends FieldPath<T>>(
  field: ControllerRenderProps<T, N>,
  fieldState: ControllerFieldState,
) {
  return { value: field.value, onChange: field.onChange, onBlur: field.onBlur, error: fieldState.error?.message };
}
