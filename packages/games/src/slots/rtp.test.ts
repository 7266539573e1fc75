import { describe, expect, it } from 'vitest';
import { fairFloats } from '../rng';
import { evaluateLine, linePayCenti, spin } from './engine';
import { REEL_SETS, reelSet, reelSetRtpBp } from './reelsets';
import { rtp } from './rtp';
import type { SlotConfig } from './types';

/** A small reel set whose every stop combination can be enumerated (6^5 = 7,776). */
const tiny: SlotConfig = {
  ...reelSet('medium-9550'),
  id: 'tiny',
  reels: [
    [0, 1, 4, 5, 6, 7],
    [2, 4, 4, 5, 7, 3],
    [0, 4, 5, 6, 6, 7],
    [1, 4, 5, 5, 7, 2],
    [0, 3, 4, 5, 6, 7],
  ],
};

describe('rtp', () => {
  it('equals a brute-force enumeration of every stop combination over all 20 lines', () => {
    let paid = 0;
    let combos = 0;
    const walk = (stops: number[]) => {
      if (stops.length === tiny.reels.length) {
        combos++;
        for (const rows of tiny.paylines) {
          const shown = rows.map((row, r) => {
            const strip = tiny.reels[r] ?? [];
            return strip[((stops[r] ?? 0) + row) % strip.length] ?? 0;
          });
          const { symbol, count } = evaluateLine(tiny, shown);
          paid += linePayCenti(tiny, symbol, count);
        }
        return;
      }
      for (let s = 0; s < (tiny.reels[stops.length]?.length ?? 0); s++) walk([...stops, s]);
    };
    walk([]);
    const exact = rtp(tiny);
    // paid / (combos * lines * 100) == numerator / denominator, compared without floating point.
    expect(paid * exact.denominator).toBe(exact.numerator * combos * tiny.paylines.length * 100);
  });

  it('lands every reel set in the 94%-97% band, ordered by volatility', () => {
    for (const c of REEL_SETS) {
      const bp = reelSetRtpBp(c.id);
      expect(bp).toBeGreaterThanOrEqual(9400);
      expect(bp).toBeLessThanOrEqual(9700);
    }
    const sd = (id: string) => rtp(reelSet(id)).lineStdDev;
    expect(sd('low-9550')).toBeLessThan(sd('medium-9550'));
    expect(sd('medium-9550')).toBeLessThan(sd('high-9550'));
  });

  it('agrees with 100,000 provably fair spins within four standard errors', () => {
    const config = reelSet('medium-9550');
    const n = 100_000;
    const bet = 100n; // large enough that rounding down never bites (pays are in hundredths)
    let sum = 0;
    let squares = 0;
    for (let nonce = 0; nonce < n; nonce++) {
      const floats = fairFloats({ serverSeed: 'monte-carlo', clientSeed: 'rtp-test', nonce }, 5);
      const r = spin(config, floats, bet);
      const ratio = Number(r.totalWinMinor) / Number(r.totalBetMinor);
      sum += ratio;
      squares += ratio * ratio;
    }
    const mean = sum / n;
    const stderr = Math.sqrt((squares / n - mean * mean) / n);
    expect(Math.abs(mean - rtp(config).value)).toBeLessThan(4 * stderr);
  });
});
