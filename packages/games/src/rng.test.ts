import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bytesToFloat, fairFloats, floatToIndex, hashServerSeed, verifyFairFloats } from './rng';

const seeds = { serverSeed: 'server-secret', clientSeed: 'player-chosen', nonce: 7 };

describe('provably fair rng', () => {
  it('hashes the server seed with sha256 (known vector)', () => {
    expect(hashServerSeed('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('turns HMAC bytes into floats as sum of byte/256^(i+1)', () => {
    const bytes = createHmac('sha256', seeds.serverSeed).update('player-chosen:7:0').digest();
    const [b0, b1, b2, b3] = [bytes[0] ?? 0, bytes[1] ?? 0, bytes[2] ?? 0, bytes[3] ?? 0];
    const expected = b0 / 256 + b1 / 256 ** 2 + b2 / 256 ** 3 + b3 / 256 ** 4;
    expect(fairFloats(seeds, 1)[0]).toBe(expected);
  });

  it('uses further rounds after 8 floats and stays in [0, 1)', () => {
    const floats = fairFloats(seeds, 20);
    expect(floats).toHaveLength(20);
    const round1 = createHmac('sha256', seeds.serverSeed).update('player-chosen:7:1').digest();
    expect(floats[8]).toBe(bytesToFloat(round1, 0));
    for (const f of floats) expect(f >= 0 && f < 1).toBe(true);
    expect(bytesToFloat(new Uint8Array([255, 255, 255, 255]), 0)).toBeLessThan(1);
  });

  it('is deterministic and changes with every input', () => {
    expect(fairFloats(seeds, 5)).toEqual(fairFloats(seeds, 5));
    expect(fairFloats({ ...seeds, nonce: 8 }, 5)).not.toEqual(fairFloats(seeds, 5));
    expect(fairFloats({ ...seeds, clientSeed: 'x' }, 5)).not.toEqual(fairFloats(seeds, 5));
  });

  it('verifies revealed seeds against the commitment', () => {
    const serverSeedHash = hashServerSeed(seeds.serverSeed);
    expect(verifyFairFloats({ ...seeds, serverSeedHash }, 5)).toEqual({ ok: true, floats: fairFloats(seeds, 5) });
    expect(verifyFairFloats({ ...seeds, serverSeedHash: hashServerSeed('other') }, 5).ok).toBe(false);
    expect(verifyFairFloats({ ...seeds, serverSeedHash: 'zz' }, 5).ok).toBe(false);
  });

  it('maps floats to indices in range', () => {
    expect(floatToIndex(0, 10)).toBe(0);
    expect(floatToIndex(0.99999999, 10)).toBe(9);
    expect(() => fairFloats({ ...seeds, nonce: -1 }, 1)).toThrow(RangeError);
  });
});
