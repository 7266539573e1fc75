import { randomBytes } from 'node:crypto';
import { IDEMPOTENCY_HEADER } from '@platform/contracts';
import { sessionsService } from '../../apps/server/src/modules/sessions/sessions.service';
import { sessionsStore } from '../../apps/server/src/modules/sessions/sessions.store';
import type { Db } from '../../apps/server/src/platform/db/client';

// biome-ignore lint/suspicious/noExplicitAny: the bench reads a field or two of many answer shapes
export type Answer = { status: number; body: { success: boolean; value: any; message?: string } };

/** The bench's HTTP client: JSON calls with a session token against the listening app. */
export function http(baseUrl: string) {
  const call = async (method: string, path: string, token: string, body?: unknown): Promise<Answer> => {
    const res = await fetch(new URL(path, baseUrl), {
      method,
      headers: {
        token,
        'accept-language': 'en',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        [IDEMPOTENCY_HEADER]: randomBytes(8).toString('hex'),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Answer['body'] };
  };
  return {
    baseUrl,
    get: (path: string, token: string) => call('GET', path, token),
    post: (path: string, token: string, body: unknown) => call('POST', path, token, body),
    /** A live session for a member, opened as login does (the bench does not type passwords). */
    session: (db: Db, brandId: number, memberId: number, clock: () => Date) =>
      sessionsService({ store: sessionsStore(db), clock }).open(memberId, brandId, '127.0.0.1'),
  };
}
export type Http = ReturnType<typeof http>;
