import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/client';
import type { Background } from '../../platform/jobs/background';
import type { SessionsService } from '../sessions/sessions.service';
import { pgListener } from './realtime.listener';
import { realtimeRoutes } from './realtime.routes';
import { type RealtimeDeps, realtimeService } from './realtime.service';
import { REALTIME_CHANNEL, realtimeStore } from './realtime.store';
import { ledgerTail } from './realtime.tail';
import { realtimeWatch } from './realtime.watch';

/**
 * Real-time events over one WebSocket (GET /wps/ws): fan-out by PostgreSQL NOTIFY to every
 * instance, balance events from a tail of the ledger (a worker loop), maintenance and announcement
 * events from a minute job, kicks when the sessions module ends sessions.
 */
export async function realtimeModule(
  app: FastifyInstance,
  deps: {
    db: Db;
    clock: () => Date;
    sessions: SessionsService;
    background: Background;
    /** Tokens that are no member session: a live-chat guest's or an operator's (the chat console). */
    resolveOther?: RealtimeDeps['resolveOther'];
  },
) {
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  const store = realtimeStore(deps.db);
  const config = deps.db.$client.options;
  const realtime = realtimeService({
    store,
    listener: (h) => pgListener({ config, channel: REALTIME_CHANNEL, log: app.log, ...h }),
    resolve: deps.sessions.resolve,
    resolveOther: deps.resolveOther,
    log: app.log,
  });
  deps.sessions.onEnded(realtime.sessionsEnded);
  realtimeRoutes(app, { realtime });

  const tail = ledgerTail({
    store,
    config,
    startAt: realtime.lastCursor,
    announce: realtime.balancesMoved,
    log: app.log,
  });
  deps.background.loop(tail.loop);
  const watch = realtimeWatch({ store, realtime, clock: deps.clock });
  deps.background.job(watch.job);

  app.addHook('preClose', async () => {
    await realtime.close();
  });
  return { realtime, ledgerTail: tail, watch };
}
