import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '../../apps/server/src/platform/db/embedded';
import { freePort } from '../../apps/server/test/free-port';

export type Cluster = {
  /** Admin URL (database `postgres`): used to create the two bench databases. */
  adminUrl: string;
  /** Where it came from, for the printed header. */
  origin: string;
  /** Data directory of the embedded cluster (for its CPU figures); undefined with DATABASE_URL. */
  dataDir: string | undefined;
  stop: () => Promise<void>;
};

/**
 * A throwaway embedded PostgreSQL, started the way the test setup does, or `DATABASE_URL` when set
 * (then nothing is started and only the two bench databases are created and dropped in it).
 */
export async function openCluster(): Promise<Cluster> {
  const external = process.env.DATABASE_URL;
  if (external) return { adminUrl: external, origin: 'DATABASE_URL', dataDir: undefined, stop: async () => {} };
  const dir = await mkdtemp(path.join(tmpdir(), 'platform-bench-pg-'));
  // Run as root, the cluster runs as the postgres user, which must reach its directory.
  await chmod(dir, 0o755);
  const port = await freePort();
  const cluster = await startEmbeddedPostgres({ dataDir: path.join(dir, 'pg'), port, persistent: false });
  return {
    adminUrl: cluster.url,
    origin: `embedded, throwaway, port ${port}`,
    dataDir: path.join(dir, 'pg'),
    stop: async () => {
      await cluster.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/** Drops and creates a database; the names are the bench's own constants, never user input. */
export async function freshDatabase(adminUrl: string, name: string): Promise<string> {
  const admin = new pg.Client(adminUrl);
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  return withDatabase(adminUrl, name);
}

export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  const admin = new pg.Client(adminUrl);
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
  } finally {
    await admin.end();
  }
}

/** One statement on a database, then disconnect (CHECKPOINT, VACUUM, version). */
export async function queryOnce<T extends pg.QueryResultRow>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client(url);
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}
