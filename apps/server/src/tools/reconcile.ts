import { reconcile } from '../modules/ledger/reconcile';
import { toolDatabase } from './tool-database';

/**
 * `npm run reconcile`: checks every ledger invariant against the database and prints any difference.
 * It reads the cluster of a running `npm start` (or DATABASE_URL); when none is running it starts
 * the embedded one from DATA_DIR itself. Exit status 1 when any check fails.
 */
const { db, close } = await toolDatabase();

const started = performance.now();
const result = await reconcile(db);
const ms = Math.round(performance.now() - started);
console.log(`ledger: ${result.accounts} accounts, ${result.transfers} transfers (checked in ${ms} ms)`);
const failing = new Set(result.problems.map((p) => p.check));
for (const check of result.checks) console.log(`  ${failing.has(check) ? 'FAIL' : 'ok  '}  ${check}`);
for (const p of result.problems) console.log(`  difference: ${p.check}: ${JSON.stringify(p.detail)}`);
console.log(result.problems.length === 0 ? 'All invariants hold.' : `${result.problems.length} difference(s) found.`);
await close();
process.exit(result.problems.length === 0 ? 0 : 1);
