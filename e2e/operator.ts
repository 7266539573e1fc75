import type { APIRequestContext } from '@playwright/test';
import { sha256hex } from '../apps/server/src/platform/crypto/hash';
import { OPERATOR_TOTP_PURPOSE, secretBox } from '../apps/server/src/platform/crypto/secret-box';
import { totpAt } from '../apps/server/src/platform/crypto/totp';
import { sql } from './db';

/** The seeded demo operator (an owner), as the README names it; fin01, sup01, con01 and risk01 hold the other roles. */
export const DEMO_OPERATOR = { username: 'ops01', password: 'Operator1234' } as const;
export type OperatorCredentials = { username: string; password: string };

/** The e2e server's APP_SECRET (playwright.config.ts): the key sealing operators' TOTP secrets is derived from it. */
const E2E_APP_SECRET = 'e2e-app-secret-not-for-production';
const box = secretBox(E2E_APP_SECRET, OPERATOR_TOTP_PURPOSE);

/** The authenticator secret of the operator a login ticket is for, read from the e2e database. */
async function enrolledSecret(ticket: string): Promise<string> {
  const rows = await sql<{ secret: string | null }>(
    `select o.totp_secret as secret from operators o
       join operator_login_tickets t on t.operator_id = o.id where t.token_hash = $1`,
    [sha256hex(ticket)],
  );
  const sealed = rows[0]?.secret;
  if (!sealed) throw new Error('operator kit: no authenticator for this ticket');
  return box.open(sealed);
}

/**
 * A fresh operator session token through the operator API, as the back office gets one: the
 * password, then the authenticator's code (the secret of an 'enrol' answer, or an enrolled
 * operator's from the database). The one place e2e specs log an operator in. Workers log the same
 * operator in within one 30-second step and a step is never accepted twice, so the kit forgets the
 * operator's last used step first, and a login that lost a race to another worker tries again.
 */
export async function operatorToken(
  request: APIRequestContext,
  who: OperatorCredentials = DEMO_OPERATOR,
): Promise<string> {
  let last = '';
  for (let attempt = 0; attempt < 8; attempt++) {
    const login = await request.post('/wps/operator/session/login', { data: who });
    if (!login.ok()) throw new Error(`operator login failed: ${await login.text()}`);
    const first = (await login.json()).value as { step: 'totp' | 'enrol'; ticket: string; secret?: string };
    const secret = first.step === 'enrol' ? (first.secret as string) : await enrolledSecret(first.ticket);
    await sql(
      `update operators set totp_last_step = null
         where id = (select operator_id from operator_login_tickets where token_hash = $1)`,
      [sha256hex(first.ticket)],
    );
    const res = await request.post('/wps/operator/session/totp', {
      data: { ticket: first.ticket, code: totpAt(secret, new Date()) },
    });
    const body = await res.json();
    if (res.ok()) return body.value.token as string;
    last = JSON.stringify(body);
    if (!['OPERATOR_CODE_WRONG', 'OPERATOR_TICKET_INVALID'].includes(body.code)) break;
    await new Promise((r) => setTimeout(r, 50 + Math.floor(Math.random() * 200)));
  }
  throw new Error(`operator login (code step) failed: ${last}`);
}

/** The Authorization header of a fresh session of `who`. */
export const operatorHeaders = async (request: APIRequestContext, who?: OperatorCredentials) => ({
  authorization: `Bearer ${await operatorToken(request, who)}`,
});

/**
 * The code an enrolled operator's authenticator shows now, for the back office's sign-in page: the
 * secret comes from the e2e database, and the last used step is forgotten first (another worker may
 * have signed the same operator in within this 30-second step).
 */
export async function currentCodeOf(username: string): Promise<string> {
  const rows = await sql<{ secret: string | null }>(
    `update operators set totp_last_step = null where username = $1 returning totp_secret as secret`,
    [username],
  );
  const sealed = rows[0]?.secret;
  if (!sealed) throw new Error(`operator kit: ${username} has no authenticator yet`);
  return totpAt(box.open(sealed), new Date());
}

/** The code for a secret shown on the enrolment screen (as the authenticator app would compute it). */
export const codeForSecret = (secret: string) => totpAt(secret, new Date());
