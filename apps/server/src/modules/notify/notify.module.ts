import type { Db } from '../../platform/db/client';
import { outboxProvider, type Provider } from './notify.providers';
import { notifyService } from './notify.service';
import { notifyStore } from './notify.store';

/** SMS and email (no routes): every message stored in the outbox, then sent by the configured providers. */
export function notifyModule(deps: { db: Db; providers?: { sms: Provider; email: Provider } }) {
  const providers = deps.providers ?? { sms: outboxProvider, email: outboxProvider };
  return { notify: notifyService({ store: notifyStore(deps.db), ...providers }) };
}
