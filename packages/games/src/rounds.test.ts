import { describe, expect, it } from 'vitest';
import { hashServerSeed } from './rng';
import { crashRound, slotRound, verifyCrashRound, verifySlotRound } from './rounds';
import { reelSet } from './slots/reelsets';

const seeds = { serverSeed: 'secret-before-rotation', clientSeed: 'lucky', nonce: 42 };
const serverSeedHash = hashServerSeed(seeds.serverSeed);

describe('provably fair rounds', () => {
  it('replays a slot round from the revealed seed', () => {
    const config = reelSet('high-9650');
    const played = slotRound(config, seeds, 5n);
    expect(verifySlotRound(config, { ...seeds, serverSeedHash }, 5n)).toEqual(played);
    expect(verifySlotRound(config, { ...seeds, serverSeed: 'forged', serverSeedHash }, 5n)).toBeNull();
    expect(slotRound(config, { ...seeds, nonce: 43 }, 5n).stops).not.toEqual(played.stops);
  });

  it('replays a crash round from the revealed seed', () => {
    const point = crashRound(seeds, 300);
    expect(point).toBeGreaterThanOrEqual(100);
    expect(verifyCrashRound({ ...seeds, serverSeedHash }, 300)).toBe(point);
    expect(verifyCrashRound({ ...seeds, serverSeedHash: hashServerSeed('x') }, 300)).toBeNull();
  });
});
