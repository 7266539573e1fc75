import { API, type OperatorWithdrawal, type ProfitSummary } from '@platform/contracts';
import { describe, expect, it } from 'vitest';
import { idem, withdrawKit } from '../../../test/withdraw-kit';

const k = await withdrawKit();

/** The member's personal profit and loss over the last 30 days. */
const profit = async (token: string) =>
  (await k.call(`${API.profit}?range=30d`, { token })).json().value as ProfitSummary;

describe('personal profit and loss: withdrawals paid out', () => {
  it('a part the operator took back is no longer paid out; paid again, it counts once', async () => {
    const m = await k.ready('1000');
    const w = k.value(await k.withdraw(m, '600'));
    expect((await k.approve(w.id)).statusCode).toBe(200);
    const first = await k.payout(w.id, '600');
    expect(first.statusCode, first.body).toBe(200);
    const pid = (first.json().value as OperatorWithdrawal).parts[0]?.id as number;
    expect((await profit(m.token)).withdrawals).toBe('600.00');

    const back = await k.op(k.path(API.operatorWithdrawalReturn, w.id, pid), {}, idem());
    expect(back.statusCode, back.body).toBe(200);
    expect((await profit(m.token)).withdrawals).toBe('0.00');

    const again = await k.payout(w.id, '600');
    expect(again.statusCode, again.body).toBe(200);
    expect(await profit(m.token)).toMatchObject({ deposits: '0.00', withdrawals: '600.00', adjustments: '1000.00' });
    await k.clean();
  });
});
