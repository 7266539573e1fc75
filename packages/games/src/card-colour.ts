import { floatToIndex } from './rng';

/**
 * Red or Black: the demo studio's simple table game for its fishing, card and live titles. One
 * provably fair float draws one card from a fresh 52-card deck; the player called red or black;
 * half the deck wins, and a win pays 2 x RTP times the stake, so the RTP is the game's published
 * figure exactly (before the round-down to a whole minor unit, never in the player's favour).
 */

export const CARD_SUITS = ['spades', 'hearts', 'diamonds', 'clubs'] as const;
export const CARD_RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;
export type CardColour = 'red' | 'black';

export interface Card {
  /** 0..51: suit-major, in CARD_SUITS order. */
  index: number;
  suit: (typeof CARD_SUITS)[number];
  rank: (typeof CARD_RANKS)[number];
  colour: CardColour;
}

export function cardAt(index: number): Card {
  if (!Number.isInteger(index) || index < 0 || index > 51) throw new RangeError('card index must be in 0..51');
  const suit = CARD_SUITS[Math.floor(index / 13)] ?? 'spades';
  return {
    index,
    suit,
    rank: CARD_RANKS[index % 13] ?? 'A',
    colour: suit === 'hearts' || suit === 'diamonds' ? 'red' : 'black',
  };
}

/** The pay multiplier of a winning call in basis points of the stake: 2 x RTP (9700 -> 19400 = 1.94x). */
export const cardColourPayBp = (rtpBp: number): number => {
  if (!Number.isInteger(rtpBp) || rtpBp <= 0 || rtpBp > 10_000) throw new RangeError('rtpBp must be in 1..10000');
  return 2 * rtpBp;
};

export interface CardColourResult {
  card: Card;
  call: CardColour;
  won: boolean;
  payMinor: bigint;
}

/** One round from one float (rng.ts) and the player's call. */
export function cardColourRound(float: number, call: CardColour, stakeMinor: bigint, rtpBp: number): CardColourResult {
  if (!(float >= 0 && float < 1)) throw new RangeError('float must be in [0, 1)');
  if (stakeMinor <= 0n) throw new RangeError('stake must be positive');
  const card = cardAt(floatToIndex(float, 52));
  const won = card.colour === call;
  const payMinor = won ? (stakeMinor * BigInt(cardColourPayBp(rtpBp))) / 10_000n : 0n;
  return { card, call, won, payMinor };
}
