import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { startBackground } from '../../platform/jobs/start';
import { RECONCILE_CRON, RECONCILE_JOB } from '../ops-reports/ops-reports.module';
import { RG_USAGE_PURGE_CRON, RG_USAGE_PURGE_JOB } from '../responsible-gaming/rg.module';
import { GUEST_CHAT_PURGE_CRON, GUEST_CHAT_PURGE_JOB } from '../support-chat/support-chat.retention';
import { TEAM_STATS_CRON, TEAM_STATS_JOB } from '../team-stats/team-stats.module';
import { contractsKit } from './contracts.kit';
import { CONTRACT_JOBS } from './settlement.jobs';
import type { SettleResult } from './settlement.service';

const k = await contractsKit();
const log = { info: () => {}, error: () => {} };

/** Every periodic job the app declares besides the settlement ones, with its schedule. */
const HOUSEKEEPING = [
  [TEAM_STATS_JOB, TEAM_STATS_CRON],
  [RG_USAGE_PURGE_JOB, RG_USAGE_PURGE_CRON],
  ['captcha-purge', '23 * * * *'],
  ['anti-bot-purge', '29 * * * *'],
  ['withdrawal-auto-receipt', '* * * * *'],
  ['studio-settle', '* * * * *'],
  ['realtime-watch', '* * * * *'],
  [RECONCILE_JOB, RECONCILE_CRON],
  [GUEST_CHAT_PURGE_JOB, GUEST_CHAT_PURGE_CRON],
] as const;

describe('the background work on pg-boss', () => {
  // The app's own declarations, as main.ts starts them (the bet-event loop too).
  const started = startBackground(k.app.background, { db: k.db, log });
  afterAll(async () => (await started).stop());

  it('declares no timer of its own: every periodic job is a pg-boss schedule, the bet events and the ledger tail loops', () => {
    expect(k.app.background.loops.map((l) => l.name).sort()).toEqual(['bet-events', 'realtime-ledger-tail']);
  });

  it('registers one cron schedule per job in its own schema', async () => {
    await started;
    const rows = (
      await k.db.execute<{ name: string; cron: string; timezone: string }>(
        sql`select name, cron, timezone from pgboss.schedule order by name`,
      )
    ).rows;
    expect(rows.map((r) => r.name)).toEqual(
      [...CONTRACT_JOBS.map((j) => j.name), ...HOUSEKEEPING.map(([n]) => n)].sort(),
    );
    for (const [name, cron] of HOUSEKEEPING)
      expect(rows.find((r) => r.name === name)).toMatchObject({ cron, timezone: 'UTC' });
    for (const j of CONTRACT_JOBS)
      expect(rows.find((r) => r.name === j.name)).toMatchObject({ cron: j.cron, timezone: 'UTC' });
  });

  it('a job settles the last closed period of its kind and pays it, once', async () => {
    const jobs = await started;
    const a = await k.agent(null);
    const b = await k.agent(a);
    const id = await k.contract('realTimeSalary', a, b, [
      { betAmount: '0', activeMembers: 0, winRate: '1', lossRate: '2' },
    ]);
    await k.backdate(id, new Date(k.now().getTime() - 3_600_000));
    await k.fund(a.id, 10_000n);
    // A round in the last closed 5-minute window: the one before the window `now` is in.
    const slot = 300_000;
    const last = new Date(Math.floor(k.now().getTime() / slot) * slot - slot + 1000);
    await k.round(b.id, 10_000n, 0n, last);
    const results = (await jobs.run('contract-settle-realtime-salary')) as SettleResult[];
    expect(results.find((r) => r.kind === 'realTimeSalary')).toMatchObject({ paid: 1 });
    const rows = await k.settlements(id);
    // The last closed window is paid; the earlier windows of the look-back had no bets.
    expect(rows.filter((r) => r.status === 'paid')).toEqual([expect.objectContaining({ amount_minor: '200' })]);
    expect(rows.at(-1)).toMatchObject({ amount_minor: '200', status: 'paid' });
    await jobs.run('contract-settle-realtime-salary');
    expect((await k.balances(b.id)).cash).toBe(200n);
  });

  it('makes up periods a missed run left unsettled, up to its look-back', async () => {
    const jobs = await started;
    const a = await k.agent(null);
    const b = await k.agent(a);
    const id = await k.contract('hourlySalary', a, b, [
      { betAmount: '0', activeMembers: 0, winRate: '1', lossRate: '1' },
    ]);
    await k.backdate(id, new Date(k.now().getTime() - 10 * 3_600_000));
    await k.fund(a.id, 10_000n);
    const hour = 3_600_000;
    const current = Math.floor(k.now().getTime() / hour) * hour;
    // Three hours before the last closed one: inside the 6-hour look-back. Eight hours back: outside it.
    await k.round(b.id, 10_000n, 0n, new Date(current - 4 * hour + 1000));
    await k.round(b.id, 10_000n, 0n, new Date(current - 8 * hour + 1000));
    await jobs.run('contract-settle-hourly-salary');
    // Six hours looked back; only the one with play leaves a row (quiet hours leave none).
    const rows = await k.settlements(id);
    expect(rows.map((r) => [r.status, r.amount_minor])).toEqual([['paid', '100']]);
    expect((await k.balances(b.id)).cash).toBe(100n);
  });
});
