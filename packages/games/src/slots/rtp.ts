import { evaluateLine } from './engine';
import type { LinePays, SlotConfig } from './types';

/**
 * Exact return to player, without enumerating the prod(reel length) stop combinations (~30^5 =
 * 24M for 5 reels of 30).
 *
 * Method: a line shows one position per reel, and as the stop of each reel is uniform over its
 * strip, the symbol a line shows on reel r is distributed as the symbol counts of strip r,
 * independently of the other reels, whatever rows the line uses. So every line has the same
 * distribution of outcomes, and it is enumerated over distinct-symbol tuples (8 symbols, 5 reels
 * = 32,768 tuples) weighted by the product of the symbol counts: exact integer hit counts per
 * (symbol, run length). With line pays only (no scatters, no features) a spin's expected pay is
 * the sum over lines of that same expectation, and the total bet is line bet times lines, so
 *   RTP = sum(hits[s][k] * pay[s][k]) / (100 * prod(reel length))
 * as an exact fraction. The ledger pays each line rounded down to a minor unit, so the realised
 * RTP at tiny line bets is at most this figure. rtp.test.ts checks it against 100,000 spins.
 */

export interface HitCounts {
  /** prod(reel length): the number of equally likely stop combinations. */
  total: number;
  /** hits[symbol][count - 3]: weighted number of combinations where a line pays `count` of `symbol`. */
  hits: number[][];
}

export function lineHitCounts(config: Omit<SlotConfig, 'paytable'>): HitCounts {
  const counts = config.reels.map((strip) => {
    const c = new Array<number>(config.symbols.length).fill(0);
    for (const s of strip) c[s] = (c[s] ?? 0) + 1;
    return c;
  });
  const hits = config.symbols.map(() => [0, 0, 0]);
  const tuple: number[] = [];
  const walk = (reel: number, weight: number) => {
    if (reel === counts.length) {
      const { symbol, count } = evaluateLine(config as SlotConfig, tuple);
      const row = hits[symbol];
      if (row && count >= 3) row[count - 3] = (row[count - 3] ?? 0) + weight;
      return;
    }
    (counts[reel] ?? []).forEach((n, s) => {
      if (n === 0) return;
      tuple[reel] = s;
      walk(reel + 1, weight * n);
    });
  };
  walk(0, 1);
  return { total: config.reels.reduce((p, strip) => p * strip.length, 1), hits };
}

export interface Rtp {
  /** Exact RTP as numerator / denominator (both integers). */
  numerator: number;
  denominator: number;
  /** The same as a float, e.g. 0.9612. */
  value: number;
  /** Rounded down to basis points (9612 = 96.12%), as stored on catalogue games. */
  basisPoints: number;
  /** Probability that a given line pays anything. */
  lineHitRate: number;
  /** Standard deviation of one line's pay in line bets: the volatility figure. */
  lineStdDev: number;
}

export function rtpFromHits({ total, hits }: HitCounts, paytable: readonly (LinePays | null)[]): Rtp {
  let numerator = 0;
  let squares = 0;
  let hitWeight = 0;
  hits.forEach((row, s) => {
    row.forEach((weight, k) => {
      const pay = paytable[s]?.[k] ?? 0;
      numerator += weight * pay;
      squares += weight * (pay / 100) ** 2;
      if (pay > 0) hitWeight += weight;
    });
  });
  const denominator = total * 100;
  const value = numerator / denominator;
  return {
    numerator,
    denominator,
    value,
    basisPoints: Math.floor((numerator * 10_000) / denominator),
    lineHitRate: hitWeight / total,
    lineStdDev: Math.sqrt(squares / total - value ** 2),
  };
}

export const rtp = (config: SlotConfig): Rtp => rtpFromHits(lineHitCounts(config), config.paytable);

/**
 * Scales a paytable's shape so the RTP lands just under `target` (a fraction, e.g. 0.96). Pays
 * are rounded down to whole hundredths, so the result is at most the target; as the RTP is linear
 * in the pays, one scaling step is enough.
 */
export function tunePaytable(
  hits: HitCounts,
  shape: readonly (LinePays | null)[],
  target: number,
): (LinePays | null)[] {
  const base = rtpFromHits(hits, shape).value;
  if (base <= 0) throw new RangeError('paytable shape pays nothing');
  const factor = target / base;
  return shape.map((pays) => (pays ? (pays.map((p) => Math.floor(p * factor)) as unknown as LinePays) : null));
}
