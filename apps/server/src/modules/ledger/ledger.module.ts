import type { Db } from '../../platform/db/client';
import { ledgerService } from './ledger.service';
import { ledgerStore } from './ledger.store';
import { ledgerReadsService } from './ledger-reads.service';
import { ledgerReadsStore } from './ledger-reads.store';

/** The double-entry ledger (no routes): transfers, and the reads the wallet's record screens page through. */
export function ledgerModule(deps: { db: Db }) {
  return {
    ledger: ledgerService({ store: ledgerStore(deps.db), db: deps.db }),
    reads: ledgerReadsService({ store: ledgerReadsStore(), db: deps.db }),
  };
}
