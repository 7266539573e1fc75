import { describe, expect, it } from 'vitest';
import { combine, parsePgbench } from './pgbench';
import { percentile } from './workload';

// The benchmark itself never runs in `npm test`; only how it reads and adds up figures is checked.
const OUTPUT = `pgbench (15.18 (Debian 15.18-0+deb12u1), server 18.4)
transaction type: <builtin: TPC-B (sort of)>
scaling factor: 8
query mode: prepared
number of clients: 8
number of threads: 2
maximum number of tries: 1
duration: 3 s
number of transactions actually processed: 9612
number of failed transactions: 0 (0.000%)
latency average = 2.494 ms
initial connection time = 24.116 ms
tps = 3207.123456 (without initial connection time)
`;

describe('bench/ledger figures', () => {
  it('reads the summary pgbench 15 prints against a newer server', () => {
    expect(parsePgbench(OUTPUT)).toEqual({ tps: 3207.123456, transactions: 9612, latencyMs: 2.494, failed: 0 });
    expect(() => parsePgbench('pgbench: error: connection refused')).toThrow(/not understood/);
  });

  it('adds slices up as transactions over the time they took', () => {
    const slice = (transactions: number, tps: number, latencyMs: number) =>
      ({ mode: 'prepared', transactions, tps, latencyMs, failed: 0 }) as const;
    const all = combine([slice(3000, 1000, 8), slice(1000, 500, 16)]);
    expect(all?.tps).toBeCloseTo(4000 / 5);
    expect(all?.latencyMs).toBeCloseTo(10);
    expect(combine([])).toBeUndefined();
  });

  it('takes nearest-rank percentiles', () => {
    const samples = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect(percentile(samples, 50)).toBe(50);
    expect(percentile(samples, 99)).toBe(99);
    expect(percentile([], 99)).toBe(0);
  });
});
