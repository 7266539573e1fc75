import type { FieldError } from '@platform/contracts';
import type { ZodFastifySchemaValidationError } from 'fastify-type-provider-zod';
import { isMessageKey, type Translate } from '../i18n/translate';

type Params = Record<string, unknown>;

/**
 * A field's name in the request's language (`field.<name>` of the catalogue: i18n/fields.<lang>.ts).
 * A nested path (`tiers.1.rate`, `images.0`) is named by its last named part the catalogue holds,
 * else by its top-level field; only a name no route declares is shown as sent.
 */
export const fieldLabel = (t: Translate, field: string) => {
  const parts = field.split('.').filter((p) => !/^\d+$/.test(p));
  for (const name of [field, ...parts.reverse()]) {
    const key = `field.${name}`;
    if (isMessageKey(key)) return t(key);
  }
  return field;
};

/** Turns one Zod issue into the field, rule and translated message the envelope reports. */
export function toFieldError(
  issue: ZodFastifySchemaValidationError,
  context: string | undefined,
  t: Translate,
): FieldError {
  const p = (issue.params ?? {}) as Params;
  const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
  let field = path || context || 'body';
  let rule = 'invalid';
  const vars: Record<string, string | number> = {};
  switch (issue.keyword) {
    case 'invalid_type':
      rule = /received undefined/.test(issue.message ?? '') ? 'required' : 'type';
      break;
    case 'too_small':
      rule = p.origin === 'string' ? 'minLength' : 'min';
      vars.min = String(p.minimum);
      if (p.origin === 'string' && p.minimum === 1) rule = 'required';
      break;
    case 'too_big':
      rule = p.origin === 'string' ? 'maxLength' : 'max';
      vars.max = String(p.maximum);
      break;
    case 'invalid_format':
      rule = p.format === 'regex' ? 'pattern' : 'format';
      break;
    case 'invalid_value':
      rule = 'enum';
      vars.values = Array.isArray(p.values) ? p.values.join(', ') : '';
      break;
    case 'unrecognized_keys':
      rule = 'unknown';
      if (Array.isArray(p.keys)) field = [path, ...p.keys].filter(Boolean).join('.');
      break;
    case 'custom':
      rule = typeof p.params === 'object' && p.params && 'rule' in p.params ? String(p.params.rule) : 'invalid';
      break;
  }
  const key = `rule.${rule}`;
  // A custom refinement may name a rule the catalogue does not word: it reads as `invalid`.
  return {
    field,
    rule,
    message: t(isMessageKey(key) ? key : 'rule.invalid', { field: fieldLabel(t, field), ...vars }),
  };
}
