import { API, type OperatorWithdrawal, type ProfitSummary, type WithdrawInfo } from '@platform/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { idem, withdrawKit } from '../../../test/withdraw-kit';

const k = await withdrawKit();
const info = async (token: string) => (await k.call(API.withdrawInfo, { token })).json().value as WithdrawInfo;
const adjust = (memberId: number, body: object, key = idem()) =>
  k.app.inject({
    method: 'POST',
    url: API.operatorAdjust.replace(':memberId', String(memberId)),
    headers: { token: k.opToken, 'idempotency-key': key },
    payload: { reason: 'burst', ...body },
  });

/**
 * Figures written with the money (a credit's turnover requirement, a withdrawal's paid and
 * received sums) under bursts of 30 at once: each originating call counts once, and of the
 * actions that undo a payout part exactly one wins.
 */
describe('figures written with the money, under bursts of 30', () => {
  it("one bonus credit's key 30 times: one transfer and one turnover requirement; 30 keys: 30 of each", async () => {
    const m = await k.player('Rahim Uddin');
    const key = idem();
    const same = await Promise.all(
      Array.from({ length: 30 }, () =>
        adjust(m.id, { direction: 'credit', wallet: 'bonus', amount: '10', turnoverBp: 30_000 }, key),
      ),
    );
    expect(same.map((r) => r.statusCode)).toEqual(Array(30).fill(200));
    expect((await info(m.token)).turnover).toMatchObject({ required: '30.00', remaining: '30.00' });
    const many = await Promise.all(
      Array.from({ length: 30 }, () =>
        adjust(m.id, { direction: 'credit', wallet: 'cash', amount: '1', turnoverBp: 10_000 }),
      ),
    );
    expect(many.map((r) => r.statusCode)).toEqual(Array(30).fill(200));
    expect((await info(m.token)).turnover).toMatchObject({ required: '60.00', remaining: '60.00' });
    const rows = await k.db.execute<{ n: number }>(
      sql`select count(*)::int as n from turnover_requirements where member_id = ${m.id}`,
    );
    expect(rows.rows[0]?.n).toBe(31);
    await k.clean();
  });

  it('30 forced receipts and returns of one part at once: one wins, money and figures move once', async () => {
    const m = await k.ready('1000');
    const w = k.value(await k.withdraw(m, '600'));
    expect((await k.approve(w.id)).statusCode).toBe(200);
    const paid = await k.payout(w.id, '600');
    const pid = (paid.json().value as OperatorWithdrawal).parts[0]?.id as number;
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        k.op(k.path(i % 2 ? API.operatorWithdrawalReturn : API.operatorWithdrawalForce, w.id, pid)),
      ),
    );
    const won = answers.filter((r) => r.statusCode === 200);
    expect(won).toHaveLength(1);
    const after = won[0]?.json().value as OperatorWithdrawal;
    const returned = after.parts[0]?.status === 'returned';
    expect(after).toMatchObject(
      returned ? { status: 'approved', paid: '0.00' } : { status: 'completed', paid: '600.00', received: '600.00' },
    );
    expect(await k.member(m)).toEqual({ cash: 40_000n, locked: returned ? 60_000n : 0n });
    const pl = (await k.call(`${API.profit}?range=30d`, { token: m.token })).json().value as ProfitSummary;
    expect(pl.withdrawals).toBe(returned ? '0.00' : '600.00');
    await k.clean();
  });
});
