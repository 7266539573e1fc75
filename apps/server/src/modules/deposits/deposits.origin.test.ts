import { API, type Deposit } from '@platform/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { depositsKit } from './deposits.kit';

const PUBLIC_URL = 'https://www.royaltiger.example';
const k = await depositsKit({ publicUrl: `${PUBLIC_URL}/` });
// Development: no PUBLIC_URL, so this process's own listener.
const local = await depositsKit();

/** A gateway deposit sent with a Host header of the caller's choosing. */
async function depositVia(host: string, kit = k): Promise<Deposit> {
  const m = await kit.newMember();
  const res = await kit.app.inject({
    method: 'POST',
    url: API.deposit,
    headers: { token: m.token, host, ...kit.en, 'idempotency-key': kit.key() },
    payload: { channel: 'BKASH', amount: '1500' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as Deposit;
}

const sandboxUrls = async (depositId: number) =>
  (
    await k.db.execute<{ callback: string; back: string }>(
      sql`select callback_url as callback, return_url as back from sandbox_payments where order_id = ${String(depositId)}`,
    )
  ).rows[0];

describe('gateway URLs come from PUBLIC_URL, never from the Host header', () => {
  it.each(['127.0.0.1:6666', 'attacker.example', 'localhost:1'])(
    'a deposit sent with Host %s is sent to and called back on PUBLIC_URL only',
    async (host) => {
      const d = await depositVia(host);
      expect(d.redirectUrl).toMatch(new RegExp(`^${PUBLIC_URL}/sandbox/pay/SBX[0-9A-F]{24}\\?lang=en$`));
      const urls = await sandboxUrls(d.id);
      expect(urls?.callback).toBe(`${PUBLIC_URL}${API.depositCallback.replace(':gateway', 'sandbox')}`);
      expect(urls?.back).toBe(`${PUBLIC_URL}/member?tab=depositv2&deposit=${d.id}`);
    },
  );

  it('without PUBLIC_URL (development) they use the listener, whatever the Host', async () => {
    const d = await depositVia('attacker.example:6666', local);
    expect(d.redirectUrl?.startsWith(`${local.origin}/sandbox/pay/`)).toBe(true);
  });
});
