import { crashPointCenti } from './crash';
import { type FairSeeds, fairFloats, verifyFairFloats } from './rng';
import { spin } from './slots/engine';
import type { SlotConfig, SpinResult } from './slots/types';

/**
 * Whole provably fair rounds: seeds in, outcome out. The server plays with the secret seed; after
 * rotation anyone can call the verify functions with the revealed seed and the commitment shown
 * before play, and must get the very same outcome.
 */

export const slotRound = (config: SlotConfig, seeds: FairSeeds, betPerLineMinor: bigint): SpinResult =>
  spin(config, fairFloats(seeds, config.reels.length), betPerLineMinor);

/** The spin recomputed from revealed seeds, or null when the seed does not match its hash. */
export function verifySlotRound(
  config: SlotConfig,
  revealed: FairSeeds & { serverSeedHash: string },
  betPerLineMinor: bigint,
): SpinResult | null {
  const checked = verifyFairFloats(revealed, config.reels.length);
  return checked.ok ? spin(config, checked.floats, betPerLineMinor) : null;
}

/** A crash round's crash point in hundredths (see crash.ts). */
export const crashRound = (seeds: FairSeeds, edgeBp: number): number =>
  crashPointCenti(fairFloats(seeds, 1)[0] ?? 0, edgeBp);

export function verifyCrashRound(revealed: FairSeeds & { serverSeedHash: string }, edgeBp: number): number | null {
  const checked = verifyFairFloats(revealed, 1);
  return checked.ok ? crashPointCenti(checked.floats[0] ?? 0, edgeBp) : null;
}
