import { describe, expect, it } from 'vitest';
import { crashPayMinor, crashPointCenti, crashReachProbability } from './crash';
import { fairFloats } from './rng';

describe('crash', () => {
  it('maps floats to crash points with the edge taken off', () => {
    expect(crashPointCenti(0, 100)).toBe(100);
    expect(crashPointCenti(0.5, 100)).toBe(198);
    expect(crashPointCenti(0.75, 0)).toBe(400);
    expect(crashPointCenti(1 - 2 ** -32, 0)).toBe(100 * 2 ** 32);
    expect(() => crashPointCenti(1, 100)).toThrow(RangeError);
    expect(() => crashPointCenti(0.5, 10_000)).toThrow(RangeError);
  });

  it('pays the target only when the crash reaches it, rounded down', () => {
    expect(crashPayMinor(100n, 250, 300)).toBe(250n);
    expect(crashPayMinor(100n, 250, 249)).toBe(0n);
    expect(crashPayMinor(3n, 150, 150)).toBe(4n);
    expect(() => crashPayMinor(1n, 100, 200)).toThrow(RangeError);
  });

  it('returns 1 - edge at any target (100,000 fair rounds, four standard errors)', () => {
    const n = 100_000;
    const edgeBp = 300;
    for (const target of [150, 500]) {
      let sum = 0;
      let squares = 0;
      for (let nonce = 0; nonce < n; nonce++) {
        const [f = 0] = fairFloats({ serverSeed: 'crash', clientSeed: `t${target}`, nonce }, 1);
        const ratio = Number(crashPayMinor(10_000n, target, crashPointCenti(f, edgeBp))) / 10_000;
        sum += ratio;
        squares += ratio * ratio;
      }
      const mean = sum / n;
      const stderr = Math.sqrt((squares / n - mean * mean) / n);
      const exact = (target / 100) * crashReachProbability(target, edgeBp);
      expect(exact).toBeCloseTo(0.97, 10);
      expect(Math.abs(mean - exact)).toBeLessThan(4 * stderr);
    }
  });
});
