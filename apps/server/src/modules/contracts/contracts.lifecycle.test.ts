import { AGENT_CONTRACT_API } from '@platform/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contractsKit } from './contracts.kit';

const k = await contractsKit();
const salary = (winRate: string, lossRate = winRate, betAmount = '0') => ({
  betAmount,
  activeMembers: 0,
  winRate,
  lossRate,
});
const status = async (id: number) =>
  (
    await k.db.execute<{ status: string; end_reason: string | null }>(
      sql`select status, end_reason from agent_contracts where id = ${id}`,
    )
  ).rows[0];

describe('contract offers and answers', () => {
  it('an agent offers a direct downline agent a contract, which it sees and accepts', async () => {
    const a = await k.agent(null);
    const b = await k.agent(a);
    const offer = await k.act('dailySalary', a, { action: 'offer', downlineId: b.id, tiers: [salary('1.5', '2')] });
    expect(offer.statusCode).toBe(200);
    const req = offer.json().value.request;
    expect(req).toMatchObject({
      type: 'new',
      status: 'in_process',
      period: 'daily',
      maxRate: '2.00',
      downlineId: b.id,
    });
    expect(req.tiers[0]).toEqual({ betAmount: '0.00', activeMembers: 0, winRate: '1.50', lossRate: '2.00' });

    const popup = await k.app.inject({ url: AGENT_CONTRACT_API.consolidated, headers: { ...k.en, token: b.token } });
    const daily = popup.json().value.dailySalary;
    expect(daily).toMatchObject({ enabled: true, contract: null, rateCap: '0.00' });
    expect(daily.pending.map((r: { id: number }) => r.id)).toEqual([req.id]);

    const mine = await k.list('dailySalary', b, { role: 'downline' });
    expect(mine.json().value.requests.map((r: { id: number }) => r.id)).toEqual([req.id]);

    // Only the addressed downline answers: the upline itself cannot accept its own offer.
    expect((await k.act('dailySalary', a, { action: 'accept', requestId: req.id })).json().code).toBe('NOT_FOUND');
    const ok = await k.act('dailySalary', b, { action: 'accept', requestId: req.id });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().value.request.status).toBe('approved');
    expect(ok.json().value.contract).toMatchObject({
      status: 'accepted',
      uplineId: a.id,
      downlineId: b.id,
      maxRate: '2.00',
    });
    const again = await k.act('dailySalary', b, { action: 'accept', requestId: req.id });
    expect([again.statusCode, again.json().code]).toEqual([409, 'CONTRACT_STATE']);
    expect(again.json().message).toBe('This request has already been approved');

    const upList = (await k.list('dailySalary', a, { role: 'upline', memberId: String(b.id) })).json().value;
    expect(upList.list.map((c: { status: string }) => c.status)).toEqual(['accepted']);
    expect(upList.rateCap).toBe('3.00');
    const after = (
      await k.app.inject({ url: AGENT_CONTRACT_API.consolidated, headers: { ...k.en, token: b.token } })
    ).json();
    expect(after.value.dailySalary.rateCap).toBe('2.00');
    expect(after.value.dailySalary.contract.id).toBe(ok.json().value.contract.id);
  });

  it('refuses offers outside the direct downline agents, above the cap, or with bad tiers, naming the field', async () => {
    const a = await k.agent(null);
    const b = await k.agent(a);
    const c = await k.agent(b);
    const player = await k.agent(a, 0);
    const offer = (body: Record<string, unknown>, lang = 'en', kind: 'dividend' | 'dailySalary' = 'dailySalary') =>
      k.act(kind, a, { action: 'offer', downlineId: b.id, ...body }, lang);
    const field = async (p: ReturnType<typeof offer>) => {
      const r = await p;
      return [r.statusCode, r.json().code, r.json().value?.fields?.[0]?.field, r.json().value?.fields?.[0]?.rule];
    };
    const grand = await k.act('dailySalary', a, { action: 'offer', downlineId: c.id, tiers: [salary('1')] });
    expect([grand.statusCode, grand.json().code]).toEqual([403, 'NOT_IN_DOWNLINE']);
    const self = await k.act('dailySalary', a, { action: 'offer', downlineId: a.id, tiers: [salary('1')] });
    expect(self.json().code).toBe('NOT_IN_DOWNLINE');
    expect(await field(offer({ downlineId: player.id, tiers: [salary('1')] }))).toEqual([
      400,
      'VALIDATION',
      'downlineId',
      'agentDownline',
    ]);
    expect(await field(offer({ tiers: [salary('1'), salary('3.01', '1', '10')] }))).toEqual([
      400,
      'VALIDATION',
      'tiers.1.winRate',
      'rateCap',
    ]);
    const bn = await offer({ tiers: [salary('1', '3.5')] }, 'bn');
    expect(bn.json().message).toContain('সর্বোচ্চ 3.00%');
    expect(await field(offer({ tiers: [salary('1', '1', '10'), salary('1', '1', '10')] }))).toEqual([
      400,
      'VALIDATION',
      'tiers.1.betAmount',
      'ascending',
    ]);
    expect(await field(offer({ tiers: [salary('1'), { ...salary('1', '1', '10'), activeMembers: -1 }] }))).toEqual([
      400,
      'VALIDATION',
      'tiers.1.activeMembers',
      'invalid',
    ]);
    expect(await field(offer({ period: 'weekly', tiers: [salary('1')] }))).toEqual([
      400,
      'VALIDATION',
      'period',
      'unknown',
    ]);
    const div = (rate: string, periodBet = '0') => ({ periodBet, periodLoss: '0', activeMembers: 0, rate });
    expect(await field(offer({ tiers: [div('10'), div('abc', '5')] }, 'en', 'dividend'))).toEqual([
      400,
      'VALIDATION',
      'tiers.1.rate',
      'percent',
    ]);
    expect(await field(offer({ tiers: [salary('1')] }, 'en', 'dividend'))).toEqual([
      400,
      'VALIDATION',
      'tiers.0.periodBet',
      'required',
    ]);
    expect(await field(offer({ tiers: [div('50.01')] }, 'en', 'dividend'))).toEqual([
      400,
      'VALIDATION',
      'tiers.0.rate',
      'rateCap',
    ]);
    // A downline agent may offer nothing until it holds a contract of that kind itself.
    const sub = await k.act('dailySalary', b, { action: 'offer', downlineId: c.id, tiers: [salary('0.5')] });
    expect(sub.json().value.fields[0]).toMatchObject({ field: 'tiers.0.winRate', rule: 'rateCap' });
  });

  it('a kind switched off for the brand answers FEATURE_DISABLED', async () => {
    const a = await k.agent(null);
    const b = await k.agent(a);
    await k.db.execute(
      sql`update brand_flags set enabled = false where brand_id = ${k.brandId} and flag = 'hourlySalary'`,
    );
    try {
      const r = await k.act('hourlySalary', a, { action: 'offer', downlineId: b.id, tiers: [salary('1')] });
      expect([r.statusCode, r.json().code]).toEqual([403, 'FEATURE_DISABLED']);
      expect((await k.list('hourlySalary', a)).json().code).toBe('FEATURE_DISABLED');
    } finally {
      await k.db.execute(
        sql`update brand_flags set enabled = true where brand_id = ${k.brandId} and flag = 'hourlySalary'`,
      );
    }
  });

  it('rejecting keeps a rejected contract on record; a newer accepted contract replaces the old one', async () => {
    const a = await k.agent(null);
    const b = await k.agent(a);
    const o = await k.act('dividend', a, {
      action: 'offer',
      downlineId: b.id,
      period: 'weekly',
      tiers: [{ periodBet: '100', periodLoss: '10', activeMembers: 1, rate: '20' }],
    });
    const r = await k.act('dividend', b, { action: 'reject', requestId: o.json().value.request.id });
    expect(r.json().value.request.status).toBe('rejected');
    expect(r.json().value.contract).toMatchObject({ status: 'rejected', period: 'weekly', maxRate: '20.00' });
    const first = await k.contract('dividend', a, b, [
      { periodBet: '0', periodLoss: '0', activeMembers: 0, rate: '10' },
    ]);
    const second = await k.contract('dividend', a, b, [
      { periodBet: '0', periodLoss: '0', activeMembers: 0, rate: '12' },
    ]);
    expect(await status(first)).toEqual({ status: 'completed', end_reason: 'replaced' });
    expect(await status(second)).toEqual({ status: 'accepted', end_reason: null });
    const all = (await k.list('dividend', b, { role: 'downline' })).json().value;
    expect(all.list.map((c: { status: string }) => c.status)).toEqual(['accepted', 'completed', 'rejected']);
  });

  it('a lower contract accepted by a downline ends its own higher-rate contracts, recursively', async () => {
    const a = await k.agent(null);
    const b = await k.agent(a);
    const c = await k.agent(b);
    const c2 = await k.agent(b);
    const d = await k.agent(c);
    const ab = await k.contract('realTimeSalary', a, b, [salary('2')]);
    const bc = await k.contract('realTimeSalary', b, c, [salary('1.5')]);
    const bc2 = await k.contract('realTimeSalary', b, c2, [salary('0.5')]);
    const cd = await k.contract('realTimeSalary', c, d, [salary('1')]);
    const lower = await k.contract('realTimeSalary', a, b, [salary('1')]);
    expect(await status(ab)).toEqual({ status: 'completed', end_reason: 'replaced' });
    expect(await status(bc)).toEqual({ status: 'completed', end_reason: 'upline_lowered' });
    expect(await status(cd)).toEqual({ status: 'completed', end_reason: 'upline_lowered' });
    expect(await status(bc2)).toEqual({ status: 'accepted', end_reason: null });
    expect(await status(lower)).toEqual({ status: 'accepted', end_reason: null });
  });

  it('an offer made under a higher cap cannot be accepted once the upline’s own rate went below it', async () => {
    const a = await k.agent(null);
    const b = await k.agent(a);
    const c = await k.agent(b);
    await k.contract('dailySalary', a, b, [salary('2')]);
    const o = await k.act('dailySalary', b, { action: 'offer', downlineId: c.id, tiers: [salary('1.5')] });
    await k.contract('dailySalary', a, b, [salary('1')]);
    const late = await k.act('dailySalary', c, { action: 'accept', requestId: o.json().value.request.id });
    expect(late.statusCode).toBe(400);
    expect(late.json().value.fields[0]).toMatchObject({ field: 'tiers.0.winRate', rule: 'rateCap' });
    expect(late.json().message).toContain('1.00%');
  });

  it('30 requests to end one contract sent at once open one request, answered to all', async () => {
    const a = await k.agent(null);
    const b = await k.agent(a);
    const id = await k.contract('hourlySalary', a, b, [salary('1')]);
    const asks = await Promise.all(
      Array.from({ length: 30 }, () => k.act('hourlySalary', a, { action: 'requestTermination', contractId: id })),
    );
    expect(asks.filter((r) => r.statusCode === 200)).toHaveLength(30);
    expect(new Set(asks.map((r) => r.json().value.request.id)).size).toBe(1);
    const open = await k.db.execute<{ n: number }>(
      sql`select count(*)::int as n from agent_contract_requests where contract_id = ${id} and status = 'in_process'`,
    );
    expect(open.rows[0]?.n).toBe(1);
  });

  it('the upline asks to end a contract and the downline answers; the downline ends one at once', async () => {
    const a = await k.agent(null);
    const b = await k.agent(a);
    const c = await k.agent(b);
    const id = await k.contract('hourlySalary', a, b, [salary('1')]);
    const below = await k.contract('hourlySalary', b, c, [salary('0.5')]);
    const ask = await k.act('hourlySalary', a, { action: 'requestTermination', contractId: id });
    expect(ask.json().value.request).toMatchObject({ type: 'termination', status: 'in_process', contractId: id });
    expect((await k.act('hourlySalary', c, { action: 'requestTermination', contractId: id })).json().code).toBe(
      'NOT_FOUND',
    );
    const no = await k.act('hourlySalary', b, { action: 'reject', requestId: ask.json().value.request.id });
    expect(no.json().value.request.status).toBe('rejected');
    expect(await status(id)).toEqual({ status: 'accepted', end_reason: null });
    const ask2 = await k.act('hourlySalary', a, { action: 'requestTermination', contractId: id });
    const yes = await k.act('hourlySalary', b, { action: 'accept', requestId: ask2.json().value.request.id });
    expect(yes.json().value.contract).toMatchObject({ status: 'completed', endReason: 'terminated' });
    // b holds no contract any more, so its own downline's contract ends with it.
    expect(await status(below)).toEqual({ status: 'completed', end_reason: 'upline_lowered' });

    const again = await k.contract('hourlySalary', a, b, [salary('1')]);
    expect((await k.act('hourlySalary', a, { action: 'terminate', contractId: again })).json().code).toBe('NOT_FOUND');
    const end = await k.act('hourlySalary', b, { action: 'terminate', contractId: again });
    expect(end.json().value.contract).toMatchObject({ status: 'completed', endReason: 'terminated' });
    const twice = await k.act('hourlySalary', b, { action: 'terminate', contractId: again });
    expect([twice.statusCode, twice.json().code]).toEqual([409, 'CONTRACT_STATE']);
    expect(twice.json().message).toBe('This contract has already ended');
  });

  it('an accept and a reject of the same offer at once: one wins, the other is 409 and leaves nothing behind', async () => {
    const a = await k.agent(null);
    const b = await k.agent(a);
    const o = await k.act('dailySalary', a, { action: 'offer', downlineId: b.id, tiers: [salary('1')] });
    const requestId = o.json().value.request.id;
    const answers = await Promise.all([
      k.act('dailySalary', b, { action: 'accept', requestId }),
      k.act('dailySalary', b, { action: 'reject', requestId }),
      k.act('dailySalary', b, { action: 'accept', requestId }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    const made = await k.db.execute<{ n: number }>(
      sql`select count(*)::int as n from agent_contracts where downline_id = ${b.id}`,
    );
    expect(made.rows[0]?.n).toBe(1);
  });

  it('the database refuses a contract above its upline’s own, whoever writes it', async () => {
    const a = await k.agent(null);
    const b = await k.agent(a);
    const c = await k.agent(b);
    await k.contract('dailySalary', a, b, [salary('1')]);
    const insert = (up: number, down: number, rate: number) =>
      k.db.execute(sql`insert into agent_contracts (brand_id, kind, period, upline_id, downline_id, tiers, max_rate_bp, status, accepted_at)
        values (${k.brandId}, 'dailySalary', 'daily', ${up}, ${down}, '[]', ${rate}, 'accepted', now())`);
    await expect(insert(b.id, c.id, 101)).rejects.toMatchObject({
      cause: { constraint: 'agent_contracts_upline_cap' },
    });
    await expect(insert(a.id, c.id, 50)).rejects.toMatchObject({ cause: { constraint: 'agent_contracts_direct' } });
    await insert(b.id, c.id, 100);
    await expect(
      k.db.execute(
        sql`update agent_contracts set max_rate_bp = 50 where downline_id = ${b.id} and status = 'accepted'`,
      ),
    ).rejects.toMatchObject({ cause: { constraint: 'agent_contracts_upline_cap' } });
  });
});
