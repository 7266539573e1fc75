import { AGENT_CONTRACT_API, OPS_AGENTS_API } from '@platform/contracts';
import { describe, expect, it } from 'vitest';
import { operatorLogin } from '../../../test/operator-kit';
import { contractsKit } from './contracts.kit';

const k = await contractsKit();
const op = await operatorLogin(k.app);
const get = (url: string, query: Record<string, string> = {}, lang = 'en') =>
  k.app.inject({ url, query, headers: { token: op, 'accept-language': lang } });

// Two salary contracts and a dividend under one top agent, then one settled day.
const top = await k.agent(null);
const b = await k.agent(top);
const c = await k.agent(top);
const salary = await k.contract('dailySalary', top, b, [
  { betAmount: '0', activeMembers: 0, winRate: '2', lossRate: '2' },
]);
await k.contract('dailySalary', top, c, [{ betAmount: '0', activeMembers: 0, winRate: '1', lossRate: '1' }]);
await k.contract('dividend', top, b, [{ periodBet: '0', periodLoss: '0', activeMembers: 0, rate: '10' }]);
await k.backdate(salary, new Date('2026-01-01T00:00:00Z'));
await k.fund(top.id, 100_000n);
await k.round(b.id, 25_000n, 40_000n, new Date('2026-06-01T10:00:00Z'));
const settled = await k.app.inject({
  method: 'POST',
  url: AGENT_CONTRACT_API.operatorSettle,
  payload: { kind: 'dailySalary', at: '2026-06-01T10:00:00Z' },
  headers: { token: op },
});
expect(settled.statusCode, settled.body).toBe(200);

describe('operator: contracts of the brand', () => {
  it('lists every contract with parties and terms, filtered by kind, status and either party', async () => {
    const all = (await get(OPS_AGENTS_API.contracts)).json().value;
    expect(all.total).toBe(3);
    const mine = (await get(OPS_AGENTS_API.contracts, { kind: 'dailySalary', member: b.account })).json().value;
    expect(mine.total).toBe(1);
    expect(mine.list[0]).toMatchObject({
      id: salary,
      kind: 'dailySalary',
      period: 'daily',
      uplineAccount: top.account,
      downlineAccount: b.account,
      status: 'accepted',
      maxRate: '2.00',
      tiers: [{ betAmount: '0.00', activeMembers: 0, winRate: '2.00', lossRate: '2.00' }],
    });
    // By the top agent's id: every contract it is a party to; completed ones: none.
    expect((await get(OPS_AGENTS_API.contracts, { member: String(top.id) })).json().value.total).toBe(3);
    expect((await get(OPS_AGENTS_API.contracts, { status: 'completed' })).json().value.total).toBe(0);
  });

  it('pages and sorts on the server', async () => {
    const p1 = (await get(OPS_AGENTS_API.contracts, { pageSize: '2', sort: 'maxRate', order: 'desc' })).json().value;
    expect(p1).toMatchObject({ total: 3, pageNo: 1, pageSize: 2 });
    expect(p1.list.map((x: { maxRate: string }) => x.maxRate)).toEqual(['10.00', '2.00']);
    const p2 = (
      await get(OPS_AGENTS_API.contracts, { pageSize: '2', pageNo: '2', sort: 'maxRate', order: 'desc' })
    ).json().value;
    expect(p2.list.map((x: { maxRate: string }) => x.maxRate)).toEqual(['1.00']);
  });

  it('refuses a bad filter naming the field, in the request language', async () => {
    const bad = await get(OPS_AGENTS_API.contracts, { kind: 'weekly' }, 'bn');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().value.fields[0]).toMatchObject({ field: 'kind', rule: 'enum' });
    const sort = await get(OPS_AGENTS_API.contracts, { sort: 'account' });
    expect(sort.json().value.fields[0]).toMatchObject({ field: 'sort', rule: 'enum' });
  });

  it('is for operators only', async () => {
    const res = await k.app.inject({ url: OPS_AGENTS_API.contracts, headers: { token: top.token } });
    expect(res.statusCode).toBe(401);
  });
});

describe('operator: settlement runs and records', () => {
  it('lists runs per kind and period with counts and amounts', async () => {
    const runs = (await get(OPS_AGENTS_API.runs, { kind: 'dailySalary' })).json().value;
    expect(runs.total).toBe(1);
    expect(runs.list[0]).toMatchObject({
      kind: 'dailySalary',
      period: 'daily',
      periodStart: '2026-05-31T18:00:00.000Z',
      periodEnd: '2026-06-01T18:00:00.000Z',
      paid: 1,
      amount: '5.00',
      paidAmount: '5.00',
    });
    expect((await get(OPS_AGENTS_API.runs, { kind: 'dividend' })).json().value.total).toBe(0);
  });

  it("lists a run's records with their payments", async () => {
    const q = { kind: 'dailySalary', periodStart: '2026-05-31T18:00:00.000Z' };
    const rows = (await get(OPS_AGENTS_API.settlements, q)).json().value;
    const paid = rows.list.find((r: { contractId: number }) => r.contractId === salary);
    expect(paid).toMatchObject({
      uplineAccount: top.account,
      downlineAccount: b.account,
      status: 'paid',
      amount: '5.00',
      rate: '2.00',
      teamBets: '250.00',
    });
    expect(paid.transferId).toBeGreaterThan(0);
    expect(paid.paidAt).not.toBeNull();
    const byStatus = (await get(OPS_AGENTS_API.settlements, { ...q, status: 'paid', member: b.account })).json().value;
    expect(byStatus.total).toBe(1);
    expect((await get(OPS_AGENTS_API.settlements, { ...q, status: 'in_process' })).json().value.total).toBe(0);
    const paged = (await get(OPS_AGENTS_API.settlements, { ...q, pageSize: '1' })).json().value;
    expect(paged.list).toHaveLength(1);
    expect(paged.total).toBe(rows.total);
  });

  it('refuses a malformed period start naming the field', async () => {
    const bad = await get(OPS_AGENTS_API.settlements, { periodStart: 'yesterday' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().value.fields[0]).toMatchObject({ field: 'periodStart', rule: 'format' });
  });
});
