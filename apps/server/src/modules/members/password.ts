import { randomBytes } from 'node:crypto';
import { argon2id, argon2Verify } from 'hash-wasm';

/** argon2id at OWASP's floor: 19 MiB of memory, 2 iterations, one lane. */
const PARAMS = { parallelism: 1, iterations: 2, memorySize: 19_456, hashLength: 32 } as const;

export const hashPassword = (password: string) =>
  argon2id({ ...PARAMS, password, salt: randomBytes(16), outputType: 'encoded' });

export const verifyPassword = (password: string, hash: string) => argon2Verify({ password, hash });

/** Spent on unknown usernames so a failed login takes as long whether or not the account exists. */
let decoy: Promise<string> | undefined;
export const burnDecoy = async (password: string) => {
  decoy ??= hashPassword('decoy-password');
  await verifyPassword(password, await decoy);
};
