import { randomInt } from 'node:crypto';
import pg from 'pg';

type Log = { warn(o: object, m: string): void };

/**
 * One dedicated connection LISTENing on a channel, reconnecting with backoff when it drops (the
 * pool's connections cannot LISTEN: they are shared). Started on first use; `onReconnect` runs
 * after a reconnect, since notifications sent while it was down are lost.
 */
export function pgListener(opts: {
  config: pg.ClientConfig;
  channel: string;
  onMessage(payload: string): void;
  onReconnect(): void;
  log: Log;
}) {
  let client: pg.Client | null = null;
  let starting: Promise<void> | null = null;
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  let failures = 0;

  async function connect() {
    const c = new pg.Client({ ...opts.config, application_name: 'platform-realtime' });
    c.on('error', () => {
      // 'end' follows and reconnects.
    });
    c.on('notification', (n) => {
      if (n.channel === opts.channel && n.payload) opts.onMessage(n.payload);
    });
    c.on('end', () => {
      if (client !== c) return;
      client = null;
      if (!stopped) retry();
    });
    try {
      await c.connect();
      await c.query(`listen ${opts.channel}`);
    } catch (err) {
      await c.end().catch(() => {});
      throw err;
    }
    if (stopped) {
      await c.end().catch(() => {});
      return;
    }
    client = c;
    failures = 0;
  }

  function retry() {
    if (timer || stopped) return;
    const delay = Math.min(30_000, 250 * 2 ** failures) * (0.5 + randomInt(0, 1000) / 2000);
    failures++;
    opts.log.warn({ failures, delay: Math.round(delay) }, 'realtime: listener connection lost, reconnecting');
    timer = setTimeout(() => {
      timer = null;
      connect().then(opts.onReconnect, retry);
    }, delay);
    timer.unref();
  }

  return {
    /** Resolves once the first LISTEN is in place (later calls: at once). */
    start(): Promise<void> {
      if (!starting)
        starting = connect().catch((err) => {
          starting = null;
          throw err;
        });
      return starting;
    },
    get connected() {
      return client !== null;
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      const c = client;
      client = null;
      await c?.end().catch(() => {});
    },
    /** Tests: drops the connection as a network failure would. */
    breakConnection() {
      void client?.end();
    },
  };
}
export type PgListener = ReturnType<typeof pgListener>;
