import type { RealtimeEvent } from '@platform/contracts';
import { sql } from 'drizzle-orm';
import { expect, vi } from 'vitest';
import { testApp } from '../../../test/harness';
import { operatorLogin } from '../../../test/operator-kit';

type Res = { statusCode: number; json: () => { value: never; code: string; message: string } };

/**
 * What the Configuration tests share: an app on its own database clone, the demo operator's calls,
 * a visitor's calls (what players see after a change), refusals, audit rows and the socket events.
 */
export async function configKit() {
  const { app, db } = await testApp();
  const token = await operatorLogin(app);

  const op = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, lang = 'en') =>
    app.inject({
      method,
      url,
      headers: { 'accept-language': lang, authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    }) as Promise<Res>;
  const pub = (url: string, lang = 'en') => app.inject({ url, headers: { 'accept-language': lang } });
  const value = async <T = Record<string, unknown>>(r: Promise<Res>): Promise<T> => {
    const res = await r;
    expect(res.statusCode, JSON.stringify(res.json())).toBe(200);
    return res.json().value as T;
  };
  /** A refusal: the status, and the first field it names. */
  const refused = async (r: Promise<Res>) => {
    const res = await r;
    const body = res.json() as unknown as { value: { fields?: { field: string }[] }; message: string };
    return { status: res.statusCode, field: body.value?.fields?.[0]?.field, message: body.message };
  };
  const audits = async (action: string) =>
    (
      await db.execute<{ target_id: string; detail: Record<string, unknown>; operator_id: number }>(
        sql`select target_id, detail, operator_id from audit_log where action = ${action} order by id`,
      )
    ).rows;
  const fill = (path: string, params: Record<string, string | number>) =>
    path.replace(/:([A-Za-z]+)/g, (_, k: string) => encodeURIComponent(String(params[k])));

  /** Every event published to the brand's sockets during `fn`. */
  async function told(fn: () => Promise<unknown>): Promise<RealtimeEvent[]> {
    const spy = vi.spyOn(app.realtime.realtime, 'publish');
    try {
      await fn();
      return spy.mock.calls.map((c) => c[0]);
    } finally {
      spy.mockRestore();
    }
  }

  return { app, db, op, pub, value, refused, audits, fill, told };
}
