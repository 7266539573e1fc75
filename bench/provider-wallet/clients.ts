import { createHmac, randomBytes, randomInt } from 'node:crypto';
import net from 'node:net';
import { PROVIDER_API, PROVIDER_SIGNATURE_HEADER, PROVIDER_VENDOR_HEADER } from '@platform/contracts';

/**
 * The vendor's game servers: a separate process (forked by main.ts), so the platform's event loop
 * and this one do not share a thread, as with a real vendor. Each round is a signed bet, then a
 * signed win for the same round, over keep-alive HTTP/1.1 connections of its own (Connection below:
 * node:http and fetch cost more client CPU on a 2-core machine that also runs the app and PostgreSQL).
 */

export type Setup = { baseUrl: string; vendor: string; secret: string; gameCodes: string[] };
export type Command =
  | ({ type: 'setup' } & Setup)
  /** Closed loop: client i plays its own members, one round after the other, for `seconds`. */
  | { type: 'closed'; seconds: number; membersByClient: number[][] }
  /** Open loop: a round starts every 1/rate s whatever is still in flight; latency from the due time. */
  | { type: 'paced'; seconds: number; rate: number; members: number[] };
export type Sample = { path: string; raw: string; response: string };
export type Result = {
  rounds: number;
  seconds: number;
  latenciesMs: number[];
  errors: Record<string, number>;
  samples: Sample[];
  /** Paced only: most rounds in flight at once. */
  maxInFlight: number;
  /** Successful calls so far (the reservoir's denominator). */
  calls: number;
};

const SAMPLE_SIZE = 100;
let setup: Setup | undefined;
/** The app's address, parsed once at setup. */
let server: URL | undefined;
// Unique per process: transaction and round ids never repeat between runs on the same database.
const tag = randomBytes(4).toString('hex');
let counter = 0;
/**
 * One keep-alive HTTP/1.1 connection that carries one call at a time: the request goes out as one
 * write of preformatted bytes and the answer is read by its content-length (the provider API always
 * sends one). A load generator as lean as pgbench's libpq client, so the bench's CPU goes to the
 * platform; node:http spent about 170 µs of client CPU per call here, this about a third of that.
 */
class Connection {
  private readonly socket: net.Socket;
  private buffered: Buffer = Buffer.alloc(0);
  private waiting: { resolve(r: { status: number; text: string }): void; reject(e: Error): void } | undefined;
  closed = false;

  constructor(url: URL) {
    this.socket = net.connect({ host: url.hostname, port: Number(url.port), noDelay: true });
    this.socket.on('data', (chunk: Buffer) => this.read(chunk));
    this.socket.on('error', (error) => this.fail(error));
    this.socket.on('close', () => this.fail(new Error('connection closed')));
  }

  send(request: string): Promise<{ status: number; text: string }> {
    return new Promise((resolve, reject) => {
      this.waiting = { resolve, reject };
      this.socket.write(request);
    });
  }

  private read(chunk: Buffer) {
    this.buffered = this.buffered.length === 0 ? chunk : Buffer.concat([this.buffered, chunk]);
    const headEnd = this.buffered.indexOf('\r\n\r\n');
    if (headEnd < 0) return;
    const head = this.buffered.toString('latin1', 0, headEnd);
    const length = /\r\ncontent-length: *(\d+)/i.exec(head);
    if (!length) return this.fail(new Error(`an answer without content-length: ${head.slice(0, 200)}`));
    const end = headEnd + 4 + Number(length[1]);
    if (this.buffered.length < end) return;
    const text = this.buffered.toString('utf8', headEnd + 4, end);
    this.buffered = this.buffered.subarray(end);
    const w = this.waiting;
    this.waiting = undefined;
    w?.resolve({ status: Number(head.slice(9, 12)), text });
  }

  private fail(error: Error) {
    this.closed = true;
    this.socket.destroy();
    const w = this.waiting;
    this.waiting = undefined;
    w?.reject(error);
  }
}

const idle: Connection[] = [];

