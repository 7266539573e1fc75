import { ERRORS, type ErrorCode, type FieldError } from '@platform/contracts';

/**
 * The one error type the services throw. The handler turns it into the envelope, translating
 * `ERRORS[code].key` (or `messageKey`) into the request's language with `params` filled in.
 */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    readonly params: Record<string, string | number> = {},
    readonly details: { fields?: FieldError[]; [k: string]: unknown } | null = null,
    readonly messageKey?: string,
  ) {
    super(code);
    this.status = ERRORS[code].status;
  }
}

/**
 * A 400 VALIDATION naming one field, worded by `messageKey` (default `rule.<rule>`) in the
 * request's language; the field carries the same message, so the form shows it in place.
 */
export const fieldError = (
  field: string,
  rule: string,
  params: Record<string, string | number> = {},
  messageKey = `rule.${rule}`,
) => new AppError('VALIDATION', { field, ...params }, { fields: [{ field, rule, message: '' }] }, messageKey);

/** A VALIDATION error naming every bad field; the message quotes the first, the value lists all. */
export const invalidFields = (fields: FieldError[]): AppError =>
  new AppError('VALIDATION', { field: fields[0]?.field ?? '', detail: fields[0]?.message ?? '' }, { fields });
