import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatMinor, PROVIDER_API as P, PROVIDER_SIGNATURE_HEADER, PROVIDER_VENDOR_HEADER } from '@platform/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { freePort } from '../../../test/free-port';
import { providerKit } from '../../../test/provider-kit';
import { betEventsOn } from '../bet-events/bet-events.module';
import { reconcile } from '../ledger/reconcile';
import { demoProviderSecret, signBody } from './providers.signature';

/**
 * Crash safety of the bet path: the real server process (src/main.ts, with its bet-event worker)
 * is killed with SIGKILL in the middle of a burst of wallet calls, started again, killed again
 * while every call is resent, and started once more; then every call is sent a last time. Each
 * call must answer as if it had been made once (a call answered before a kill answers the same
 * bytes after it), and money, turnover and day figures must count each call exactly once.
 */
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const VENDOR = 'STARSLOT';
const SECRET = demoProviderSecret(VENDOR);
const MEMBERS = 6;
const ROUNDS = 25;
const OPENING = 1_000_000n;

const k = await providerKit();
const { db, brandId, ledger, turnover } = k;
const url = (db.$client.options as { connectionString: string }).connectionString;

type Call = { path: string; body: Record<string, unknown>; raw: string };
const stake = (r: number) => 100n + BigInt(r);
const win = (r: number) => (r % 3 === 0 ? 0n : 150n + BigInt(r));

function callsOf(memberId: number): Call[] {
  const out: Call[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    const common = { playerId: String(memberId), roundId: `crash-${memberId}-r${r}`, gameCode: 'SS0001' };
    const bet = { ...common, transactionId: `crash-${memberId}-b${r}`, amount: formatMinor(stake(r)) };
    const w = { ...common, transactionId: `crash-${memberId}-w${r}`, amount: formatMinor(win(r)) };
    out.push({ path: P.bet, body: bet, raw: JSON.stringify(bet) }, { path: P.win, body: w, raw: JSON.stringify(w) });
  }
  return out;
}

async function startServer(): Promise<{ child: ChildProcess; base: string; exited: Promise<unknown> }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      DATABASE_URL: url,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: '0',
      LOG_LEVEL: 'error',
      DB_POOL_MAX: '8',
      NODE_ENV: 'development',
    },
    stdio: 'ignore',
  });
  // Listened for from the start: the kill can come before anyone waits for the exit.
  const exited = new Promise((r) => child.once('exit', r));
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    const up = await fetch(`${base}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { child, base, exited };
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error('the server did not start');
}

const send = (base: string, c: Call) =>
  fetch(`${base}${c.path}`, {
    method: 'POST',
    body: c.raw,
    headers: {
      'content-type': 'application/json',
      [PROVIDER_VENDOR_HEADER]: VENDOR,
      [PROVIDER_SIGNATURE_HEADER]: signBody(SECRET, c.raw),
    },
  }).then(
    async (r) => ({ status: r.status, text: await r.text() }),
    () => undefined,
  );

describe('bet path: crash safety', () => {
  it('SIGKILL mid-burst, twice: every call answers as if made once, and each moved money, turnover, day figures and RG usage once', async () => {
    const ids: number[] = [];
    for (let i = 0; i < MEMBERS; i++) {
      const id = await k.newMember(OPENING);
      ids.push(id);
      await turnover.require(db, {
        brandId,
        memberId: id,
        source: 'adjust',
        sourceId: `crash-${id}`,
        amountMinor: 10n ** 12n,
        multiplierBp: 10_000,
      });
    }
    const plans = ids.map(callsOf);
    const first = new Map<string, string>();

    // Each member's calls in order (a win follows its bet), members side by side, until `stopAt`
    // answers have come back; then the process is killed with calls still in flight.
    const pass = async (base: string, stopAt: number, child?: ChildProcess) => {
      let answered = 0;
      await Promise.all(
        plans.map(async (calls) => {
          for (const c of calls) {
            if (answered >= stopAt) return;
            const a = await send(base, c);
            if (!a) return;
            answered++;
            expect(a.status, a.text).toBe(200);
            const before = first.get(c.raw);
            if (before === undefined) first.set(c.raw, a.text);
            else expect(a.text).toBe(before);
            if (answered === stopAt) child?.kill('SIGKILL');
          }
        }),
      );
      return answered;
    };

    let s = await startServer();
    const firstBurst = await pass(s.base, 60, s.child);
    await s.exited;
    expect(firstBurst).toBeGreaterThanOrEqual(60);

    s = await startServer();
    await pass(s.base, 150, s.child);
    await s.exited;

    s = await startServer();
    expect(await pass(s.base, Number.POSITIVE_INFINITY)).toBe(MEMBERS * ROUNDS * 2);
    s.child.kill('SIGKILL');
    await s.exited;
    expect(first.size).toBe(MEMBERS * ROUNDS * 2);

    // The consumers pick up after the last kill from their durable cursors.
    await betEventsOn(db, turnover).drain();

    const staked = Array.from({ length: ROUNDS }, (_, r) => stake(r)).reduce((a, b) => a + b, 0n);
    const won = Array.from({ length: ROUNDS }, (_, r) => win(r)).reduce((a, b) => a + b, 0n);
    const paidWins = Array.from({ length: ROUNDS }, (_, r) => win(r)).filter((w) => w > 0n).length;
    for (const id of ids) {
      expect((await ledger.memberBalances(brandId, id)).cash).toBe(OPENING - staked + won);
      expect((await turnover.outstanding(db, brandId, id)).doneMinor).toBe(staked);
      const [day] = (
        await db.execute<{ rounds: number; bet: string; won: string }>(
          sql`select sum(rounds)::int as rounds, sum(bet_minor) as bet, sum(win_minor) as won
                from member_day_stats where member_id = ${id}`,
        )
      ).rows;
      expect(day).toEqual({ rounds: ROUNDS, bet: String(staked), won: String(won) });
      // The responsible-gaming hourly usage (rg_usage consumer): every stake and win once.
      const [usage] = (
        await db.execute<{ wager: string; loss: string }>(
          sql`select sum(wager_minor)::text as wager, sum(loss_minor)::text as loss from rg_usage where member_id = ${id}`,
        )
      ).rows;
      expect(usage).toEqual({ wager: String(staked), loss: String(staked - won) });
    }
    const [moves] = (
      await db.execute<{ n: number }>(
        sql`select count(*)::int as n from ledger_transfers where source = ${`provider:${VENDOR}`}
             and (memo->>'roundId') like 'crash-%'`,
      )
    ).rows;
    expect(moves?.n).toBe(MEMBERS * (ROUNDS + paidWins));
    expect((await reconcile(db)).problems).toEqual([]);
  }, 180_000);
});
