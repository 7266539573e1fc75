import { randomBytes } from 'node:crypto';
import { AGENT_TEAM_API, API, type OperatorWithdrawal, type TeamOverview } from '@platform/contracts';
import { describe, expect, it } from 'vitest';
import { idem, withdrawKit } from '../../../test/withdraw-kit';
import { members } from '../members/members.tables';
import { sessionsService } from '../sessions/sessions.service';
import { sessionsStore } from '../sessions/sessions.store';
import { teamStatsService } from './team-stats.service';
import { teamStatsStore } from './team-stats.store';

const k = await withdrawKit();
const sessions = sessionsService({ store: sessionsStore(k.db), clock: k.now });
const DAY = 86_400_000;

/** A member written directly (an agent with `type` 1), with a live session. */
async function account(values: Partial<typeof members.$inferInsert>) {
  const name = `ts${randomBytes(5).toString('hex')}`;
  const [m] = await k.db
    .insert(members)
    .values({ brandId: k.brandId, account: name, accountKey: name, passwordHash: 'x', language: 'en', ...values })
    .returning({ id: members.id });
  const id = m?.id as number;
  return { id, token: await sessions.open(id, k.brandId, '127.0.0.1') };
}

/** A member of the agent's team ready to withdraw (funded, payout account, payment password). */
async function teamPlayer(uplineId: number) {
  const { token, ...m } = await account({ payeeName: 'Rahim Uddin', uplineId });
  await k.fund(m.id, '1000');
  const acc = await k.call(API.payoutAccounts, {
    token,
    key: null,
    body: { provider: 'bkash', accountNumber: '01712345678', holderName: 'Rahim Uddin' },
  });
  expect(acc.statusCode, acc.body).toBe(200);
  const pw = await k.call(API.paymentPassword, {
    token,
    key: null,
    sealed: true,
    body: { paymentPassword: '123456', confirmPaymentPassword: '123456' },
  });
  expect(pw.statusCode, pw.body).toBe(200);
  return { id: m.id, token, accountId: acc.json().value.id as number };
}

describe('team roll-up and withdrawal parts returned later', () => {
  it('drops a part from the day it was paid on when it is returned days later, as the live overview does', async () => {
    // Parts wait for the member's answer for 10 days here, so this one is still open when returned.
    await k.setBrand({ withdrawAutoReceiptMinutes: 10 * 24 * 60 });
    const agent = await account({ type: 1 });
    const service = teamStatsService({ store: teamStatsStore(k.db), clock: k.now });

    // Three days ago: a withdrawal of 600 paid out in one part.
    k.tick(-3 * DAY);
    const p = await teamPlayer(agent.id);
    const req = await k.withdraw(p, '600');
    expect(req.statusCode, req.body).toBe(200);
    const w = k.value(req);
    const ok = await k.approve(w.id);
    expect(ok.statusCode, ok.body).toBe(200);
    const paid = await k.payout(w.id, '600');
    expect(paid.statusCode, paid.body).toBe(200);
    const pid = (paid.json().value as OperatorWithdrawal).parts[0]?.id as number;
    k.tick(3 * DAY);

    // The process's first refresh (30 days), then the operator takes the part back.
    await service.refreshAll();
    expect((await teamStatsStore(k.db).rollup(agent.id, k.now()))?.days['7'].withdrawals).toBe('60000');
    const back = await k.op(k.path(API.operatorWithdrawalReturn, w.id, pid), {}, idem());
    expect(back.statusCode, back.body).toBe(200);

    // The scheduled refresh (today and yesterday only) must still see the return.
    await service.refreshAll();
    const live = (
      await k.app.inject({ url: AGENT_TEAM_API.overview, headers: { token: agent.token, 'accept-language': 'en' } })
    ).json().value as TeamOverview;
    expect(live.d7.withdrawals).toBe('0.00');
    expect((await teamStatsStore(k.db).rollup(agent.id, k.now()))?.days['7'].withdrawals).toBe('0');
  });
});
