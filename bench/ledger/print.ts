import os from 'node:os';
import { queryOnce } from './cluster';

/** What every bench prints with: lines, and numbers with thousand separators. */
export const log = (m: string) => console.log(m);
export const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
export const ms = (n: number) => `${fmt(n, 2)} ms`;
const load = () => os.loadavg()[0] ?? 0;

/**
 * A bench's first lines: its name, the machine, the PostgreSQL it runs on (and the client, when
 * there is one). Returns the line that closes the run with the load before and after it.
 */
export async function printHeader(name: string, dbUrl: string, origin: string, client?: string) {
  const [server] = await queryOnce<{ server_version: string }>(dbUrl, 'show server_version');
  const cores = os.cpus();
  const before = load();
  log(name);
  log(
    `  machine     ${cores.length} cores (${cores[0]?.model.trim() ?? '?'}), ${fmt(os.totalmem() / 2 ** 30)} GiB, ${os.platform()} ${os.release()}, node ${process.version}`,
  );
  log(`  postgres    ${server?.server_version ?? '?'} (${origin})${client ? `; client ${client}` : ''}`);
  return () => log(`  load        1-min load average ${fmt(before, 2)} before the run, ${fmt(load(), 2)} after`);
}
