import { auditServiceOn } from '../modules/audit/audit.service';
import { toolDatabase } from './tool-database';

/**
 * `npm run audit:verify`: walks every brand's audit hash chain and prints OK with its entry count,
 * or the first broken entry (a changed row: hash mismatch; a deleted row: the next entry's
 * prev_hash; deleted at the end: the chain head). Reads the cluster of a running `npm start` (or
 * DATABASE_URL), else starts the embedded one from DATA_DIR. Exit status 1 when any chain is broken.
 */
const { db, close } = await toolDatabase();

const reports = await auditServiceOn(db).verify();
for (const r of reports)
  console.log(
    r.problem
      ? `audit chain of brand ${r.merchant} (#${r.brandId}): BROKEN ${r.problem.message}`
      : `audit chain of brand ${r.merchant} (#${r.brandId}): OK, ${r.entries} entries`,
  );
const broken = reports.filter((r) => r.problem).length;
console.log(broken === 0 ? `All ${reports.length} audit chain(s) verify.` : `${broken} broken audit chain(s).`);
await close();
process.exit(broken === 0 ? 0 : 1);
