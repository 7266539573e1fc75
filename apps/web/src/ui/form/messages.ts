import i18n from 'i18next';
import type { $ZodRawIssue } from 'zod/v4/core';

/**
 * One message per rule the contracts' schemas can break, in the user's language, so a field
 * checked by the same schema as the server reads the same here as in the server's answer. A
 * schema's own message (a refinement written in the web) is kept as it is.
 */
export function issueMessage(issue: $ZodRawIssue): string {
  const t = i18n.t.bind(i18n);
  const p = issue as $ZodRawIssue & {
    origin?: string;
    minimum?: number | bigint;
    maximum?: number | bigint;
    params?: { rule?: string };
  };
  switch (issue.code) {
    case 'invalid_type':
      // null is how a form holds "nothing chosen" (an emptied date and time): required, not malformed.
      return issue.input === undefined || issue.input === null || issue.input === ''
        ? t('common.required')
        : t('form.invalid');
    case 'too_small':
      if (p.origin === 'string')
        return Number(p.minimum) <= 1 ? t('common.required') : t('form.minLength', { min: Number(p.minimum) });
      return t('form.min', { min: String(p.minimum) });
    case 'too_big':
      if (p.origin === 'string') return t('form.maxLength', { max: Number(p.maximum) });
      return t('form.max', { max: String(p.maximum) });
    case 'custom':
      return p.params?.rule === 'required' ? t('common.required') : t('form.invalid');
    default:
      return t('form.invalid');
  }
}

/**
 * Contract refinements name the rule in the message itself ('required'); those become the
 * user's words here.
 */
export const RULE_MESSAGES: Record<string, () => string> = {
  required: () => i18n.t('common.required'),
  amount: () => i18n.t('form.amount'),
  percent: () => i18n.t('form.percent'),
};
