import { sha256hex } from '../../platform/crypto/hash';

/** What one recorded call is: its identity, the lock it takes, and the work done the first time. */
export type Call = {
  brandId: number;
  vendor: string;
  kind: 'bet' | 'win' | 'rollback';
  txId: string;
  refTxId?: string;
  lockId: string;
  roundId: string;
  memberId: number;
  amountMinor: bigint;
  hash: string;
};

/** The fingerprint of a call's content: a replay must match it exactly. */
export const hashOf = (parts: unknown[]) =>
  sha256hex(JSON.stringify(parts, (_k, v) => (typeof v === 'bigint' ? `${v}` : v)));
