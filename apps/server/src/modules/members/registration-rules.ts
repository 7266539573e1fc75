import { checkFieldRule, type FieldError, type RegisterFieldRule } from '@platform/contracts';
import type { Translate } from '../../platform/i18n/translate';

/** Fields the username mode always needs, whatever the brand marks optional. */
const ALWAYS_REQUIRED = new Set(['username', 'password', 'confirmPassword']);
/** Checked separately: the captcha against its image, not a pattern. */
const NOT_PATTERN_CHECKED = new Set(['captcha', 'verificationCode', 'mobileNum', 'confirmPassword']);

/**
 * Every enabled field against the brand's rule (the same check the web runs), collecting all
 * failures so the form can mark each field at once.
 */
export function checkRegistration(
  rules: RegisterFieldRule[],
  body: Record<string, unknown>,
  t: Translate,
): FieldError[] {
  const errors: FieldError[] = [];
  for (const rule of rules) {
    if (NOT_PATTERN_CHECKED.has(rule.field)) continue;
    const value = body[rule.field];
    const required = rule.required || ALWAYS_REQUIRED.has(rule.field);
    const failed = checkFieldRule(
      { ...rule, enabled: rule.enabled || required, required },
      typeof value === 'string' ? value : undefined,
    );
    if (!failed) continue;
    const name = t(`field.${rule.field}`) === `field.${rule.field}` ? rule.field : t(`field.${rule.field}`);
    errors.push({
      field: rule.field,
      rule: failed,
      message: failed === 'required' ? t('rule.required', { field: name }) : rule.message,
    });
  }
  // The confirmation is judged only against the password: its own length rule would hide the real problem.
  if (!body.confirmPassword) {
    errors.push({
      field: 'confirmPassword',
      rule: 'required',
      message: t('rule.required', { field: t('field.confirmPassword') }),
    });
  } else if (body.password !== body.confirmPassword) {
    errors.push({ field: 'confirmPassword', rule: 'confirm', message: t('confirmMismatch') });
  }
  return errors;
}
