import { sha256hex } from '../../platform/crypto/hash';

/** The fingerprint of a call's content: a replay must match it exactly. */
export const hashOf = (parts: unknown[]) =>
  sha256hex(JSON.stringify(parts, (_k, v) => (typeof v === 'bigint' ? `${v}` : v)));
