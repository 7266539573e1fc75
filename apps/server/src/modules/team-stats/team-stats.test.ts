import { AGENT_TEAM_API, formatMinor, type TeamOverview } from '@platform/contracts';
import { describe, expect, it } from 'vitest';
import { teamKit } from '../team/team-kit';
import { teamStatsService } from './team-stats.service';
import { teamStatsStore } from './team-stats.store';

/**
 * The roll-up must say exactly what the live overview says: the same tree, rounds on several
 * days, a new member, a member of another branch; the roll-up's figures equal the live sums for
 * every agent, and it follows a later round after the next refresh.
 */
describe('team roll-up', async () => {
  const k = await teamKit();
  const rollups = teamStatsStore(k.db);
  const day = 86_400_000;

  it('equals the live team figures for every agent of the tree', async () => {
    const top = await k.account({ type: 1 });
    const mid = await k.account({ upline: top.id, type: 2 });
    const low = await k.account({ upline: mid.id, type: 2 });
    const p1 = await k.account({ upline: mid.id, type: 0 });
    const p2 = await k.account({ upline: low.id, type: 0 });
    const p3 = await k.account({ upline: top.id, type: 0 });
    await k.fund(p1.id, 50_000n);
    await k.fund(p2.id, 7_500n);
    const now = k.now();
    for (const [m, stake, win, ago] of [
      [p1.id, 1_000n, 0n, 0],
      [p1.id, 2_000n, 5_000n, 3 * day],
      [p2.id, 500n, 0n, 0],
      [p2.id, 800n, 100n, 12 * day],
      [p3.id, 4_000n, 0n, 25 * day],
      [p3.id, 9_900n, 0n, 45 * day],
    ] as const)
      await k.round(m, stake, win, new Date(now.getTime() - ago));

    await rollups.refresh(k.brandId, now, 30);
    for (const agent of [top, mid, low]) {
      // The live overview (teams this small are never served from the roll-up).
      const live = (await k.value('GET', AGENT_TEAM_API.overview, agent.token)) as TeamOverview;
      const r = await rollups.rollup(agent.id, now);
      expect(r, `agent ${agent.account}`).toMatchObject({
        teamSize: live.teamSize,
        directCount: live.directCount,
        agents: live.agents,
        activeToday: live.today.activeMembers,
        active7d: live.d7.activeMembers,
        active30d: live.d30.activeMembers,
      });
      expect(formatMinor(r?.balance ?? '0')).toBe(live.teamBalance);
      for (const [key, p] of [
        ['1', live.today],
        ['7', live.d7],
        ['30', live.d30],
      ] as const) {
        const d = r?.days[key];
        expect(
          {
            ...d,
            deposits: formatMinor(d?.deposits ?? '0'),
            withdrawals: formatMinor(d?.withdrawals ?? '0'),
            bets: formatMinor(d?.bets ?? '0'),
            profit: formatMinor(d?.profit ?? '0'),
          },
          `agent ${agent.account}, ${key} days`,
        ).toEqual({
          newMembers: p.newMembers,
          deposits: p.deposits,
          withdrawals: p.withdrawals,
          bets: p.bets,
          profit: p.profit,
        });
      }
    }
  });

  it('is served only for large teams, and follows new rounds after a refresh', async () => {
    const service = teamStatsService({ store: rollups, clock: k.now });
    const top = await k.account({ type: 1 });
    const p = await k.account({ upline: top.id, type: 0 });
    await service.refreshAll();
    expect(await service.largeTeam(k.brandId, top.id)).toBeNull();
    expect((await rollups.rollup(top.id, k.now()))?.days['1'].bets).toBe('0');
    await k.round(p.id, 1_234n, 0n, k.now());
    await rollups.refresh(k.brandId, k.now(), 2);
    expect((await rollups.rollup(top.id, k.now()))?.days['1']).toMatchObject({ bets: '1234', profit: '-1234' });
  });
});
