import { lineHitCounts, rtp, tunePaytable } from './rtp';
import type { LinePays, SlotConfig, Volatility } from './types';
import { PAYLINES_5X3_20 } from './types';

/**
 * The demo studio's reel-set templates: three volatilities, each at three RTP targets, so the
 * catalogue's slots carry nine distinct (exactly computed) RTPs. Volatility comes from the strips
 * (how rare the rich symbols and the wild are) and the paytable's shape (how steep 5-of-a-kind
 * pays are); the level is then set by scaling the shape to the target (see tunePaytable).
 */

export const SLOT_SYMBOLS = ['WILD', 'SEVEN', 'CROWN', 'BELL', 'ACE', 'KING', 'QUEEN', 'JACK'] as const;
const WILD = 0;

interface Template {
  /** Copies of each symbol (in SLOT_SYMBOLS order) on each of the five strips. */
  counts: readonly (readonly number[])[];
  /** Relative pays for 3/4/5 of a kind, per symbol; scaled to the target RTP. */
  shape: readonly (LinePays | null)[];
}

const TEMPLATES: Record<Volatility, Template> = {
  // Many wilds and common mid symbols, flat pays: frequent small wins.
  low: {
    counts: [
      [2, 2, 3, 4, 5, 5, 5, 6],
      [3, 2, 3, 4, 5, 5, 5, 5],
      [3, 2, 3, 4, 5, 5, 5, 5],
      [3, 2, 3, 4, 5, 5, 5, 5],
      [2, 2, 3, 4, 5, 5, 5, 6],
    ],
    shape: [
      null,
      [1000, 4000, 15000],
      [600, 2000, 8000],
      [400, 1500, 5000],
      [250, 800, 2500],
      [200, 600, 2000],
      [150, 500, 1500],
      [100, 400, 1200],
    ],
  },
  medium: {
    counts: [
      [2, 2, 3, 3, 4, 5, 5, 6],
      [2, 2, 3, 3, 4, 5, 5, 6],
      [2, 2, 3, 3, 4, 5, 5, 6],
      [2, 2, 3, 3, 4, 5, 5, 6],
      [2, 2, 3, 3, 4, 5, 5, 6],
    ],
    shape: [
      null,
      [2000, 10000, 50000],
      [1000, 4000, 20000],
      [600, 2500, 10000],
      [300, 1000, 4000],
      [250, 800, 3000],
      [200, 600, 2000],
      [100, 500, 1500],
    ],
  },
  // One wild per strip and a rare top symbol with a steep 5-of-a-kind: rare big wins.
  high: {
    counts: [
      [1, 1, 2, 3, 5, 6, 6, 7],
      [1, 1, 2, 3, 5, 6, 6, 7],
      [1, 1, 2, 3, 5, 6, 6, 7],
      [1, 1, 2, 3, 5, 6, 6, 7],
      [1, 1, 2, 3, 5, 6, 6, 7],
    ],
    shape: [
      null,
      [5000, 50000, 500000],
      [2500, 15000, 100000],
      [1000, 5000, 25000],
      [400, 1500, 6000],
      [300, 1000, 4000],
      [200, 700, 2500],
      [100, 500, 1500],
    ],
  },
};

/** RTP targets in basis points; tuning rounds down, so each lands a hair under its target. */
export const RTP_TARGETS_BP = [9450, 9550, 9650] as const;

/**
 * Lays the copies out along the strip so equal symbols are spread apart (a smooth weighted round
 * robin: each step takes the symbol most behind its share). Deterministic; the order does not
 * change the RTP, only what the window looks like.
 */
export function layoutStrip(counts: readonly number[]): number[] {
  const total = counts.reduce((a, b) => a + b, 0);
  const credit = counts.map(() => 0);
  const left = [...counts];
  const strip: number[] = [];
  for (let i = 0; i < total; i++) {
    let best = -1;
    counts.forEach((n, s) => {
      credit[s] = (credit[s] ?? 0) + n;
      if ((left[s] ?? 0) > 0 && (best < 0 || (credit[s] ?? 0) > (credit[best] ?? 0))) best = s;
    });
    strip.push(best);
    credit[best] = (credit[best] ?? 0) - total;
    left[best] = (left[best] ?? 0) - 1;
  }
  return strip;
}

function build(volatility: Volatility, targetBp: number): SlotConfig {
  const template = TEMPLATES[volatility];
  const base = {
    id: `${volatility}-${targetBp}`,
    volatility,
    rows: 3,
    symbols: SLOT_SYMBOLS,
    wild: WILD,
    reels: template.counts.map(layoutStrip),
    paylines: PAYLINES_5X3_20,
    allWildPaysAs: 1,
  };
  return { ...base, paytable: tunePaytable(lineHitCounts(base), template.shape, targetBp / 10_000) };
}

const VOLATILITIES: readonly Volatility[] = ['low', 'medium', 'high'];

/** All reel sets, built once (a few ms: three hit-count enumerations of 32,768 tuples each). */
export const REEL_SETS: readonly SlotConfig[] = VOLATILITIES.flatMap((v) => RTP_TARGETS_BP.map((t) => build(v, t)));

const BY_ID = new Map(REEL_SETS.map((c) => [c.id, c]));
const RTP_BP = new Map(REEL_SETS.map((c) => [c.id, rtp(c).basisPoints]));

export function reelSet(id: string): SlotConfig {
  const config = BY_ID.get(id);
  if (!config) throw new RangeError(`unknown reel set ${id}`);
  return config;
}

/** The exact RTP of a reel set in basis points (rounded down). */
export function reelSetRtpBp(id: string): number {
  const bp = RTP_BP.get(id);
  if (bp === undefined) throw new RangeError(`unknown reel set ${id}`);
  return bp;
}
