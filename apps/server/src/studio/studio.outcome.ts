import { formatMinor } from '@platform/contracts';
import {
  betPerLineFor,
  type CardColour,
  cardColourRound,
  crashPayMinor,
  crashRound,
  type FairSeeds,
  fairFloats,
  slotRound,
} from '@platform/games';
import type { StudioGame } from './studio.games';

/** What the player chose besides the stake: a crash cash-out target, or a card call. */
export type PlayChoice = { targetCenti?: number; call?: CardColour };

/** A decided round: the win and what the window shows (JSON-safe: amounts are decimal strings). */
export type Outcome = { winMinor: bigint; detail: Record<string, unknown> };

/**
 * Decides a round from the session's seeds before any money moves, so a retried wallet call can
 * never re-roll it. Pure apart from the engines' HMAC: the same seeds give the same outcome.
 */
export function decide(sg: StudioGame, seeds: FairSeeds, betMinor: bigint, choice: PlayChoice): Outcome {
  if (sg.engine === 'slot' && sg.slot) {
    const r = slotRound(sg.slot, seeds, betPerLineFor(sg.slot, betMinor));
    return {
      winMinor: r.totalWinMinor,
      detail: {
        kind: 'slot',
        stops: r.stops,
        grid: r.grid,
        betPerLine: formatMinor(r.betPerLineMinor),
        wins: r.wins.map((w) => ({ line: w.line, symbol: w.symbol, count: w.count, pay: formatMinor(w.payMinor) })),
      },
    };
  }
  if (sg.engine === 'crash') {
    const target = choice.targetCenti ?? 200;
    const crash = crashRound(seeds, 10_000 - sg.game.rtpBp);
    return { winMinor: crashPayMinor(betMinor, target, crash), detail: { kind: 'crash', crash, target } };
  }
  const [float = 0] = fairFloats(seeds, 1);
  const r = cardColourRound(float, choice.call ?? 'red', betMinor, sg.game.rtpBp);
  return { winMinor: r.payMinor, detail: { kind: 'card', card: r.card, call: r.call, won: r.won } };
}
