import { createHash } from 'node:crypto';

/** SHA-256 as hex: how tokens, challenge ids and reset links are stored (the value itself never is). */
export const sha256hex = (s: string) => createHash('sha256').update(s).digest('hex');
