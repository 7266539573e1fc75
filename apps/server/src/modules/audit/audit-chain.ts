import { createHash } from 'node:crypto';
import type { Db } from '../../platform/db/client';
import type { AuditStore } from './audit.store';

/** The previous hash of a brand's first entry. */
export const GENESIS_HASH = '0'.repeat(64);
const PAGE = 2000;

/** One entry's columns as the hash covers them (the detail as jsonb's text, the time in UTC to the microsecond). */
export type ChainRow = {
  id: number;
  brandId: number;
  operatorId: number | null;
  action: string;
  targetType: string;
  targetId: string;
  detail: string;
  ip: string | null;
  at: string;
  prevHash: string | null;
  hash: string | null;
};

/** The same hash as the database's audit_entry_hash(), computed here so the check does not trust the database's function. */
export const entryHash = (prev: string, r: ChainRow) =>
  createHash('sha256')
    .update(
      [prev, String(r.brandId), r.operatorId === null ? '' : String(r.operatorId), r.action, r.targetType, r.targetId]
        .concat([r.detail, r.ip ?? '', r.at])
        .join('\x1f'),
      'utf8',
    )
    .digest('hex');

export type ChainProblem = {
  /** changed: the entry's hash is not the hash of its columns; deleted: its prev_hash is not the entry before it
   * (that one, or entries between them, are gone); tail: the chain head names entries the walk did not find. */
  kind: 'changed' | 'deleted' | 'tail';
  /** The first entry found broken (for tail: the last one the head names). */
  id: number;
  message: string;
};
export type ChainReport = { brandId: number; merchant: string; entries: number; problem: ChainProblem | null };

/**
 * Walks each brand's chain in id order inside one read-only snapshot: every entry's hash must be
 * the hash of its own columns and its prev_hash the hash of the entry before it; the chain head
 * (audit_chain_heads) must name the last entry and the count, so rows deleted at the end show too.
 * Stops at a brand's first broken entry.
 */
export async function verifyChains(db: Db, store: AuditStore): Promise<ChainReport[]> {
  return db.transaction(
    async (tx) => {
      const reports: ChainReport[] = [];
      for (const brand of await store.chainBrands(tx)) {
        let prev = GENESIS_HASH;
        let lastId = 0;
        let entries = 0;
        let problem: ChainProblem | null = null;
        walk: for (;;) {
          const rows = (await store.chainPage(tx, brand.id, lastId, PAGE)) as ChainRow[];
          for (const r of rows) {
            if (r.prevHash !== prev) {
              problem = {
                kind: 'deleted',
                id: r.id,
                message: `entry #${r.id}: prev_hash does not match ${lastId ? `entry #${lastId}` : 'the start of the chain'} (an entry before it was deleted or changed)`,
              };
              break walk;
            }
            if (r.hash !== entryHash(prev, r)) {
              problem = { kind: 'changed', id: r.id, message: `entry #${r.id}: hash mismatch (the entry was changed)` };
              break walk;
            }
            prev = r.hash;
            lastId = r.id;
            entries++;
          }
          if (rows.length < PAGE) break;
        }
        if (!problem) {
          const head = await store.head(tx, brand.id);
          if (head && (head.lastId !== lastId || head.lastHash !== prev || head.entries !== entries))
            problem = {
              kind: 'tail',
              id: head.lastId,
              message: `the chain head names ${head.entries} entries ending at #${head.lastId}, found ${entries} ending at #${lastId || '-'} (entries at the end were deleted)`,
            };
        }
        reports.push({ brandId: brand.id, merchant: brand.merchant, entries, problem });
      }
      return reports;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
