import { describe, expect, it } from 'vitest';
import { DAY, dhakaDay, reportsScenario } from './ops-reports-kit';

/** The scenario of ops-reports-kit.ts, on a brand of its own: its hand-computed figures are written there. */
const { reports, brandId, now } = await reportsScenario();

describe('dashboard figures against a hand-computed scenario', () => {
  it('today', async () => {
    const d = await reports.dashboard(brandId, 'today');
    expect(d.from).toBe(dhakaDay(now));
    expect(d.timeZone).toBe('Asia/Dhaka');
    expect(d.totals).toEqual({
      deposits: '130.00',
      withdrawals: '20.00',
      bets: '15.00',
      wins: '25.00',
      ggr: '-10.00',
      bonuses: '11.00',
      rebates: '0.00',
      ngr: '-21.00',
      rounds: 2,
      activePlayers: 1,
      registrations: 1,
      firstDepositors: 1,
    });
    expect(d.series).toHaveLength(1);
    expect(d.byVendor).toEqual([
      { vendor: 'STARSLOT', name: 'Star "Slot", Ltd', rounds: 2, bets: '15.00', wins: '25.00', ggr: '-10.00' },
    ]);
    expect(d.byCategory).toEqual([
      { category: 'RNG', rounds: 1, bets: '10.00', wins: '25.00', ggr: '-15.00' },
      { category: 'LIVE', rounds: 1, bets: '5.00', wins: '0.00', ggr: '5.00' },
    ]);
  });

  it('7 and 30 days, with the daily series', async () => {
    const d = await reports.dashboard(brandId, '7d');
    expect(d.totals).toMatchObject({
      deposits: '180.00',
      withdrawals: '20.00',
      bets: '55.00',
      wins: '35.00',
      ggr: '20.00',
      bonuses: '11.00',
      ngr: '9.00',
      rounds: 3,
      activePlayers: 2,
      registrations: 2,
      firstDepositors: 2,
    });
    expect(d.series.map((s) => s.day)).toEqual(Array.from({ length: 7 }, (_, i) => dhakaDay(now - (6 - i) * DAY)));
    const yesterday = d.series[5];
    expect(yesterday).toMatchObject({ bets: '40.00', wins: '10.00', ggr: '30.00', activePlayers: 1, registrations: 1 });
    expect(d.series[4]).toMatchObject({ deposits: '50.00', firstDepositors: 1 });
    expect(d.byVendor[0]).toMatchObject({ rounds: 3, bets: '55.00', wins: '35.00' });
    expect((await reports.dashboard(brandId, '30d')).totals.registrations).toBe(3);
  });
});
