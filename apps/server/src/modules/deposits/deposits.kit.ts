import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { API, type Deposit } from '@platform/contracts';
import { sql } from 'drizzle-orm';
import { accountsKit } from '../../../test/accounts-kit';
import { operatorLogin } from '../../../test/operator-kit';
import { SANDBOX_DEV_SECRET } from '../../sandbox/sandbox.gateway';
import { type SandboxWebhook, signedWebhook } from '../../sandbox/sandbox.webhook';

/** A 1x1 PNG: the smallest proof image the upload checks accept. */
export const PNG_1PX =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
export const proof = [{ name: 'receipt.png', data: PNG_1PX }];

/**
 * What the deposit API tests share: the app listening on a real port (the sandbox gateway sends its
 * webhooks over HTTP, as an outside provider would), members logged in through the sealed login,
 * the demo operator's token, and readers for balances and rows.
 */
export async function depositsKit(overrides: Parameters<typeof accountsKit>[0] = {}) {
  const k = await accountsKit(overrides);
  await k.app.listen({ port: 0, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${(k.app.server.address() as AddressInfo).port}`;
  // Requests name the listening origin as their host, so gateway URLs derived from it are reachable.
  const host = new URL(origin).host;
  const key = () => `k-${randomBytes(8).toString('hex')}`;

  const login = async (account: string) => {
    const m = await k.member(account);
    const res = await k.app.inject({
      method: 'POST',
      url: API.login,
      payload: await k.seal({ username: account, password: 'Secret123' }),
      headers: k.en,
    });
    return { id: m.id, token: res.json().value.token as string };
  };
  let n = 0;
  const newMember = () => login(`dep${Date.now() % 100_000}${n++}`);

  const operator = await operatorLogin(k.app);
  const asOperator = { authorization: `Bearer ${operator}`, ...k.en };

  const create = (token: string, body: unknown, idem: string | null = key()) =>
    k.app.inject({
      method: 'POST',
      url: API.deposit,
      headers: { token, host, ...k.en, ...(idem ? { 'idempotency-key': idem } : {}) },
      payload: body as object,
    });
  const created = async (token: string, body: unknown) => {
    const res = await create(token, body);
    if (res.statusCode !== 200) throw new Error(`deposit refused: ${res.body}`);
    return res.json().value as Deposit;
  };
  const decide = (id: number, action: 'approve' | 'reject', idem = key(), reason = 'No payment found') =>
    k.app.inject({
      method: 'POST',
      url: (action === 'approve' ? API.operatorDepositApprove : API.operatorDepositReject).replace(':id', String(id)),
      headers: { ...asOperator, 'idempotency-key': idem },
      ...(action === 'reject' ? { payload: { reason } } : {}),
    });
  const one = async (token: string, id: number) =>
    (await k.app.inject({ url: API.depositOne.replace(':id', String(id)), headers: { token, ...k.en } })).json()
      .value as Deposit;
  const balance = async (token: string) =>
    (await k.app.inject({ url: API.balance, headers: { token } })).json().value.balance as string;

  /** A webhook as the sandbox signs it (or with another secret or time, to test the refusals). */
  const webhook = (payload: SandboxWebhook, opts: { secret?: string; at?: Date } = {}) => {
    const signed = signedWebhook(opts.secret ?? SANDBOX_DEV_SECRET, payload, opts.at ?? k.now());
    return k.app.inject({
      method: 'POST',
      url: API.depositCallback.replace(':gateway', 'sandbox'),
      headers: { ...signed.headers, host },
      payload: signed.body,
    });
  };
  const gatewayRef = async (depositId: number) =>
    (await k.db.execute<{ ref: string }>(sql`select gateway_ref as ref from deposits where id = ${depositId}`)).rows[0]
      ?.ref as string;
  /** Presses a button on the sandbox's hosted page, over real HTTP like a browser. */
  const press = (redirectUrl: string, action: 'pay' | 'fail') =>
    fetch(redirectUrl, { method: 'POST', body: new URLSearchParams({ action }), redirect: 'manual' });
  const count = async (table: string, where = sql`true`) =>
    Number(
      (await k.db.execute<{ n: string }>(sql`select count(*)::text n from ${sql.identifier(table)} where ${where}`))
        .rows[0]?.n,
    );

  return {
    ...k,
    origin,
    host,
    key,
    newMember,
    asOperator,
    create,
    created,
    decide,
    one,
    balance,
    webhook,
    gatewayRef,
    press,
    count,
  };
}
