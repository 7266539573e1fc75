import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { ledgerKit } from '../../../test/ledger-kit';
import { reconcile } from './reconcile';

const k = await ledgerKit();

it('reports every difference when rows are changed behind the ledger', async () => {
  const m = await k.newMember();
  await k.fund(m, 5_000n);
  expect((await reconcile(k.db)).problems).toEqual([]);

  // Only a superuser switching triggers off can do this; the audit must still see it.
  await k.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`update ledger_accounts set balance_minor = balance_minor + 1 where member_id = ${m}`);
  });
  const checks = new Set((await reconcile(k.db)).problems.map((p) => p.check));
  expect(checks).toEqual(
    new Set(['all accounts of a brand sum to zero', 'each stored balance equals the sum of its transfers']),
  );
});
