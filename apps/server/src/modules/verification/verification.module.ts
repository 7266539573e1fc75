import type { Db } from '../../platform/db/client';
import { type VerificationDeps, verificationService } from './verification.service';
import { verificationStore } from './verification.store';

/** SMS codes (no routes: the members module's sms routes request them). */
export function verificationModule(deps: Omit<VerificationDeps, 'store'> & { db: Db }) {
  return { verification: verificationService({ ...deps, store: verificationStore(deps.db) }) };
}
