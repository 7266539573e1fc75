import type { Db } from '../../platform/db/client';
import { inTransaction, type Tx } from '../../platform/db/tx';
import type { EventRange } from './bet-events.range';
import type { BetEventsStore } from './bet-events.store';

/**
 * A consumer of the bet events: applies one batch set-based inside the batch's transaction, so
 * the effect and the cursor move commit together (exactly once, even after a crash mid-batch).
 */
export type BetEventConsumer = { name: string; apply(tx: Tx, range: EventRange): Promise<void> };

export const EVENT_BATCH = 5_000;

/**
 * How long the worker loop waits after a turn that caught up. A turn costs about the same whatever
 * its size (a transaction and its plans per consumer), so the wait sets the batches' size under
 * load: at 1,100 events/s, batches of about 110 events (100 ms) cost the database 56-91 µs of CPU
 * per event across the three consumers and the app 30-50 µs, batches of about 440 (400 ms) 18-31
 * and 6-12 (`npm run bench:provider-wallet:consumers`, 2026-11-27). 300 ms keeps most of that saving
 * with a bet-to-turnover lag p99 under 0.4 s in bench:provider-wallet (target 2 s); reads that
 * decide money drain the member's events first anyway.
 */
export const EVENT_IDLE_MS = 300;

/**
 * Runs the consumers of the bet-event stream (provider_transactions rows in (txid, id) order).
 * Any node may run them: a consumer's cursor row is locked with SKIP LOCKED, so one node applies
 * each batch and the others move on.
 */
export function betEventsService(deps: { db: Db; store: BetEventsStore; consumers: BetEventConsumer[] }) {
  const { store } = deps;
  /** Lag histogram (10 ms buckets), kept only while a benchmark asks for it. */
  let lag: Map<number, number> | undefined;

  /**
   * One batch of one consumer; the number of events it applied (0: caught up, or busy on another
   * node, unless `wait`: then it waits for that node's batch and goes on after it).
   */
  async function runOnce(c: BetEventConsumer, limit = EVENT_BATCH, wait = false): Promise<number> {
    return inTransaction(deps.db, async (tx) => {
      const from = await store.lockCursor(tx, c.name, wait);
      if (!from) return 0;
      const to = await store.batchEnd(tx, from, limit);
      if (!to) return 0;
      const range = { fromTxid: from.txid, fromId: from.lastId, toTxid: to.txid, toId: to.id };
      await c.apply(tx, range);
      await store.moveCursor(tx, c.name, to);
      if (lag && c.name === deps.consumers[0]?.name) {
        for (const b of await store.lagBuckets(tx, range)) lag.set(b.bucket, (lag.get(b.bucket) ?? 0) + b.n);
      }
      return to.events;
    });
  }

  const byName = (name: string) => {
    const c = deps.consumers.find((x) => x.name === name);
    if (!c) throw new Error(`no bet-event consumer ${name}`);
    return c;
  };

  /**
   * Applies everything visible now, for reads and jobs that decide money from a consumer's figures
   * (every consumer, or `name`), in batches of at most `limit` events. It waits for a batch another
   * node is applying rather than skipping it: under a backlog a worker holds the cursor almost all
   * the time, and skipping would answer from the figures as they were before that batch.
   */
  async function drain(name?: string, limit = EVENT_BATCH) {
    for (const c of name ? [byName(name)] : deps.consumers) {
      for (let i = 0; i < 1_000 && (await runOnce(c, limit, true)) > 0; i++);
    }
  }

  /**
   * The worker loop main.ts starts: every consumer in turn, again at once while a batch came back
   * full (a backlog), otherwise after `idleMs`, so a busy stream is applied in batches of many
   * events rather than one batch per call. A failed batch rolls back whole and is retried on the
   * next turn.
   */
  function start(opts: { idleMs?: number; log?: { error(o: object, m: string): void } } = {}) {
    let stopped = false;
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<void> = Promise.resolve();
    const turn = async () => {
      let busy = false;
      for (const c of deps.consumers) {
        try {
          if ((await runOnce(c)) >= EVENT_BATCH) busy = true;
        } catch (error) {
          opts.log?.error({ err: error, consumer: c.name }, 'bet-event batch failed');
        }
      }
      if (!stopped) timer = setTimeout(tick, busy ? 0 : (opts.idleMs ?? EVENT_IDLE_MS));
    };
    const tick = () => {
      running = turn();
    };
    tick();
    return async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    };
  }

  return {
    runOnce: (name: string, limit?: number) => runOnce(byName(name), limit),
    drain,
    start,
    pending: (name: string) => store.pending(deps.db, name),
    /** Starts (or reads and clears) the lag histogram: [bucket of 10 ms, events]. */
    measureLag(on: boolean): [number, number][] {
      const out = lag ? [...lag.entries()].sort((a, b) => a[0] - b[0]) : [];
      lag = on ? new Map() : undefined;
      return out;
    },
  };
}
export type BetEventsService = ReturnType<typeof betEventsService>;
