import { AGENT_CONTRACT_API } from '@platform/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { operatorLogin } from '../../../test/operator-kit';
import { contractsKit } from './contracts.kit';

const k = await contractsKit();
const op = await operatorLogin(k.app);
const settle = (body: Record<string, unknown>, token = op, lang = 'en') =>
  k.app.inject({
    method: 'POST',
    url: AGENT_CONTRACT_API.operatorSettle,
    payload: body,
    headers: { token, 'accept-language': lang },
  });

describe('operator: settle contracts now', () => {
  it('settles the closed period containing `at`, pays it, and writes an audit entry', async () => {
    const a = await k.agent(null);
    const b = await k.agent(a);
    const id = await k.contract('dailySalary', a, b, [
      { betAmount: '0', activeMembers: 0, winRate: '2', lossRate: '2' },
    ]);
    await k.backdate(id, new Date('2026-01-01T00:00:00Z'));
    await k.fund(a.id, 100_000n);
    await k.round(b.id, 25_000n, 40_000n, new Date('2026-06-01T10:00:00Z'));
    const res = await settle({ kind: 'dailySalary', at: '2026-06-01T10:00:00Z' });
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({
      kind: 'dailySalary',
      period: 'daily',
      periodStart: '2026-05-31T18:00:00.000Z',
      periodEnd: '2026-06-01T18:00:00.000Z',
      contracts: 1,
      paid: 1,
      inProcess: 0,
      amount: '5.00',
    });
    expect((await k.balances(b.id)).cash).toBe(500n);
    const again = await settle({ kind: 'dailySalary', at: '2026-06-01T03:00:00Z' });
    expect(again.json().value).toMatchObject({ contracts: 1, paid: 1, amount: '5.00' });
    expect((await k.balances(b.id)).cash).toBe(500n);
    const audit = await k.db.execute<{ n: number }>(
      sql`select count(*)::int as n from audit_log where action = 'contracts.settle' and target_id = 'dailySalary:2026-05-31T18:00:00.000Z'`,
    );
    expect(audit.rows[0]?.n).toBe(2);
  });

  it('without `at`, the last closed period; dividends by their period', async () => {
    const res = await settle({ kind: 'dividend', period: 'monthly' });
    expect(res.statusCode).toBe(200);
    expect(new Date(res.json().value.periodEnd).getTime()).toBeLessThanOrEqual(k.now().getTime());
    expect(res.json().value.period).toBe('monthly');
  });

  it('refuses an open period, a bad kind, and anyone but an operator', async () => {
    const open = await settle({ kind: 'hourlySalary', at: k.now().toISOString() }, op, 'bn');
    expect(open.statusCode).toBe(400);
    expect(open.json().value.fields[0]).toMatchObject({ field: 'at', rule: 'periodOpen' });
    expect(open.json().message).toContain('শেষ হয়নি');
    const bad = await settle({ kind: 'weekly' });
    expect(bad.json().value.fields[0]).toMatchObject({ field: 'kind', rule: 'enum' });
    const agent = await k.agent(null);
    expect((await settle({ kind: 'dividend' }, agent.token)).statusCode).toBe(401);
  });
});
