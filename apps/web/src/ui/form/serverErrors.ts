import { type FieldPath, type FieldValues, get, type UseFormReturn } from 'react-hook-form';

/** What an API failure carries (the web's ApiError): the message and the fields it names. */
type Failure = { message: string; fields?: { field: string; message: string }[] };

/**
 * Puts an API failure on the form: each field the server names gets its message under its input
 * (a path such as `tiers.1.rate` lands on that input when the form has it, `proof.0` on `proof`; `rename` maps the server's name to the form's), and
 * the server's message stays as the form's alert (`errors.root.server`).
 */
export function showServerError<T extends FieldValues>(
  form: Pick<UseFormReturn<T, unknown, unknown>, 'setError' | 'getValues'>,
  error: unknown,
  rename: Record<string, FieldPath<T>> = {},
) {
  showFieldErrors(form, error, rename);
  form.setError('root.server', { type: 'server', message: (error as Failure).message });
}

/**
 * As showServerError, for forms whose field messages are alerts themselves (the agent center's
 * fields): when every field the server names got its message under its input, the form's alert
 * would only repeat it, with the field's wire name ('Please check username: ...'); it stays for
 * a failure that names no field, or one the form does not hold.
 */
export function showServerErrorOnFields<T extends FieldValues>(
  form: Pick<UseFormReturn<T, unknown, unknown>, 'setError' | 'getValues'>,
  error: unknown,
  rename: Record<string, FieldPath<T>> = {},
) {
  const named = (error as Failure).fields?.length ?? 0;
  const placed = showFieldErrors(form, error, rename);
  if (named === 0 || placed < named)
    form.setError('root.server', { type: 'server', message: (error as Failure).message });
}

/**
 * Only the fields of an API failure, for forms whose alert is kept elsewhere (the login flow).
 * Returns how many of the failure's fields landed on the form.
 */
export function showFieldErrors<T extends FieldValues>(
  form: Pick<UseFormReturn<T, unknown, unknown>, 'setError' | 'getValues'>,
  error: unknown,
  rename: Record<string, FieldPath<T>> = {},
): number {
  const failure = error as Failure;
  const values = form.getValues() ?? {};
  const known = new Set(Object.keys(values));
  let focused = false;
  let placed = 0;
  for (const f of failure.fields ?? []) {
    const head = f.field.split('.')[0] ?? f.field;
    // A nested field the form holds (tiers.1.rate) gets its own message; else its top-level field does.
    const name = rename[head] ?? (get(values, f.field) !== undefined ? f.field : head);
    if (!known.has(name.split('.')[0] ?? name)) continue;
    form.setError(name as FieldPath<T>, { type: 'server', message: f.message }, { shouldFocus: !focused });
    focused = true;
    placed++;
  }
  return placed;
}
