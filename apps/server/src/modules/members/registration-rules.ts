import { checkFieldRule, type FieldError, type RegisterFieldRule } from '@platform/contracts';
import { isMessageKey, type Translate } from '../../platform/i18n/translate';

/** Checked elsewhere: the captcha against its image, codes and numbers by their own services. */
const NOT_PATTERN_CHECKED = new Set(['captcha', 'verificationCode', 'mobileNum', 'confirmPassword']);

/** The field's name in the catalogue (`field.<name>`), else the field itself. */
const fieldName = (t: Translate, field: string) => {
  const key = `field.${field}`;
  return isMessageKey(key) ? t(key) : field;
};

/**
 * Every enabled field against the brand's rule (the same check the web runs), collecting all
 * failures so the form can mark each field at once. `required` fields are asked whatever the
 * brand marks; `skip` fields belong to another registration mode.
 */
export function checkRegistration(
  rules: RegisterFieldRule[],
  body: Record<string, unknown>,
  t: Translate,
  mode: { required: string[]; skip: string[]; confirm: boolean },
): FieldError[] {
  const errors: FieldError[] = [];
  for (const rule of rules) {
    if (NOT_PATTERN_CHECKED.has(rule.field) || mode.skip.includes(rule.field)) continue;
    const value = body[rule.field];
    const required = rule.required || mode.required.includes(rule.field);
    const failed = checkFieldRule(
      { ...rule, enabled: rule.enabled || required, required },
      typeof value === 'string' ? value : undefined,
    );
    if (!failed) continue;
    errors.push({
      field: rule.field,
      rule: failed,
      message: failed === 'required' ? t('rule.required', { field: fieldName(t, rule.field) }) : rule.message,
    });
  }
  if (mode.confirm) errors.push(...checkConfirmation(body.password, body.confirmPassword, 'confirmPassword', t));
  return errors;
}

/** The confirmation is judged only against the password: its own length rule would hide the real problem. */
export function checkConfirmation(password: unknown, confirm: unknown, field: string, t: Translate): FieldError[] {
  if (!confirm) return [{ field, rule: 'required', message: t('rule.required', { field: fieldName(t, field) }) }];
  if (password !== confirm) return [{ field, rule: 'confirm', message: t('confirmMismatch') }];
  return [];
}

/** A new password against the brand's password rule, reported under the form's own field name. */
export function checkNewPassword(rules: RegisterFieldRule[], value: string, field: string, t: Translate): FieldError[] {
  const rule = rules.find((r) => r.field === 'password');
  if (!rule) return [];
  const failed = checkFieldRule({ ...rule, enabled: true, required: true }, value);
  if (!failed) return [];
  const message = failed === 'required' ? t('rule.required', { field: fieldName(t, field) }) : rule.message;
  return [{ field, rule: failed, message }];
}
