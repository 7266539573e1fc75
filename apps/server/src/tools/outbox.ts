import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { loadConfig } from '../platform/config';

/**
 * `npm run outbox [recipient]`: the latest SMS and emails of the built-in outbox provider, for a
 * demo or a developer while `npm start` runs (the operator back office will show the same table).
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const envFile = path.resolve(here, '../../../../.env');
try {
  process.loadEnvFile(envFile);
} catch {
  // no .env: defaults apply
}
const config = loadConfig();
const url = config.DATABASE_URL ?? `postgres://platform:platform@127.0.0.1:${config.EMBEDDED_PG_PORT}/postgres`;
const recipient = process.argv[2];
const client = new pg.Client(url);
try {
  await client.connect();
} catch {
  console.error(`Cannot reach the database at port ${config.EMBEDDED_PG_PORT}: is \`npm start\` running?`);
  process.exit(1);
}
const rows = await client.query(
  `select created_at, channel, recipient, purpose, status, subject, body from outbox_messages
   where $1::text is null or recipient = $1 order by id desc limit 10`,
  [recipient ?? null],
);
for (const r of rows.rows.reverse()) {
  console.log(`${r.created_at.toISOString()}  ${r.channel}  ${r.recipient}  ${r.purpose}  [${r.status}]`);
  if (r.subject) console.log(`  ${r.subject}`);
  console.log(`  ${String(r.body).replaceAll('\n', '\n  ')}\n`);
}
if (rows.rowCount === 0) console.log('The outbox is empty.');
await client.end();
