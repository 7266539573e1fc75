import { parseArgs } from 'node:util';
import { type OperatorCreateBody, operatorCreateBody } from '@platform/contracts';
import { sql } from 'drizzle-orm';
import { operatorsServiceOn } from '../modules/operators/operators.service';
import { DEV_APP_SECRET } from '../platform/config';
import { toolDatabase } from './tool-database';

/**
 * `npm run operator:create -- --brand <merchant code> --username <name> [--role owner]`: creates a
 * back office operator from the command line, for the first owner of a production brand (no seed,
 * no demo password). The password comes from OPERATOR_PASSWORD or the first line of standard input
 * (`read -s P; echo "$P" | npm run operator:create -- ...`), never from the arguments (they land in
 * shell history and `ps`). The operator enrols an authenticator at the first sign-in; the creation
 * is in the brand's audit chain with no operator (the command line). Later operators are created
 * by an owner in the back office (Operators).
 */
const { values } = parseArgs({
  options: { brand: { type: 'string' }, username: { type: 'string' }, role: { type: 'string', default: 'owner' } },
});

async function readPassword(): Promise<string> {
  if (process.env.OPERATOR_PASSWORD) return process.env.OPERATOR_PASSWORD;
  let text = '';
  for await (const chunk of process.stdin) text += chunk;
  return text.split('\n')[0] ?? '';
}

const fail = (message: string) => {
  console.error(`operator:create: ${message}`);
  process.exit(2);
};
if (!values.brand || !values.username) fail('usage: --brand <merchant code> --username <name> [--role owner]');
const parsed = operatorCreateBody.safeParse({
  username: values.username,
  role: values.role,
  password: await readPassword(),
});
if (!parsed.success) fail(parsed.error.issues.map((i) => `${i.path.join('.') || 'input'}: ${i.message}`).join('; '));

const { config, db, close } = await toolDatabase();
let status = 0;
try {
  const [brand] = (await db.execute<{ id: number }>(sql`select id from brands where merchant_code = ${values.brand}`))
    .rows;
  if (!brand) fail(`no brand with merchant code ${values.brand}`);
  const operators = operatorsServiceOn(db, config.APP_SECRET ?? DEV_APP_SECRET);
  const created = await operators.create(
    { brandId: (brand as { id: number }).id, operatorId: null, ip: 'cli' },
    parsed.data as OperatorCreateBody,
  );
  console.log(
    `operator ${created.username} (${created.role}) created in brand ${values.brand}; they enrol an authenticator at the first sign-in`,
  );
} catch (error) {
  console.error(`operator:create: ${error instanceof Error ? error.message : String(error)}`);
  status = 1;
} finally {
  await close();
}
process.exit(status);
