import { describe, expect, it } from 'vitest';
import { cardAt, cardColourPayBp, cardColourRound } from './card-colour';
import { fairFloats } from './rng';

describe('red or black', () => {
  it('has 26 red and 26 black cards, each drawn by an equal share of the float range', () => {
    const cards = Array.from({ length: 52 }, (_, i) => cardAt(i));
    expect(cards.filter((c) => c.colour === 'red')).toHaveLength(26);
    expect(cardColourRound(0, 'black', 100n, 9700).card).toMatchObject({ rank: 'A', suit: 'spades' });
    expect(cardColourRound(0.999999, 'black', 100n, 9700).card).toMatchObject({ rank: 'K', suit: 'clubs' });
    expect(cardColourRound(13 / 52, 'red', 100n, 9700).card).toMatchObject({ rank: 'A', suit: 'hearts' });
  });

  it('pays 2 x RTP on a right call, rounded down, and nothing on a wrong one', () => {
    expect(cardColourPayBp(9894)).toBe(19788);
    expect(cardColourRound(0.3, 'red', 1000n, 9894)).toMatchObject({ won: true, payMinor: 1978n });
    expect(cardColourRound(0.3, 'black', 1000n, 9894)).toMatchObject({ won: false, payMinor: 0n });
  });

  it('returns the published RTP over many provably fair rounds (within four standard errors)', () => {
    const n = 40_000;
    let paid = 0n;
    for (let nonce = 0; nonce < n; nonce++) {
      const [f = 0] = fairFloats({ serverSeed: 's', clientSeed: 'c', nonce }, 1);
      paid += cardColourRound(f, nonce % 2 ? 'red' : 'black', 10_000n, 9700).payMinor;
    }
    const realised = Number(paid) / (n * 10_000);
    // Per-round pay is 0 or 1.94: sd = 0.97, so the standard error is 0.97 / sqrt(n).
    expect(Math.abs(realised - 0.97)).toBeLessThan((4 * 0.97) / Math.sqrt(n));
  });
});
