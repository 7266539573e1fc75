import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password';

/** Made by the WebAssembly argon2id (hash-wasm) this module used before, with the same parameters. */
const LEGACY = '$argon2id$v=19$m=19456,t=2,p=1$0WuC7sr5xJVDWP3eCG1p0g$fEcWg2OBcrAeImJcaJL/U2C5+gNSzoBB/XELzkwrrLM';

describe('password hashing', () => {
  it('still accepts passwords stored by the previous implementation, and only the right one', async () => {
    expect(await verifyPassword('Legacy-Pass-2026', LEGACY)).toBe(true);
    expect(await verifyPassword('Legacy-Pass-2025', LEGACY)).toBe(false);
  });

  it('stores argon2id with the same parameters and a fresh salt each time', async () => {
    const [a, b] = await Promise.all([hashPassword('Secret123'), hashPassword('Secret123')]);
    expect(a).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[\w+/]{22}\$[\w+/]{43}$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('Secret123', a)).toBe(true);
    expect(await verifyPassword('secret123', a)).toBe(false);
  });

  it('lets other work run while passwords are being checked', async () => {
    const stored = await hashPassword('Secret123');
    let turns = 0;
    let done = false;
    const spin = () => {
      if (done) return;
      turns++;
      setImmediate(spin);
    };
    setImmediate(spin);
    await Promise.all(Array.from({ length: 4 }, () => verifyPassword('Secret123', stored)));
    done = true;
    // WebAssembly on the main thread left no turn to anyone until all four were done.
    expect(turns).toBeGreaterThan(4);
  });
});
