import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/**
 * Text PostgreSQL cannot store: U+0000 (text refuses it) and a lone UTF-16 surrogate (jsonb refuses
 * its escape; a text column would get U+FFFD instead of what was sent). Either failed in the
 * database wherever it was written or compared, which answered 500 (an operator renaming a
 * module, an agent search, a feedback reply, a public login). JSON (`"\u0000"`, `"\ud800"`), query
 * strings and paths (`%00`) all let a client send them, and no field of ours has a use for them,
 * so they are refused where every input is validated.
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const unstorable = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);

/** The path of the first string (or object key) PostgreSQL cannot store, in a validated value, if any. */
export function unstorablePath(value: unknown, path: (string | number)[] = []): (string | number)[] | undefined {
  if (typeof value === 'string') return unstorable(value) ? path : undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = unstorablePath(value[i], [...path, i]);
      if (found) return found;
    }
    return undefined;
  }
  if (value && typeof value === 'object' && !Buffer.isBuffer(value) && !(value instanceof Date)) {
    for (const [key, v] of Object.entries(value)) {
      if (unstorable(key)) return [...path, key];
      const found = unstorablePath(v, [...path, key]);
      if (found) return found;
    }
  }
  return undefined;
}

/** As a Zod check: the field's `format` rule, so the envelope names it like any malformed field. */
const refuseUnstorable = (value: unknown, ctx: z.RefinementCtx) => {
  const path = unstorablePath(value);
  if (path) ctx.addIssue({ code: 'custom', path, message: 'text PostgreSQL cannot store', params: { rule: 'format' } });
};

/**
 * The app's validator: the route's Zod schema (fastify-type-provider-zod), then no unstorable text
 * (above) in any string of what it accepted (body, query string, path parameters, headers).
 */
export const textValidatorCompiler: FastifySchemaCompiler<z.ZodType> = (req) =>
  validatorCompiler({ ...req, schema: req.schema.superRefine(refuseUnstorable) });
