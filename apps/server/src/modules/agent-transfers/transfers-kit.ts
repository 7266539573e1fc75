import { randomBytes } from 'node:crypto';
import { API, AGENT_TRANSFER_API as P } from '@platform/contracts';
import { expect } from 'vitest';
import { withdrawKit } from '../../../test/withdraw-kit';
import { members } from '../members/members.tables';
import { hashPassword } from '../members/password';
import { sessionsService } from '../sessions/sessions.service';
import { sessionsStore } from '../sessions/sessions.store';

export type Who = { id: number; token: string; account: string };

/**
 * The agent-transfer tests' world: members placed in a tree (upline at insert, so member_tree has
 * them), each with a session, cash from the operator adjustment call and payment password 123456.
 */
export async function transfersKit() {
  const k = await withdrawKit();
  const passwordHash = await hashPassword('Secret123');
  const sessions = sessionsService({ store: sessionsStore(k.db), clock: k.now });

  const account = async (o: { type?: number; upline?: Who | null; cash?: string; pin?: boolean } = {}) => {
    const name = `at${randomBytes(4).toString('hex')}`;
    const [m] = await k.db
      .insert(members)
      .values({
        brandId: k.brandId,
        account: name,
        accountKey: name,
        passwordHash,
        language: 'en',
        type: o.type ?? 0,
        uplineId: o.upline?.id ?? null,
      })
      .returning({ id: members.id });
    if (!m) throw new Error('member not inserted');
    const who = { id: m.id, account: name, token: await sessions.open(m.id, k.brandId, '127.0.0.1') };
    if (o.cash) await k.fund(m.id, o.cash);
    if (o.pin !== false) {
      const pw = await k.call(API.paymentPassword, {
        token: who.token,
        key: null,
        sealed: true,
        body: { paymentPassword: '123456', confirmPaymentPassword: '123456' },
      });
      expect(pw.statusCode, pw.body).toBe(200);
    }
    return who;
  };

  /** agent (type 1) > child agent (type 2) > grandchild player; a sibling agent beside the agent under root. */
  const tree = async () => {
    const root = await account({ type: 1, cash: '1000' });
    const agent = await account({ type: 2, upline: root, cash: '100000' });
    const sibling = await account({ type: 2, upline: root });
    const child = await account({ type: 2, upline: agent, cash: '500' });
    const grandchild = await account({ type: 0, upline: child });
    return { root, agent, sibling, child, grandchild };
  };

  const down = async (
    from: Who,
    memberId: number,
    amount: unknown,
    o: { key?: string; pin?: string; lang?: string } = {},
  ) =>
    k.app.inject({
      method: 'POST',
      url: P.downline,
      headers: {
        token: from.token,
        'idempotency-key': o.key ?? `t-${randomBytes(8).toString('hex')}`,
        'accept-language': o.lang ?? 'en',
      },
      payload: await k.seal({ memberId, amount, paymentPassword: o.pin ?? '123456' }),
    });
  const up = async (from: Who, amount: unknown, o: { key?: string; pin?: string; lang?: string } = {}) =>
    k.app.inject({
      method: 'POST',
      url: P.upline,
      headers: {
        token: from.token,
        'idempotency-key': o.key ?? `t-${randomBytes(8).toString('hex')}`,
        'accept-language': o.lang ?? 'en',
      },
      payload: await k.seal({ amount, paymentPassword: o.pin ?? '123456' }),
    });
  const cash = async (who: Who) => (await k.ledger.memberBalances(k.brandId, who.id)).cash;
  const get = (who: Who, url: string) => k.app.inject({ url, headers: { token: who.token, 'accept-language': 'en' } });

  return { ...k, account, tree, down, up, cash, get };
}
