import { describe, expect, it } from 'vitest';
import { betPerLineFor, evaluateLine, payMinor, spin } from './engine';
import { REEL_SETS, reelSet } from './reelsets';
import { PAYLINES_5X3_20 } from './types';

const config = reelSet('medium-9550');
// Symbol indices: 0 WILD, 1 SEVEN, 2 CROWN, 3 BELL, 4 ACE, 5 KING, 6 QUEEN, 7 JACK.

describe('slot engine', () => {
  it('has 20 distinct lines on a 5x3 window', () => {
    expect(new Set(PAYLINES_5X3_20.map((l) => l.join())).size).toBe(20);
    for (const line of PAYLINES_5X3_20) expect(line.every((r) => r >= 0 && r < 3)).toBe(true);
  });

  it('reads runs from the left with the wild standing in', () => {
    expect(evaluateLine(config, [4, 4, 4, 5, 4])).toEqual({ symbol: 4, count: 3 });
    expect(evaluateLine(config, [0, 4, 0, 4, 7])).toEqual({ symbol: 4, count: 4 });
    expect(evaluateLine(config, [0, 0, 3, 3, 3])).toEqual({ symbol: 3, count: 5 });
    expect(evaluateLine(config, [5, 4, 4, 4, 4])).toEqual({ symbol: 5, count: 1 });
    // Five wilds pay as the richest symbol.
    expect(evaluateLine(config, [0, 0, 0, 0, 0])).toEqual({ symbol: 1, count: 5 });
  });

  it('rounds pays down to whole minor units', () => {
    expect(payMinor(1n, 2667)).toBe(26n);
    expect(payMinor(3n, 150)).toBe(4n);
    expect(payMinor(100n, 150)).toBe(150n);
  });

  it('spins deterministically from floats and pays the lines it shows', () => {
    const floats = [0.1, 0.2, 0.3, 0.4, 0.5];
    const a = spin(config, floats, 10n);
    expect(spin(config, floats, 10n)).toEqual(a);
    expect(a.totalBetMinor).toBe(200n);
    expect(a.grid).toHaveLength(5);
    for (const column of a.grid) expect(column).toHaveLength(3);
    a.stops.forEach((stop, r) => {
      expect(stop).toBe(Math.floor((floats[r] ?? 0) * (config.reels[r]?.length ?? 0)));
    });
    expect(a.totalWinMinor).toBe(a.wins.reduce((s, w) => s + w.payMinor, 0n));
  });

  it('finds a known win: the middle line of five wilds', () => {
    // Put every reel's first wild on the middle row: the stop is one above it.
    const floats = config.reels.map((strip) => {
      const at = strip.indexOf(0);
      return (((at - 1 + strip.length) % strip.length) + 0.5) / strip.length;
    });
    const result = spin(config, floats, 1n);
    expect(result.grid.map((c) => c[1])).toEqual(['WILD', 'WILD', 'WILD', 'WILD', 'WILD']);
    const middle = result.wins.find((w) => w.line === 0);
    expect(middle).toMatchObject({ symbol: 'SEVEN', count: 5 });
    expect(middle?.payMinor).toBe(payMinor(1n, config.paytable[1]?.[2] ?? 0));
  });

  it('refuses bad input', () => {
    expect(() => spin(config, [0.1], 1n)).toThrow(RangeError);
    expect(() => spin(config, [0, 0, 0, 0, 0], 0n)).toThrow(RangeError);
    expect(betPerLineFor(config, 200n)).toBe(10n);
    expect(() => betPerLineFor(config, 205n)).toThrow(RangeError);
  });

  it('builds every reel set with five strips and a full paytable', () => {
    for (const c of REEL_SETS) {
      expect(c.reels).toHaveLength(5);
      expect(c.paytable.slice(1).every((p) => p !== null && p[0] > 0 && p[0] < p[1] && p[1] < p[2])).toBe(true);
    }
    expect(() => reelSet('nope')).toThrow(RangeError);
  });
});
