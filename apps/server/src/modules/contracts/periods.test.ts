import { describe, expect, it } from 'vitest';
import { contractsKit } from './contracts.kit';
import { periodAt } from './periods';

const k = await contractsKit();
const TZ = 'Asia/Dhaka';
const at = (iso: string) => new Date(iso);

describe('periods on the brand clock (Asia/Dhaka, UTC+6)', () => {
  it('days start at local midnight, weeks on Monday, half months on the 1st and 16th, real time every 5 minutes', async () => {
    const p = async (period: Parameters<typeof periodAt>[2], iso: string) => {
      const r = await periodAt(k.db, TZ, period, at(iso));
      return [r.start.toISOString(), r.end.toISOString(), r.dayFrom, r.dayTo];
    };
    expect(await p('daily', '2026-03-01T18:00:00Z')).toEqual([
      '2026-03-01T18:00:00.000Z',
      '2026-03-02T18:00:00.000Z',
      '2026-03-02',
      '2026-03-03',
    ]);
    expect(await p('weekly', '2026-03-04T00:00:00Z')).toEqual([
      '2026-03-01T18:00:00.000Z',
      '2026-03-08T18:00:00.000Z',
      '2026-03-02',
      '2026-03-09',
    ]);
    expect(await p('semimonthly', '2026-03-10T00:00:00Z')).toEqual([
      '2026-02-28T18:00:00.000Z',
      '2026-03-15T18:00:00.000Z',
      '2026-03-01',
      '2026-03-16',
    ]);
    expect(await p('semimonthly', '2026-02-20T00:00:00Z')).toEqual([
      '2026-02-15T18:00:00.000Z',
      '2026-02-28T18:00:00.000Z',
      '2026-02-16',
      '2026-03-01',
    ]);
    expect(await p('monthly', '2026-02-10T00:00:00Z')).toEqual([
      '2026-01-31T18:00:00.000Z',
      '2026-02-28T18:00:00.000Z',
      '2026-02-01',
      '2026-03-01',
    ]);
    expect(await p('hourly', '2026-03-02T04:59:59Z')).toEqual([
      '2026-03-02T04:00:00.000Z',
      '2026-03-02T05:00:00.000Z',
      null,
      null,
    ]);
    expect(await p('realtime', '2026-03-02T04:33:10Z')).toEqual([
      '2026-03-02T04:30:00.000Z',
      '2026-03-02T04:35:00.000Z',
      null,
      null,
    ]);
  });

  it('refuses to settle a period that has not ended', async () => {
    await expect(k.settlement.periodFor(TZ, 'daily', k.now())).rejects.toMatchObject({
      code: 'VALIDATION',
      params: { field: 'at' },
    });
  });
});
