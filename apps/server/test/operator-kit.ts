import { API } from '@platform/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { sha256hex } from '../src/platform/crypto/hash';
import { OPERATOR_TOTP_PURPOSE, secretBox } from '../src/platform/crypto/secret-box';
import { totpAt } from '../src/platform/crypto/totp';
import type { Db } from '../src/platform/db/client';

type AppParts = { db: Db; secret: string; clock?: () => Date };
const apps = new WeakMap<FastifyInstance, AppParts>();

/** Called by testApp (harness.ts); an app built otherwise calls it itself before operatorLogin. */
export function rememberApp(app: FastifyInstance, parts: AppParts) {
  apps.set(app, parts);
}

/** The TOTP secret of the operator a login ticket is for, read from the database and opened with the app's key. */
export async function operatorTotpSecret(app: FastifyInstance, ticket: string): Promise<string> {
  const parts = partsOf(app);
  const rows = await parts.db.execute<{ id: number; secret: string | null }>(
    sql`select o.id, o.totp_secret as secret from operators o
      join operator_login_tickets t on t.operator_id = o.id where t.token_hash = ${sha256hex(ticket)}`,
  );
  const sealed = rows.rows[0]?.secret;
  if (!sealed) throw new Error('operator kit: no authenticator for this ticket');
  return secretBox(parts.secret, OPERATOR_TOTP_PURPOSE).open(sealed);
}

const partsOf = (app: FastifyInstance) => {
  const parts = apps.get(app);
  if (!parts) throw new Error('operator kit: build the app with testApp() (or call rememberApp)');
  return parts;
};

/**
 * A fresh operator session token (for tests of operator calls): the seeded demo owner by default.
 * It does both login steps as the back office does: the password, then the authenticator's code
 * (enrolling with the secret of an 'enrol' answer, or reading an enrolled operator's secret from
 * the database). Tests log in many times within one 30-second step, and a step is never accepted
 * twice, so the kit forgets the operator's last used step first (a test may reach any table);
 * logins racing at one operator try again.
 */
export async function operatorLogin(
  app: FastifyInstance,
  username = 'ops01',
  password = 'Operator1234',
  headers: Record<string, string> = {},
): Promise<string> {
  const parts = partsOf(app);
  let last = '';
  for (let attempt = 0; attempt < 8; attempt++) {
    const res = await app.inject({ method: 'POST', url: API.operatorLogin, payload: { username, password }, headers });
    if (res.statusCode !== 200) throw new Error(`operator login failed: ${res.body}`);
    const first = res.json().value as { step: 'totp' | 'enrol'; ticket: string; secret?: string };
    const secret = first.step === 'enrol' ? (first.secret as string) : await operatorTotpSecret(app, first.ticket);
    await parts.db.execute(
      sql`update operators set totp_last_step = null
        where id = (select operator_id from operator_login_tickets where token_hash = ${sha256hex(first.ticket)})`,
    );
    const code = totpAt(secret, (parts.clock ?? (() => new Date()))());
    const second = await app.inject({
      method: 'POST',
      url: API.operatorTotp,
      payload: { ticket: first.ticket, code },
      headers,
    });
    if (second.statusCode === 200) return second.json().value.token as string;
    last = second.body;
    const again = ['OPERATOR_CODE_WRONG', 'OPERATOR_TICKET_INVALID'].includes(second.json().code);
    if (!again) break;
  }
  throw new Error(`operator login (code step) failed: ${last}`);
}
