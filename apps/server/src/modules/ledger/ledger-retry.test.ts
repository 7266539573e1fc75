import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { ledgerKit } from '../../../test/ledger-kit';
import { inTransaction } from '../../platform/db/tx';
import { reconcile } from './reconcile';

const k = await ledgerKit(8);

it('two compound transactions that deadlock are retried until both have moved their money once', async () => {
  const [a, b, c1, c2] = [await k.newMember(), await k.newMember(), await k.newMember(), await k.newMember()];
  await k.fund(a, 10_000n);
  await k.fund(b, 10_000n);
  let attempts = 0;
  // Both first attempts hold their first lock before either asks for its second, whatever the
  // machine's load (a sleep alone let a slow start miss the overlap, and then nothing deadlocked).
  let arrived = 0;
  let bothHold: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    bothHold = resolve;
  });
  // One pays from a then from b, the other from b then from a, each holding its first lock: a cycle.
  const pair = (first: number, second: number, to: number, tag: string) =>
    inTransaction(k.db, async (tx) => {
      const attempt = ++attempts;
      const move = (from: number, to: number, leg: string) =>
        k.ledger.transfer(
          {
            brandId: k.brandId,
            source: 'retry-test',
            key: `${tag}-${leg}`,
            type: 'agent_transfer',
            from: { kind: 'member_cash', memberId: from },
            to: { kind: 'member_cash', memberId: to },
            amountMinor: 1_000n,
          },
          tx,
        );
      await move(first, to, 'first');
      if (attempt <= 2) {
        if (++arrived === 2) bothHold();
        await held;
      }
      await move(second, to, 'second');
    });
  await Promise.all([pair(a, b, c1, 'ab'), pair(b, a, c2, 'ba')]);
  expect(attempts).toBeGreaterThan(2);
  const cash = async (m: number) => (await k.ledger.memberBalances(k.brandId, m)).cash;
  expect([await cash(a), await cash(b), await cash(c1), await cash(c2)]).toEqual([8_000n, 8_000n, 2_000n, 2_000n]);
  const legs = await k.db.execute(sql`select count(*)::int as n from ledger_transfers where source = 'retry-test'`);
  expect(legs.rows[0]).toEqual({ n: 4 });
  expect((await reconcile(k.db)).problems).toEqual([]);
});
