import i18n from 'i18next';
import type { z } from 'zod';

/**
 * Fields a contract leaves as plain strings (the service decides they must be given) but a form
 * needs filled before it sends: each empty one gets the required message.
 */
export const requireFilled =
  <T extends Record<string, unknown>>(...fields: (keyof T & string)[]) =>
  (v: T, ctx: z.RefinementCtx) => {
    for (const f of fields)
      if (typeof v[f] !== 'string' || (v[f] as string).trim() === '')
        ctx.addIssue({ code: 'custom', path: [f], message: i18n.t('common.required') });
  };

/** A six-digit code (SMS, email, authenticator), as the servers accept them. */
export const SIX_DIGITS = /^\d{6}$/;
