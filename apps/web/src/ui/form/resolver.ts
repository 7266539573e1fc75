import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { issueMessage, RULE_MESSAGES } from './messages';

/**
 * zodResolver over a contract schema (or the web's refinement of one) with every message in the
 * user's language: the rule set is the server's, the words are the locale's.
 */
export function translatedResolver<In extends FieldValues, Out>(
  schema: z.ZodType<Out, In>,
  messages: FieldMessages = {},
): Resolver<In, unknown, Out> {
  const base = zodResolver(schema as never, { error: issueMessage }) as unknown as Resolver<In, unknown, Out>;
  return async (values, context, options) => {
    const result = await base(values, context, options);
    translateRuleNames(result.errors);
    for (const [name, message] of Object.entries(messages)) {
      const error = result.errors[name] as { type?: string; message?: string } | undefined;
      if (error) error.message = message();
    }
    return result;
  };
}

/**
 * A field's own words for whatever of the contract's rules it breaks (a PIN's "Enter your 6-digit
 * payment password" rather than a generic format message), whichever rule it broke.
 */
export type FieldMessages = Record<string, () => string>;

function translateRuleNames(errors: FieldErrors) {
  for (const error of Object.values(errors)) {
    if (!error || typeof error !== 'object') continue;
    const message = (error as { message?: unknown }).message;
    if (typeof message === 'string' && RULE_MESSAGES[message])
      (error as { message: string }).message = RULE_MESSAGES[message]();
    else if (!('message' in error)) translateRuleNames(error as FieldErrors);
  }
}
