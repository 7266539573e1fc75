import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { providersService } from '../providers/providers.service';
import { providersStore } from '../providers/providers.store';
import { contractsKit } from './contracts.kit';

const k = await contractsKit();
const DAY = 86_400_000;

/** The app's own declaration of a settlement job (wired as main.ts starts it, catch-up included). */
const job = (name: string) => {
  const j = k.app.background.jobs.find((x) => x.name === name);
  if (!j) throw new Error(`no job ${name}`);
  return j;
};

/** A round played through the wallet functions at `at`: a bet and its final win, as a vendor sends them. */
async function play(memberId: number, round: string, stake: bigint, win: bigint, at: Date) {
  const s = providersService({ db: k.db, store: providersStore(k.db), ledger: k.ledger, clock: () => at });
  const who = { playerId: String(memberId), roundId: round, gameCode: 'g1' };
  await s.bet(k.brandId, 'STARSLOT', { ...who, transactionId: `${round}-b`, amount: stake });
  await s.win(k.brandId, 'STARSLOT', { ...who, transactionId: `${round}-w`, amount: win, final: true });
}

describe('scheduled settlement reads the bet events first', () => {
  it("pays yesterday's daily salary on rounds whose events the consumer had not applied yet, once under 30 runs at once", async () => {
    const a = await k.agent(null);
    const b = await k.agent(a);
    const p = await k.agent(b, 0);
    const id = await k.contract('dailySalary', a, b, [
      { betAmount: '0', activeMembers: 0, winRate: '1', lossRate: '2' },
    ]);
    await k.backdate(id, new Date(k.now().getTime() - 5 * DAY));
    await k.fund(a.id, 100_000n);
    await k.fund(p.id, 10_000n);
    // A day ago is always inside the last closed brand day. The bet-event worker is not running
    // (as when it lags behind a burst, or its node is down): member_day_stats has not seen it.
    await play(p.id, `sal-${id}`, 10_000n, 0n, new Date(k.now().getTime() - DAY));

    const runs = await Promise.allSettled(Array.from({ length: 30 }, () => job('contract-settle-daily-salary').run()));
    expect(runs.filter((r) => r.status === 'rejected')).toEqual([]);

    // The team lost 100.00 on a bet of 100.00: 2% of the bets, paid once (the look-back's earlier days had no play).
    const rows = await k.settlements(id);
    expect(rows.at(-1)).toMatchObject({ team_bets_minor: '10000', amount_minor: '200', status: 'paid' });
    expect(rows.filter((r) => r.status !== 'none')).toHaveLength(1);
    expect((await k.balances(b.id)).cash).toBe(200n);
  });

  it('waits for a batch another node is applying instead of computing the period without it', async () => {
    const a = await k.agent(null);
    const b = await k.agent(a);
    const p = await k.agent(b, 0);
    const id = await k.contract('dailySalary', a, b, [
      { betAmount: '0', activeMembers: 0, winRate: '1', lossRate: '2' },
    ]);
    await k.backdate(id, new Date(k.now().getTime() - 5 * DAY));
    await k.fund(a.id, 100_000n);
    await k.fund(p.id, 10_000n);
    await play(p.id, `busy-${id}`, 5_000n, 0n, new Date(k.now().getTime() - DAY));

    // Another node's worker holds member_day_stats' cursor for a moment (a batch under way).
    let held!: () => void;
    const locked = new Promise<void>((r) => {
      held = r;
    });
    const other = k.db.transaction(async (tx) => {
      await tx.execute(sql`select 1 from event_cursors where name = 'member_day_stats' for update`);
      held();
      await new Promise((r) => setTimeout(r, 400));
    });
    await locked;
    await job('contract-settle-daily-salary').run();
    await other;

    expect((await k.settlements(id)).at(-1)).toMatchObject({ team_bets_minor: '5000', amount_minor: '100' });
  });
});
