import type { Envelope, FieldError, RouteDef, RouteInput, RouteOutput } from '@platform/contracts';
import { fillPath, IDEMPOTENCY_HEADER, ROUTES } from '@platform/contracts';
import i18n from 'i18next';
import { readToken } from '../state/session';
import { forgetKey, sealBody } from './sealed';

/** An error answered by the API, carrying its catalogue code and the offending fields. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly status: number,
    readonly fields: FieldError[] = [],
    /** The error's value: captchaRequired, a verification challenge, and the like. */
    readonly value: Record<string, unknown> = {},
  ) {
    super(message);
  }

  /** The server's message for each named field, as forms show them under their inputs. */
  get byField(): Record<string, string> {
    return Object.fromEntries(this.fields.map((f) => [f.field, f.message]));
  }
}

export const getToken = readToken;

type Init = {
  method: string;
  body?: unknown;
  query?: Record<string, unknown>;
  /** Encrypt the body (spec §7 "encrypted" calls). */
  sealed?: boolean;
  /** Send the body as an HTML form post (application/x-www-form-urlencoded). */
  form?: boolean;
  headers?: Record<string, string>;
};

/** Answers are checked against the route's schema while developing and in tests; production trusts them. */
const CHECK_ANSWERS = import.meta.env.DEV || import.meta.env.MODE === 'test';

/**
 * The one way the app calls the API: `call(ROUTES.deposit, { body, key })`. Input and answer are
 * typed from the route; path params are filled from `params`; money-moving routes carry `key` as
 * their Idempotency-Key. Sends the language and session token, unwraps the envelope, and turns
 * failures (including a dead network) into ApiError with a readable message. Sealed routes (spec §7
 * "encrypted") go out encrypted; when the server's key has changed since it was fetched, the key is
 * fetched again and the call retried once.
 */
export async function call<R extends RouteDef>(
  route: R,
  ...[input]: Record<never, never> extends RouteInput<R> ? [RouteInput<R>?] : [RouteInput<R>]
): Promise<RouteOutput<R>> {
  const i = (input ?? {}) as RouteInput<RouteDef>;
  const path = fillPath(route.path, i.params as Record<string, unknown> | undefined);
  const headers = i.key === undefined ? i.headers : { ...i.headers, [IDEMPOTENCY_HEADER]: i.key };
  const init: Init = { method: route.method, body: i.body, query: i.query as Init['query'], headers, form: route.form };
  const value = await (route.sealed ? sendSealed(path, init) : send(path, init));
  // Stripped from production builds with the schemas (apps/web/plugins/pure-contracts.ts).
  // The raw value is returned either way, so development and production run the same data.
  if (CHECK_ANSWERS && route.response) {
    const checked = route.response.safeParse(value);
    if (!checked.success)
      throw new Error(`${route.method} ${route.path}: the answer does not match its schema: ${checked.error.message}`);
  }
  return value as RouteOutput<R>;
}

const fetchKey = () => call(ROUTES.publicKey);

async function sendSealed(path: string, init: Init): Promise<unknown> {
  try {
    return await send(path, { ...init, body: await sealBody(init.body, fetchKey) });
  } catch (err) {
    if (!(err instanceof ApiError) || err.code !== 'KEY_UNKNOWN') throw err;
    forgetKey();
    return send(path, { ...init, body: await sealBody(init.body, fetchKey) });
  }
}

async function send(path: string, init: Init): Promise<unknown> {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(init.query ?? {})) if (v !== undefined && v !== null) qs.set(k, String(v));
  const url = qs.size ? `${path}?${qs}` : path;
  const headers: Record<string, string> = { 'accept-language': i18n.language || 'bn', ...init.headers };
  // A caller's own token (the operator console, a chat guest) is kept; otherwise the member's session.
  const token = getToken();
  if (token && !headers.token) headers.token = token;
  if (init.body !== undefined)
    headers['content-type'] = init.form ? 'application/x-www-form-urlencoded' : 'application/json';
  let res: Response;
  try {
    res = await fetch(url, {
      method: init.method,
      headers,
      body:
        init.body === undefined
          ? undefined
          : init.form
            ? new URLSearchParams(init.body as Record<string, string>).toString()
            : JSON.stringify(init.body),
    });
  } catch {
    throw new ApiError(i18n.t('errors.network'), 'NETWORK', 0);
  }
  let body: Envelope<unknown> | null = null;
  try {
    body = (await res.json()) as Envelope<unknown>;
  } catch {
    throw new ApiError(i18n.t('errors.unknown'), 'UNKNOWN', res.status);
  }
  if (!res.ok || !body.success) {
    const value = (body.value ?? {}) as { fields?: FieldError[] } & Record<string, unknown>;
    throw new ApiError(body.message || i18n.t('errors.unknown'), body.code, res.status, value.fields ?? [], value);
  }
  return body.value;
}
