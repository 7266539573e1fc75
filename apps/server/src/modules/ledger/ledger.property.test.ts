import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ledgerKit } from '../../../test/ledger-kit';
import type { AccountRef } from './ledger.service';
import { reconcile } from './reconcile';

const k = await ledgerKit();

/** Where a generated transfer may take money from or to: 3 members' accounts and some house ones. */
type Place = { member: number; kind: 'member_cash' | 'member_locked' | 'member_bonus' } | { house: 'deposit' | 'game' };
const place = fc.oneof(
  fc.record({
    member: fc.integer({ min: 0, max: 2 }),
    kind: fc.constantFrom('member_cash' as const, 'member_locked' as const, 'member_bonus' as const),
  }),
  fc.record({ house: fc.constantFrom('deposit' as const, 'game' as const) }),
);
const op = fc.record({
  from: place,
  to: place,
  amount: fc.bigInt({ min: 1n, max: 5_000n }),
  // A small key pool, so replays and reuses with other content happen often.
  key: fc.integer({ min: 0, max: 12 }),
});

const label = (p: Place) => ('house' in p ? `house_${p.house}` : `${p.member}/${p.kind}`);

describe('ledger against an in-memory model', () => {
  it('random sequences of transfers, replays and reuses leave exactly the balances the model predicts', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 25 }), async (ops) => {
        const ids = [await k.newMember(), await k.newMember(), await k.newMember()];
        const run = `${ids[0]}`;
        const ref = (p: Place): AccountRef =>
          'house' in p
            ? p.house === 'deposit'
              ? { kind: 'house_deposit' }
              : { kind: 'house_game', vendor: 'PROP' }
            : { kind: p.kind, memberId: ids[p.member] as number };

        const model = new Map<string, bigint>();
        const used = new Map<number, string>();
        const bal = (p: Place) => model.get(label(p)) ?? 0n;
        for (const o of ops) {
          if (label(o.from) === label(o.to)) continue;
          const content = `${label(o.from)}>${label(o.to)}:${o.amount}`;
          const attempt = k.ledger.transfer({
            brandId: k.brandId,
            source: 'prop',
            key: `${run}-${o.key}`,
            type: 'adjust',
            from: ref(o.from),
            to: ref(o.to),
            amountMinor: o.amount,
          });
          const seen = used.get(o.key);
          if (seen !== undefined && seen !== content) {
            await expect(attempt).rejects.toMatchObject({ code: 'IDEMPOTENCY_CONFLICT' });
          } else if (seen === content) {
            expect((await attempt).replayed).toBe(true);
          } else if (!('house' in o.from) && bal(o.from) < o.amount) {
            // A refused transfer consumes nothing, its key included.
            await expect(attempt).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
          } else {
            const r = await attempt;
            expect(r.replayed).toBe(false);
            model.set(label(o.from), bal(o.from) - o.amount);
            model.set(label(o.to), bal(o.to) + o.amount);
            used.set(o.key, content);
            if (!('house' in o.from)) expect(r.fromBalance).toBe(bal(o.from));
          }
        }
        for (let m = 0; m < 3; m++) {
          const b = await k.ledger.memberBalances(k.brandId, ids[m] as number);
          expect(b.cash).toBe(model.get(`${m}/member_cash`) ?? 0n);
          expect(b.locked).toBe(model.get(`${m}/member_locked`) ?? 0n);
          expect(b.bonus).toBe(model.get(`${m}/member_bonus`) ?? 0n);
        }
      }),
      { numRuns: 40 },
    );
    expect((await reconcile(k.db)).problems).toEqual([]);
  }, 120_000);
});
