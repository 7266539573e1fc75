import { type FieldPath, type FieldValues, get, type UseFormReturn } from 'react-hook-form';

/** What an API failure carries (the web's ApiError): the message and the fields it names. */
type Failure = { message: string; fields?: { field: string; message: string }[] };

type Form<T extends FieldValues> = Pick<UseFormReturn<T, unknown, unknown>, 'setError' | 'getValues'>;

/** How a form's inputs meet the server's field names. */
export type Placement<T extends FieldValues> = {
  /** The server's name of a field -> the form's, where they differ. */
  rename?: Record<string, FieldPath<T>>;
  /**
   * Fields the form holds but shows no input for just now (another tab's, one hidden by a setting):
   * a message about one goes to the alert, never under an input nobody sees.
   */
  hidden?: readonly string[];
};

/**
 * Puts an API failure on the form, the one way every form does it: each field the server names
 * gets its message under its input (a path such as `tiers.1.rate` lands on that input when the form
 * has it, `proof.0` on `proof`), and the form's alert (`errors.root.server`) shows the server's
 * message only when some of it has no input to sit under: a failure that names no field, or a field
 * the form does not show. Else the alert would only repeat the field's message, with the field's
 * name ('Please check Username: Username is taken' above 'Username is taken').
 */
export function showServerError<T extends FieldValues>(form: Form<T>, error: unknown, placement: Placement<T> = {}) {
  const named = (error as Failure).fields?.length ?? 0;
  const placed = showFieldErrors(form, error, placement);
  if (named === 0 || placed < named)
    form.setError('root.server', { type: 'server', message: (error as Failure).message });
}

/**
 * Only the fields of an API failure, for forms whose alert is kept elsewhere (the login flow).
 * Returns how many of the failure's fields landed on an input of the form.
 */
export function showFieldErrors<T extends FieldValues>(
  form: Form<T>,
  error: unknown,
  { rename = {}, hidden = [] }: Placement<T> = {},
): number {
  const failure = error as Failure;
  const values = form.getValues() ?? {};
  const known = new Set(Object.keys(values).filter((k) => !hidden.includes(k)));
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
