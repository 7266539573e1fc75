import { idempotencyHeaders, type RouteDef } from '@platform/contracts';
import type {
  ContextConfigDefault,
  FastifyInstance,
  FastifySchema,
  preHandlerHookHandler,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { accessHooks, rolesWith } from './operator-access';
import { responses } from './schemas';

const SEALED = 'The body is sent sealed (see GET /wps/system/publicKey); the schema shows it decrypted.';

/** The Fastify schema a route entry stands for: what types its handler's request and answer. */
export type RouteSchema<R extends RouteDef> = {
  params: R['params'];
  querystring: R['query'];
  body: R['body'];
  headers: R extends { idempotent: true } ? typeof idempotencyHeaders : undefined;
  response: ReturnType<typeof responses<R['response']>>;
};

/** A handler typed from the route entry, exactly as `r.get(path, { schema }, handler)` would type it. */
export type RouteHandler<R extends RouteDef> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  RouteSchema<R>,
  ZodTypeProvider
>;

/** What the table does not say: who may call, and how the call is documented. */
export type RouteOptions = {
  tags: string[];
  summary: string;
  description?: string;
  /** `[{ token: [] }]` for calls that need a session (OpenAPI). */
  security?: Array<Record<string, string[]>>;
  preHandler?: preHandlerHookHandler | preHandlerHookHandler[];
  bodyLimit?: number;
  logLevel?: 'warn' | 'error' | 'info';
  /** The proof-of-work check (see anti-bot.routes.ts). */
  antiBot?: boolean;
};

/**
 * Registers one route of the table (packages/contracts ROUTES): method, path, schemas and the sealed
 * flag come from the entry, so the server and the web cannot disagree on them; money-moving entries
 * get the Idempotency-Key header in their schema. Operator entries (`permission`) get the operator
 * guard and the role check from here (platform/http/operator-access.ts), whatever the module passes.
 */
export function route<R extends RouteDef>(
  app: FastifyInstance,
  def: R,
  o: RouteOptions,
  handler: RouteHandler<R>,
): void {
  const schema: FastifySchema & Record<string, unknown> = {
    tags: o.tags,
    summary: o.summary,
    response: responses(def.response),
  };
  const hooks = accessHooks(app, def, o.preHandler);
  const permission = def.permission
    ? `Operator permission \`${def.permission}\` (roles: ${rolesWith(def.permission).join(', ')}); any other role gets 403 OPERATOR_FORBIDDEN.`
    : undefined;
  const description = [o.description, def.sealed ? SEALED : undefined, permission].filter(Boolean).join(' ');
  if (description) schema.description = description;
  const security = o.security ?? (def.permission ? [{ token: [] }] : undefined);
  if (security) schema.security = security;
  if (def.params) schema.params = def.params;
  if (def.query) schema.querystring = def.query;
  if (def.body) schema.body = def.body;
  if (def.idempotent) schema.headers = idempotencyHeaders;
  const config: { sealed?: true; antiBot?: true } = {};
  if (def.sealed) config.sealed = true;
  if (o.antiBot) config.antiBot = true;
  app.withTypeProvider<ZodTypeProvider>().route({
    method: def.method,
    url: def.path,
    schema,
    config,
    ...hooks,
    ...(o.bodyLimit ? { bodyLimit: o.bodyLimit } : {}),
    ...(o.logLevel ? { logLevel: o.logLevel } : {}),
    // The entry's schemas are the ones registered above; only the generic parameter is lost here.
    handler: handler as RouteHandlerMethod,
  });
}
