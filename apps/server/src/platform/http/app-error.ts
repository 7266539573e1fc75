import { ERRORS, type ErrorCode, type FieldError } from '@platform/contracts';
import { isMessageKey, type MessageKey } from '../i18n/translate';

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
    readonly messageKey?: MessageKey,
  ) {
    super(code);
    this.status = ERRORS[code].status;
  }
}

/**
 * A 400 VALIDATION naming one field, worded by `messageKey` (default `rule.<rule>`) in the
 * request's language; the field carries the same message, so the form shows it in place.
 */
type Params = Record<string, string | number>;
/** The rules the catalogue words as `rule.<rule>`; another rule must name its message key. */
export type RuleName = MessageKey extends infer K ? (K extends `rule.${infer R}` ? R : never) : never;
export const isRuleName = (rule: string): rule is RuleName => isMessageKey(`rule.${rule}`);

export function fieldError(field: string, rule: RuleName, params?: Params): AppError;
export function fieldError(field: string, rule: string, params: Params, messageKey: MessageKey): AppError;
export function fieldError(field: string, rule: string, params: Params = {}, messageKey?: MessageKey): AppError {
  const key = messageKey ?? (`rule.${rule}` as MessageKey);
  return new AppError('VALIDATION', { field, ...params }, { fields: [{ field, rule, message: '' }] }, key);
}

/** A VALIDATION error naming every bad field; the message quotes the first, the value lists all. */
export const invalidFields = (fields: FieldError[]): AppError =>
  new AppError('VALIDATION', { field: fields[0]?.field ?? '', detail: fields[0]?.message ?? '' }, { fields });
