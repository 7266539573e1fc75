import type { Db } from '../../platform/db/client';
import { sessionsService } from './sessions.service';
import { sessionsStore } from './sessions.store';

/** Member sessions (no routes of their own: login and logout live in members); the `member` guard resolves through it. */
export function sessionsModule(deps: { db: Db; clock: () => Date }) {
  return { sessions: sessionsService({ store: sessionsStore(deps.db), clock: deps.clock }) };
}
