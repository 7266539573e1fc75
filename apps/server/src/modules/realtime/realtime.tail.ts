import pg from 'pg';
import type { WorkerLoop } from '../../platform/jobs/background';
import { LEDGER_TAIL_LOCK, type RealtimeStore } from './realtime.store';

/** How often the elected instance reads the ledger for moved balances. */
export const TAIL_EVERY_MS = 300;
const BATCH = 5_000;
/** A gap older than this is given up (its balance is resent at the next movement or reconnect). */
const GAP_MAX_MS = 60_000;
const GAPS_MAX = 10_000;

type Log = { warn(o: object, m: string): void };

/**
 * Balance events without touching the money path: one instance (the holder of an advisory lock on
 * its own connection) reads `ledger_transfers` by id after its cursor every TAIL_EVERY_MS, set-based,
 * and announces the members whose accounts moved (realtime.service.balancesMoved), in batches. Ids
 * are taken at insert and become visible at commit, so a transfer of a slower transaction can
 * appear below the cursor: every id skipped is kept as a gap and read again until the transactions
 * running when it was noticed have all ended (snapshot xmin passed the xmax of that moment).
 */
export function ledgerTail(deps: {
  store: RealtimeStore;
  config: pg.ClientConfig;
  startAt: () => number | null;
  announce(memberIds: number[], cursor: number): Promise<void>;
  log: Log;
}) {
  let cursor: number | null = null;
  const gaps = new Map<number, { xmax: bigint; at: number }>();

  /** One read of the tail (the caller holds the lock). */
  async function step(now = Date.now()) {
    if (cursor === null) {
      cursor = deps.startAt() ?? (await deps.store.lastTransferId());
      return 0;
    }
    const from = cursor;
    const t = await deps.store.tail(from, [...gaps.keys()], BATCH);
    const seen = new Set(t.ids);
    for (const id of seen) gaps.delete(id);
    const next = t.ids.reduce((a, b) => Math.max(a, b), from);
    for (let id = from + 1; id < next && gaps.size < GAPS_MAX; id++)
      if (!seen.has(id)) gaps.set(id, { xmax: t.xmax, at: now });
    for (const [id, g] of gaps) if (g.xmax <= t.xmin || now - g.at > GAP_MAX_MS) gaps.delete(id);
    cursor = next;
    if (t.members.length) await deps.announce(t.members, next);
    return t.members.length;
  }

  /** The worker loop main.ts starts: tries the lock each turn until elected, then tails. */
  const loop: WorkerLoop = {
    name: 'realtime-ledger-tail',
    start() {
      let stopped = false;
      let client: pg.Client | null = null;
      let leader = false;
      let timer: NodeJS.Timeout | null = null;
      let turn: Promise<void> = Promise.resolve();

      async function elect() {
        if (!client) {
          const c = new pg.Client({ ...deps.config, application_name: 'platform-realtime-tail' });
          c.on('error', () => {});
          c.on('end', () => {
            if (client === c) {
              client = null;
              leader = false;
            }
          });
          await c.connect();
          client = c;
        }
        const r = await client.query<{ ok: boolean }>('select pg_try_advisory_lock($1) as ok', [LEDGER_TAIL_LOCK]);
        leader = Boolean(r.rows[0]?.ok);
        // A new leader continues from the last cursor any instance announced.
        if (leader) cursor = null;
      }

      async function once() {
        try {
          if (!leader) await elect();
          if (leader) await step();
        } catch (err) {
          deps.log.warn({ err }, 'realtime: ledger tail turn failed');
        }
      }

      const schedule = () => {
        if (stopped) return;
        timer = setTimeout(() => {
          turn = once().finally(schedule);
        }, TAIL_EVERY_MS);
      };
      schedule();
      return async () => {
        stopped = true;
        if (timer) clearTimeout(timer);
        await turn;
        const c = client;
        client = null;
        await c?.end().catch(() => {});
      };
    },
  };

  return { loop, step };
}
