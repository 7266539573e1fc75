import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/**
 * PostgreSQL's text cannot hold U+0000: a string carrying it fails in the database wherever it is
 * written or compared, which answered 500 (an operator renaming a module, an agent search, a
 * channel id in the path). JSON (`"\u0000"`), query strings and paths (`%00`) all let a client send
 * one, and no field of ours has a use for it, so it is refused where every input is validated.
 */
const NUL = '\u0000';

/** The path of the first string (or object key) holding U+0000 in a validated value, if any. */
export function nulPath(value: unknown, path: (string | number)[] = []): (string | number)[] | undefined {
  if (typeof value === 'string') return value.includes(NUL) ? path : undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = nulPath(value[i], [...path, i]);
      if (found) return found;
    }
    return undefined;
  }
  if (value && typeof value === 'object' && !Buffer.isBuffer(value) && !(value instanceof Date)) {
    for (const [key, v] of Object.entries(value)) {
      if (key.includes(NUL)) return [...path, key];
      const found = nulPath(v, [...path, key]);
      if (found) return found;
    }
  }
  return undefined;
}

/** As a Zod check: the field's `format` rule, so the envelope names it like any malformed field. */
const refuseNul = (value: unknown, ctx: z.RefinementCtx) => {
  const path = nulPath(value);
  if (path) ctx.addIssue({ code: 'custom', path, message: 'U+0000 in text', params: { rule: 'format' } });
};

/**
 * The app's validator: the route's Zod schema (fastify-type-provider-zod), then no U+0000 in any
 * string of what it accepted (body, query string, path parameters, headers).
 */
export const textValidatorCompiler: FastifySchemaCompiler<z.ZodType> = (req) =>
  validatorCompiler({ ...req, schema: req.schema.superRefine(refuseNul) });
