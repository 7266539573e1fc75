import { randomInt } from 'node:crypto';
import http from 'node:http';
import type { Request } from './queries';

/**
 * The players' browsers: a separate process (forked by main.ts), so the app's event loop and the
 * clients' do not share a thread. Closed loop: each client sends its next request when the answer
 * to the last one has been read, over keep-alive HTTP/1.1 (node:http, lighter on a 2-core machine
 * than Node 20's fetch).
 */
export type Command =
  | { type: 'setup'; baseUrl: string }
  /** `clients` loops for `seconds`, each request a random group, then a random request of it. */
  | { type: 'closed'; seconds: number; clients: number; groups: Request[][] };
export type Result = {
  requests: number;
  seconds: number;
  /** Latencies in ms by the request's tag (language, or browse:<language>). */
  latenciesMs: Record<string, number[]>;
  errors: Record<string, number>;
};

let baseUrl = '';
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

function get(path: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(new URL(path, baseUrl), { method: 'GET', agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

async function closed(seconds: number, clients: number, groups: Request[][]): Promise<Result> {
  const out: Result = { requests: 0, seconds: 0, latenciesMs: {}, errors: {} };
  const started = performance.now();
  const until = started + seconds * 1000;
  const client = async () => {
    while (performance.now() < until) {
      const group = groups[randomInt(groups.length)] as Request[];
      const r = group[randomInt(group.length)] as Request;
      const t0 = performance.now();
      const res = await get(r.path);
      // The answer is read and parsed, as a browser would, before the clock stops.
      let ok = false;
      try {
        ok = res.status === 200 && (JSON.parse(res.text) as { success?: boolean }).success === true;
      } catch {
        ok = false;
      }
      const ms = performance.now() - t0;
      if (!ok) {
        const key = `HTTP ${res.status}`;
        out.errors[key] = (out.errors[key] ?? 0) + 1;
        continue;
      }
      const list = out.latenciesMs[r.tag] ?? [];
      list.push(ms);
      out.latenciesMs[r.tag] = list;
      out.requests++;
    }
  };
  await Promise.all(Array.from({ length: clients }, client));
  out.seconds = (performance.now() - started) / 1000;
  return out;
}

process.on('message', (m: Command) => {
  const run = async (): Promise<Result | { ready: true }> => {
    if (m.type === 'setup') {
      baseUrl = m.baseUrl;
      return { ready: true };
    }
    return closed(m.seconds, m.clients, m.groups);
  };
  run().then(
    (result) => process.send?.(result),
    (error: unknown) => process.send?.({ failed: String(error instanceof Error ? error.stack : error) }),
  );
});
