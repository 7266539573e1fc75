import {
  type CatalogueGame,
  cardColourPayBp,
  generateCatalogue,
  reelSet,
  rtp,
  type SlotConfig,
  THEME_COLOURS,
} from '@platform/games';

/**
 * The studio's own game list: the catalogue it publishes (the platform seeds the same one), indexed
 * by game code. Built on first use (about 0.2 s) and kept for the life of the process.
 */

/** What the studio actually plays for a catalogue game. */
export type StudioEngine = 'slot' | 'crash' | 'card';

export type StudioGame = {
  game: CatalogueGame;
  engine: StudioEngine;
  /** Slots: the reel set and its exact RTP as a fraction (e.g. 0.9545766...). */
  slot: SlotConfig | null;
  rtpValue: number;
  colours: readonly [from: string, to: string, accent: string];
};

let index: { byCode: Map<string, CatalogueGame>; vendors: Set<string> } | null = null;
function catalogue() {
  if (!index) {
    const games = generateCatalogue();
    index = { byCode: new Map(games.map((g) => [g.gameCode, g])), vendors: new Set(games.map((g) => g.vassalage)) };
  }
  return index;
}
const slotRtp = new Map<string, number>();

const engineOf = (g: CatalogueGame): StudioEngine =>
  g.category === 'RNG' ? 'slot' : g.category === 'BGS' ? 'crash' : 'card';

/** The game with this code under this vendor, or undefined (unknown code, or another vendor's). */
export function studioGame(vendor: string, gameCode: string): StudioGame | undefined {
  const game = catalogue().byCode.get(gameCode);
  if (!game || game.vassalage !== vendor) return undefined;
  const engine = engineOf(game);
  const slot = engine === 'slot' && game.reelSetId ? reelSet(game.reelSetId) : null;
  let rtpValue = game.rtpBp / 10_000;
  if (slot) {
    const cached = slotRtp.get(slot.id) ?? rtp(slot).value;
    slotRtp.set(slot.id, cached);
    rtpValue = cached;
  }
  return { game, engine, slot, rtpValue, colours: THEME_COLOURS[game.theme] ?? ['#0f1d3a', '#1f4b99', '#f5c542'] };
}

/** Any game by code alone (icons are served without a vendor). */
export const gameByCode = (gameCode: string): CatalogueGame | undefined => catalogue().byCode.get(gameCode);

/** Vendors the studio plays for (every vendor of its catalogue). */
export const isStudioVendor = (vendor: string): boolean => catalogue().vendors.has(vendor);

/**
 * Total bets offered, in minor units: every one splits evenly over 20 lines (multiples of 20),
 * so the same steps serve slots and the single-stake games.
 */
export const BET_STEPS_MINOR: readonly bigint[] = [
  20n,
  40n,
  60n,
  100n,
  200n,
  400n,
  600n,
  1000n,
  2000n,
  4000n,
  6000n,
  10000n,
];
export const MIN_BET_MINOR = BET_STEPS_MINOR[0] as bigint;
export const MAX_BET_MINOR = BET_STEPS_MINOR[BET_STEPS_MINOR.length - 1] as bigint;

/** Crash targets the studio takes: 1.01x to 1000.00x in hundredths. */
export const CRASH_TARGET_MIN = 101;
export const CRASH_TARGET_MAX = 100_000;

/** Red or Black's pay multiplier as written on the window: 1.946, 1.94, 2. */
export const cardPayLabel = (rtpBp: number) => String(cardColourPayBp(rtpBp) / 10_000);
