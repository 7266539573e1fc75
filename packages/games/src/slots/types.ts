/** Shapes of the slot engine. Money is bigint minor units; pays are integers so nothing is lost. */

export type Volatility = 'low' | 'medium' | 'high';

/** Pays for 3, 4 and 5 of a kind, in hundredths of the line bet (250 = 2.5x the line bet). */
export type LinePays = readonly [three: number, four: number, five: number];

export interface SlotConfig {
  /** Stable id stored on each catalogue game, e.g. `medium-9550`. */
  id: string;
  volatility: Volatility;
  rows: number;
  /** Symbol names; the web draws them per theme. */
  symbols: readonly string[];
  /** Index into `symbols` of the wild, which stands in for every other symbol on a line. */
  wild: number;
  /** One strip per reel, each a cyclic list of symbol indices; the window shows `rows` stops from the stop. */
  reels: readonly (readonly number[])[];
  /** For each line the row shown on each reel (0 = top). */
  paylines: readonly (readonly number[])[];
  /** Pays per symbol index; a symbol without pays (the wild alone) never forms its own line. */
  paytable: readonly (LinePays | null)[];
  /** Index of the symbol a line of wilds only pays as (the richest symbol). */
  allWildPaysAs: number;
}

export interface LineWin {
  /** Index into `config.paylines`. */
  line: number;
  symbol: string;
  count: 3 | 4 | 5;
  payMinor: bigint;
}

export interface SpinResult {
  /** Stop index per reel: the top row of the window. */
  stops: number[];
  /** The window, column by column: `grid[reel][row]` is a symbol name. */
  grid: string[][];
  betPerLineMinor: bigint;
  totalBetMinor: bigint;
  wins: LineWin[];
  totalWinMinor: bigint;
}

/** The 20 classic lines of a 5x3 slot (rows 0 top, 1 middle, 2 bottom). */
export const PAYLINES_5X3_20: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [1, 0, 1, 2, 1],
  [1, 2, 1, 0, 1],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 0, 2, 0, 0],
  [2, 2, 0, 2, 2],
  [0, 2, 0, 2, 0],
];
