import { chmod, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { formatMinor, PROVIDER_API as P } from '@platform/contracts';
import { describe, expect, it } from 'vitest';
import { freePort } from '../../../test/free-port';
import { signedInject, VENDOR } from '../../../test/provider-kit';
import { buildApp } from '../../app';
import { createDb, createPool } from '../../platform/db/client';
import { startEmbeddedPostgres } from '../../platform/db/embedded';
import { runMigrations } from '../../platform/db/migrate';
import { seedDemo } from '../../seed/demo';
import { ledgerService } from '../ledger/ledger.service';
import { ledgerStore } from '../ledger/ledger.store';
import { reconcile } from '../ledger/reconcile';
import { members } from '../members/members.tables';

/**
 * The wallet's commits do not wait for the WAL flush (providers.lanes.ts); its answers do. Here
 * PostgreSQL itself dies (SIGKILL to every one of its processes, so the WAL still in its memory is
 * lost, as in a crash) in the middle of a burst of bets and wins; after crash recovery, every call
 * the vendor got a success for must be in the database with exactly that answer. A lane that
 * answered as soon as its statement returned would lose some of them: the WAL writer writes
 * unflushed commits only every 200 ms. Its own cluster, since this one is killed: not with
 * DATABASE_URL.
 */
const PLAYERS = 8;
/** Successful answers before the kill. */
const KILL_AFTER = 120;

/** The postmaster (postmaster.pid's first line) and every process whose parent it is. */
async function clusterPids(dataDir: string): Promise<number[]> {
  const postmaster = Number((await readFile(path.join(dataDir, 'postmaster.pid'), 'utf8')).split('\n')[0]);
  const children: number[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    // pid (comm) state ppid ...: comm may hold spaces, so read after its closing parenthesis.
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    if (ppid === postmaster) children.push(Number(entry));
  }
  return [postmaster, ...children];
}

describe.skipIf(Boolean(process.env.DATABASE_URL))('wallet answers and a database crash', () => {
  it('every call answered before PostgreSQL was killed is there after recovery, with that answer', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'platform-durability-'));
    await chmod(dir, 0o755);
    const dataDir = path.join(dir, 'pg');
    const port = await freePort();
    let cluster = await startEmbeddedPostgres({ dataDir, port, persistent: true });
    try {
      const pool = createPool(cluster.url, 6);
      const db = createDb(pool);
      await runMigrations(db);
      const { brandId } = await seedDemo(db);
      const ledger = ledgerService({ store: ledgerStore(db), db });
      const ids = await db
        .insert(members)
        .values(
          Array.from({ length: PLAYERS }, (_, i) => {
            const account = `durable${i}`;
            return { brandId, account, accountKey: account, passwordHash: 'x', language: 'en' };
          }),
        )
        .returning({ id: members.id });
      for (const { id } of ids)
        await ledger.transfer({
          brandId,
          source: 'test',
          key: `durable-fund-${id}`,
          type: 'adjust',
          from: { kind: 'house_adjustment' },
          to: { kind: 'member_cash', memberId: id },
          amountMinor: 1_000_000n,
        });
      const app = await buildApp({ db, secret: 'durability-test', defaultMerchant: 'RT', logLevel: 'silent' });

      const answered = new Map<string, unknown>();
      let killed = false;
      let kill: Promise<void> | undefined;
      const send = async (path: string, body: Record<string, unknown>) => {
        const res = await signedInject(app, path, body);
        const out = res.json() as { success: boolean; value?: unknown };
        if (res.statusCode !== 200 || !out.success) return false;
        answered.set(String(body.transactionId), out.value);
        if (!killed && answered.size >= KILL_AFTER) {
          killed = true;
          kill = clusterPids(dataDir).then((pids) => {
            for (const pid of pids) process.kill(pid, 'SIGKILL');
          });
        }
        return true;
      };
      // Each player plays rounds back to back until a call fails (the database is gone).
      await Promise.all(
        ids.map(async ({ id }) => {
          for (let r = 0; r < 1_000; r++) {
            const round = { playerId: String(id), roundId: `durable-${id}-${r}`, gameCode: 'SS0001' };
            const bet = { ...round, transactionId: `durable-${id}-b${r}`, amount: formatMinor(100n + BigInt(r)) };
            if (!(await send(P.bet, bet).catch(() => false))) return;
            const win = { ...round, transactionId: `durable-${id}-w${r}`, amount: formatMinor(50n), final: true };
            if (!(await send(P.win, win).catch(() => false))) return;
          }
        }),
      );
      await kill;
      expect(killed).toBe(true);
      await app.close().catch(() => {});
      await pool.end().catch(() => {});

      // Crash recovery replays the WAL that reached the disk.
      cluster = await startEmbeddedPostgres({ dataDir, port, persistent: true });
      const after = createPool(cluster.url, 2);
      const { rows } = await after.query<{ tx_id: string; response: unknown }>(
        'select tx_id, response from provider_transactions where brand_id = $1 and vendor = $2 and tx_id = any($3::text[])',
        [brandId, VENDOR, [...answered.keys()]],
      );
      const stored = new Map(rows.map((r) => [r.tx_id, r.response]));
      const lost = [...answered.keys()].filter((tx) => !stored.has(tx));
      expect(lost, `${lost.length} of ${answered.size} answered calls lost`).toEqual([]);
      for (const [tx, value] of answered) expect(stored.get(tx), tx).toEqual(value);
      expect((await reconcile(createDb(after))).problems).toEqual([]);
      await after.end();
    } finally {
      // A cluster that is gone never reports its exit to stop(): give it a few seconds.
      await Promise.race([cluster.stop().catch(() => {}), new Promise((r) => setTimeout(r, 5_000))]);
      await rm(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
