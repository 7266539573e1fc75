import { floatToIndex } from '../rng';
import type { LineWin, SlotConfig, SpinResult } from './types';

/**
 * The result of one line, from the symbol indices it shows left to right. The line's symbol is
 * the first non-wild one; the run is how many reels from the left show it or the wild. A line of
 * wilds only pays as `allWildPaysAs`. The rule never looks at pay sizes, which is what lets
 * rtp.ts count hits once per reel set and price any paytable linearly.
 */
export function evaluateLine(config: SlotConfig, symbols: readonly number[]): { symbol: number; count: number } {
  const symbol = symbols.find((s) => s !== config.wild) ?? config.allWildPaysAs;
  let count = 0;
  while (count < symbols.length && (symbols[count] === symbol || symbols[count] === config.wild)) count++;
  return { symbol, count };
}

/** Pay of a run in hundredths of the line bet; 0 below three of a kind. */
export function linePayCenti(config: SlotConfig, symbol: number, count: number): number {
  const pays = config.paytable[symbol];
  if (!pays || count < 3) return 0;
  return pays[Math.min(count, 5) - 3] ?? 0;
}

/** Line bet times the pay in hundredths, rounded down to a whole minor unit (never in the player's favour). */
export const payMinor = (betPerLineMinor: bigint, payCenti: number): bigint =>
  (betPerLineMinor * BigInt(payCenti)) / 100n;

/** Symbol index at a window position: strips are cyclic. */
function symbolAt(config: SlotConfig, reel: number, stop: number, row: number): number {
  const strip = config.reels[reel] ?? [];
  return strip[(stop + row) % strip.length] ?? config.wild;
}

/**
 * One spin: one float per reel picks its stop (floats come from rng.ts, so the outcome is
 * provably fair and replayable), every line is paid on `betPerLineMinor`, and the total bet is
 * the line bet times the number of lines.
 */
export function spin(config: SlotConfig, floats: readonly number[], betPerLineMinor: bigint): SpinResult {
  if (floats.length < config.reels.length) throw new RangeError(`spin needs ${config.reels.length} floats`);
  if (betPerLineMinor <= 0n) throw new RangeError('betPerLineMinor must be positive');
  const stops = config.reels.map((strip, r) => floatToIndex(floats[r] ?? 0, strip.length));
  const grid = stops.map((stop, r) =>
    Array.from({ length: config.rows }, (_, row) => config.symbols[symbolAt(config, r, stop, row)] ?? '?'),
  );
  const wins: LineWin[] = [];
  config.paylines.forEach((rows, line) => {
    const shown = rows.map((row, r) => symbolAt(config, r, stops[r] ?? 0, row));
    const { symbol, count } = evaluateLine(config, shown);
    const pay = payMinor(betPerLineMinor, linePayCenti(config, symbol, count));
    if (pay > 0n) wins.push({ line, symbol: config.symbols[symbol] ?? '?', count: count as 3 | 4 | 5, payMinor: pay });
  });
  return {
    stops,
    grid,
    betPerLineMinor,
    totalBetMinor: betPerLineMinor * BigInt(config.paylines.length),
    wins,
    totalWinMinor: wins.reduce((sum, w) => sum + w.payMinor, 0n),
  };
}

/** The line bet for a total stake; a stake that does not split evenly over the lines is refused. */
export function betPerLineFor(config: SlotConfig, totalBetMinor: bigint): bigint {
  const lines = BigInt(config.paylines.length);
  if (totalBetMinor <= 0n || totalBetMinor % lines !== 0n) {
    throw new RangeError(`total bet must be a positive multiple of ${lines} minor units`);
  }
  return totalBetMinor / lines;
}
