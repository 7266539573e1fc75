import { expect, it } from 'vitest';
import { ledgerKit } from '../../../test/ledger-kit';
import { inTransaction } from '../../platform/db/tx';

// One connection in the pool: a transaction that needs a new account must not wait for a second one.
const k = await ledgerKit(1);

it('creates accounts on the transaction’s own connection, so a full pool cannot stall a transfer', async () => {
  const m = await k.newMember();
  const moved = inTransaction(k.db, (tx) =>
    k.ledger.transfer(
      {
        brandId: k.brandId,
        source: 'pool-test',
        key: `first-${m}`,
        type: 'adjust',
        from: { kind: 'house_adjustment' },
        to: { kind: 'member_bonus', memberId: m },
        amountMinor: 700n,
      },
      tx,
    ),
  );
  const outcome = await Promise.race([moved, new Promise((r) => setTimeout(() => r('stalled'), 5_000))]);
  expect(outcome).toMatchObject({ replayed: false, toBalance: 700n });
  expect((await k.ledger.memberBalances(k.brandId, m)).bonus).toBe(700n);
});

it('forgets an account its rolled-back transaction created, so the next one does not use a missing id', async () => {
  const m = await k.newMember();
  const to = { kind: 'member_locked' as const, memberId: m };
  const move = (key: string) => (tx?: Parameters<typeof k.ledger.transfer>[1]) =>
    k.ledger.transfer(
      {
        brandId: k.brandId,
        source: 'pool-test',
        key,
        type: 'adjust',
        from: { kind: 'house_adjustment' },
        to,
        amountMinor: 5n,
      },
      tx,
    );
  await expect(
    inTransaction(k.db, async (tx) => {
      await move(`a-${m}`)(tx);
      await move(`b-${m}`)(tx); // the account is found again, created by this same transaction
      throw new Error('changed my mind');
    }),
  ).rejects.toThrow('changed my mind');
  expect((await move(`c-${m}`)()).toBalance).toBe(5n);
});