async function post(path: string, raw: string, s: Setup): Promise<{ status: number; text: string }> {
  const url = server as URL;
  const request =
    `POST ${path} HTTP/1.1\r\nhost: ${url.host}\r\ncontent-type: application/json\r\n` +
    `content-length: ${Buffer.byteLength(raw)}\r\n${PROVIDER_VENDOR_HEADER}: ${s.vendor}\r\n` +
    `${PROVIDER_SIGNATURE_HEADER}: ${createHmac('sha256', s.secret).update(raw).digest('hex')}\r\n\r\n${raw}`;
  let c = idle.pop();
  while (c?.closed) c = idle.pop(); // the server ended it while idle
  c ??= new Connection(url);
  const answer = await c.send(request);
  if (!c.closed) idle.push(c);
  return answer;
}

const money = (minor: number) => `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;

function newResult(): Result {
  return { rounds: 0, seconds: 0, latenciesMs: [], errors: {}, samples: [], maxInFlight: 0, calls: 0 };
}

/** Keeps a uniform sample of the calls (reservoir), for the replay check. */
function keep(out: Result, sample: Sample) {
  const seen = ++out.calls;
  if (out.samples.length < SAMPLE_SIZE) out.samples.push(sample);
  else {
    const j = randomInt(seen);
    if (j < SAMPLE_SIZE) out.samples[j] = sample;
  }
}

/** One bet-and-win round for `memberId`; true when both calls succeeded. */
async function round(memberId: number, out: Result): Promise<boolean> {
  const s = setup as Setup;
  const n = ++counter;
  const roundId = `pw-${tag}-${n}`;
  const gameCode = s.gameCodes[randomInt(s.gameCodes.length)] as string;
  const stake = randomInt(100, 5_001);
  // Every win pays (1 minor unit to twice the stake): both calls move money, the heavier case.
  const win = randomInt(1, 2 * stake + 1);
  const playerId = String(memberId);
  const calls = [
    [PROVIDER_API.bet, { playerId, transactionId: `b-${roundId}`, roundId, gameCode, amount: money(stake) }],
    [PROVIDER_API.win, { playerId, transactionId: `w-${roundId}`, roundId, gameCode, amount: money(win) }],
  ] as const;
  for (const [path, body] of calls) {
    const raw = JSON.stringify(body);
    const res = await post(path, raw, s);
    let code = `HTTP ${res.status}`;
    try {
      const env = JSON.parse(res.text) as { success?: boolean; code?: string };
      if (res.status === 200 && env.success === true) {
        keep(out, { path, raw, response: res.text });
        continue;
      }
      code = env.code ?? code;
    } catch {
      // not JSON: counted under its HTTP status
    }
    out.errors[code] = (out.errors[code] ?? 0) + 1;
    return false;
  }
  return true;
}

async function closed(seconds: number, membersByClient: number[][]): Promise<Result> {
  const out = newResult();
  const started = performance.now();
  const until = started + seconds * 1000;
  const client = async (own: number[]) => {
    for (let i = 0; performance.now() < until; i++) {
      const t0 = performance.now();
      if (await round(own[i % own.length] as number, out)) {
        out.latenciesMs.push(performance.now() - t0);
        out.rounds++;
      }
    }
  };
  await Promise.all(membersByClient.map(client));
  out.seconds = (performance.now() - started) / 1000;
  return out;
}

async function paced(seconds: number, rate: number, members: number[]): Promise<Result> {
  const out = newResult();
  const interval = 1000 / rate;
  const started = performance.now();
  const total = Math.floor(seconds * rate);
  const inFlight = new Set<Promise<void>>();
  for (let i = 0; i < total; i++) {
    const due = started + i * interval;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    // Latency counts from when the round was due, so a late start (client or server busy) is not hidden.
    const p = round(members[i % members.length] as number, out).then((ok) => {
      if (ok) {
        out.latenciesMs.push(performance.now() - due);
        out.rounds++;
      }
      inFlight.delete(p);
    });
    inFlight.add(p);
    out.maxInFlight = Math.max(out.maxInFlight, inFlight.size);
  }
  await Promise.all(inFlight);
  out.seconds = (performance.now() - started) / 1000;
  return out;
}

process.on('message', (m: Command) => {
  const run = async (): Promise<Result | { ready: true }> => {
    if (m.type === 'setup') {
      setup = m;
      server = new URL(m.baseUrl);
      return { ready: true };
    }
    if (m.type === 'closed') return closed(m.seconds, m.membersByClient);
    return paced(m.seconds, m.rate, m.members);
  };
  run().then(
    (result) => process.send?.(result),
    (error: unknown) => process.send?.({ failed: String(error instanceof Error ? error.stack : error) }),
  );
});
