/**
 * Crash (the in-house HOUSE games): a multiplier rises from 1.00x and stops at a crash point; a
 * bet cashed out at target m before the crash pays m times the stake.
 *
 * The crash point comes from one provably fair float f in [0, 1):
 *   crash = floor(100 * (1 - edge) / (1 - f)) / 100, at least 1.00
 * so P(crash >= m) = (1 - edge) / m for every m >= 1 (up to the 0.01 step and the 2^-32 grid), and a
 * cash-out at any target m returns m * (1 - edge) / m = 1 - edge: the RTP is the same whatever the
 * player aims for. Multipliers are integers in hundredths (250 = 2.50x) so pays stay exact.
 */

/** The crash point in hundredths of the stake (100 = 1.00x); `edgeBp` is the house edge in basis points. */
export function crashPointCenti(float: number, edgeBp: number): number {
  if (!(float >= 0 && float < 1)) throw new RangeError('float must be in [0, 1)');
  if (!Number.isInteger(edgeBp) || edgeBp < 0 || edgeBp >= 10_000) throw new RangeError('edgeBp must be in [0, 10000)');
  // Integer arithmetic on the float's 2^-32 grid (rng.ts floats are exact multiples of 2^-32), so
  // no rounding error moves a crash point across a hundredth.
  const u = BigInt(Math.floor(float * 2 ** 32));
  const point = (100n * BigInt(10_000 - edgeBp) * 2n ** 32n) / (10_000n * (2n ** 32n - u));
  return Math.max(100, Number(point));
}

/** The pay of a stake cashed out at `targetCenti` (rounded down to a minor unit); 0 when it crashed first. */
export function crashPayMinor(stakeMinor: bigint, targetCenti: number, crashCenti: number): bigint {
  if (!Number.isInteger(targetCenti) || targetCenti < 101) throw new RangeError('target must be at least 1.01x');
  return targetCenti <= crashCenti ? (stakeMinor * BigInt(targetCenti)) / 100n : 0n;
}

/**
 * The exact probability that the crash point reaches `targetCenti`, from the formula above:
 * crash >= t  <=>  floor(100(1-e)/(1-f)) >= t  <=>  1 - f <= 100(1-e)/t  (t >= 1 makes floor safe).
 */
export const crashReachProbability = (targetCenti: number, edgeBp: number): number =>
  Math.min(1, (100 * (10_000 - edgeBp)) / 10_000 / targetCenti);
