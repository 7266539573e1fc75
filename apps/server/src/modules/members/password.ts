import { randomInt } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id at OWASP's floor: 19 MiB of memory, 2 iterations, one lane, 32-byte output, 16-byte
 * salt (the library's own). Native code run in libuv's thread pool, so a login never blocks the
 * event loop; the PHC strings are the same as the WebAssembly hashes stored before, which verify.
 */
const PARAMS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1, outputLen: 32 } as const;

export const hashPassword = (password: string) => hash(password, PARAMS);

export const verifyPassword = (password: string, stored: string) => verify(stored, password);

/** Spent on unknown usernames so a failed login takes as long whether or not the account exists. */
let decoy: Promise<string> | undefined;
export const burnDecoy = async (password: string) => {
  decoy ??= hashPassword('decoy-password');
  await verifyPassword(password, await decoy);
};

/** Letters and digits that cannot be misread for each other when read out over the phone (no 0/O, 1/l/I). */
const TEMP_ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * A temporary password an operator hands a member (back office reset): 10 characters with at
 * least one lower-case letter, one capital and one digit, from node:crypto's randomness.
 */
export function temporaryPassword(): string {
  for (;;) {
    const pw = Array.from({ length: 10 }, () => TEMP_ALPHABET[randomInt(TEMP_ALPHABET.length)]).join('');
    if (/[a-z]/.test(pw) && /[A-Z]/.test(pw) && /\d/.test(pw)) return pw;
  }
}
