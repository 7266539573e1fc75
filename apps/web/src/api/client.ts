import type { Envelope, FieldError } from '@platform/contracts';
import { STORAGE_KEYS } from '@platform/contracts';
import i18n from 'i18next';
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

export const getToken = () => sessionStorage.getItem(STORAGE_KEYS.token);

type Init = {
  method?: string;
  body?: unknown;
  query?: Record<string, string | undefined>;
  /** Encrypt the body (spec §7 "encrypted" calls). */
  sealed?: boolean;
  /** Send the body as an HTML form post (application/x-www-form-urlencoded). */
  form?: boolean;
  /** Extra request headers (e.g. Idempotency-Key on money-moving calls). */
  headers?: Record<string, string>;
};

/**
 * The one way the app calls the API: sends the language and session token, unwraps the
 * envelope, and turns failures (including a dead network) into ApiError with a readable message.
 * `sealed` calls (spec §7 "encrypted") go out encrypted; when the server's key has changed since
 * it was fetched, the key is fetched again and the call retried once.
 */
export async function api<T>(path: string, init: Init = {}): Promise<T> {
  if (!init.sealed) return send<T>(path, init);
  try {
    return await send<T>(path, { ...init, body: await sealBody(init.body) });
  } catch (err) {
    if (!(err instanceof ApiError) || err.code !== 'KEY_UNKNOWN') throw err;
    forgetKey();
    return send<T>(path, { ...init, body: await sealBody(init.body) });
  }
}

async function send<T>(path: string, init: Init): Promise<T> {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(init.query ?? {})) if (v !== undefined) qs.set(k, v);
  const url = qs.size ? `${path}?${qs}` : path;
  const headers: Record<string, string> = { 'accept-language': i18n.language || 'bn', ...init.headers };
  const token = getToken();
  if (token) headers.token = token;
  if (init.body !== undefined)
    headers['content-type'] = init.form ? 'application/x-www-form-urlencoded' : 'application/json';
  let res: Response;
  try {
    res = await fetch(url, {
      method: init.method ?? 'GET',
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
  let body: Envelope<T> | null = null;
  try {
    body = (await res.json()) as Envelope<T>;
  } catch {
    throw new ApiError(i18n.t('errors.unknown'), 'UNKNOWN', res.status);
  }
  if (!res.ok || !body.success) {
    const value = (body.value ?? {}) as { fields?: FieldError[] } & Record<string, unknown>;
    throw new ApiError(body.message || i18n.t('errors.unknown'), body.code, res.status, value.fields ?? [], value);
  }
  return body.value as T;
}
