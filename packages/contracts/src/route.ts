import { z } from 'zod';
import { IDEMPOTENCY_HEADER } from './amounts';
import type { OperatorPermission } from './operator-access';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One API call as both sides see it: the server registers it from this (method, path, schemas,
 * sealed), the web calls it through `call()`, which infers its input and answer from the schemas.
 * `response` is the envelope's `value`; errors are the error envelope for every route.
 */
export type RouteDef = {
  method: HttpMethod;
  path: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
  /** The body travels sealed (spec §7 "encrypted"); the schema shows it decrypted. */
  sealed?: boolean;
  /** The body travels as an HTML form post (application/x-www-form-urlencoded). */
  form?: boolean;
  /** The call moves money: it carries an Idempotency-Key, and a retry with the same key answers the same. */
  idempotent?: boolean;
  /** An operator (back office) call: what the session's role must be allowed (operator-access.ts). */
  permission?: OperatorPermission;
};

/** Declares a route, keeping its literal method, path and schema types for both sides. */
export const route = <const R extends RouteDef>(r: R): R => r;

/** The header a money-moving call carries; optional in the schema so a missing one gets the catalogue error. */
export const idempotencyHeaders = z.object({
  [IDEMPOTENCY_HEADER]: z.string().optional().describe('Required: a retry with the same key answers the same result'),
});

type Schema<R, K extends 'params' | 'query' | 'body'> = R extends { [P in K]: infer S extends z.ZodType } ? S : never;

/** What a call sends: path params, query and body as their schemas accept them. */
export type RouteInput<R extends RouteDef> = ([Schema<R, 'params'>] extends [never]
  ? { params?: undefined }
  : { params: z.input<Schema<R, 'params'>> }) &
  ([Schema<R, 'query'>] extends [never] ? { query?: undefined } : { query: z.input<Schema<R, 'query'>> }) &
  ([Schema<R, 'body'>] extends [never]
    ? { body?: undefined }
    : undefined extends z.input<Schema<R, 'body'>>
      ? { body?: z.input<Schema<R, 'body'>> }
      : { body: z.input<Schema<R, 'body'>> }) &
  (R extends { idempotent: true } ? { key: string } : { key?: undefined }) & {
    headers?: Record<string, string>;
  };

/** What a call answers: the envelope's value after the response schema. */
export type RouteOutput<R extends RouteDef> = z.output<R['response']>;

/** The path with its `:name` segments filled from `params` (each value URI-encoded). */
export function fillPath(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const v = params[name];
    if (v === undefined || v === null) throw new Error(`path ${path}: missing param ${name}`);
    return encodeURIComponent(String(v));
  });
}
