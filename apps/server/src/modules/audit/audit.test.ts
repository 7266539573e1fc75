import { API } from '@platform/contracts';
import { describe, expect, it } from 'vitest';
import { accountsKit } from '../../../test/accounts-kit';
import { operatorLogin } from '../../../test/operator-kit';
import { inTransaction } from '../../platform/db/tx';
import { auditService } from './audit.service';
import { auditStore } from './audit.store';

const { app, db, brandId } = await accountsKit();
const audit = auditService({ store: auditStore(), db });
const op = await operatorLogin(app);

const list = async (query: Record<string, string>) =>
  (await app.inject({ url: API.operatorAudit, query, headers: { token: op } })).json().value;

describe('audit log', () => {
  it('records inside the caller transaction: a rolled-back action leaves no entry', async () => {
    const entry = { brandId, operatorId: null, targetType: 'deposit', detail: {}, ip: null };
    await audit.record(db, { ...entry, action: 'deposit.approve', targetId: 'd1' });
    await expect(
      inTransaction(db, async (tx) => {
        await audit.record(tx, { ...entry, action: 'deposit.approve', targetId: 'd2' });
        throw new Error('action failed');
      }),
    ).rejects.toThrow('action failed');
    expect((await list({ targetType: 'deposit' })).list.map((e: { targetId: string }) => e.targetId)).toEqual(['d1']);
  });

  it('keeps bigint amounts in detail as strings', async () => {
    await audit.record(db, {
      brandId,
      operatorId: null,
      action: 'withdrawal.reject',
      targetType: 'withdrawal',
      targetId: 'w1',
      detail: { amountMinor: 12_345n, reason: 'name mismatch' },
      ip: '10.0.0.1',
    });
    const [e] = (await list({ action: 'withdrawal.reject' })).list;
    expect(e).toMatchObject({
      detail: { amountMinor: '12345', reason: 'name mismatch' },
      ip: '10.0.0.1',
      operator: null,
    });
  });

  it('pages newest first and filters by action and target', async () => {
    for (let i = 0; i < 5; i++) {
      await audit.record(db, {
        brandId,
        operatorId: null,
        action: 'withdrawal.approve',
        targetType: 'withdrawal',
        targetId: `p${i}`,
        detail: {},
        ip: null,
      });
    }
    const first = await list({ action: 'withdrawal.approve', pageSize: '2' });
    expect(first.total).toBe(5);
    expect(first.list.map((e: { targetId: string }) => e.targetId)).toEqual(['p4', 'p3']);
    const third = await list({ action: 'withdrawal.approve', pageSize: '2', pageNo: '3' });
    expect(third.list.map((e: { targetId: string }) => e.targetId)).toEqual(['p0']);
    expect((await list({ targetType: 'withdrawal', targetId: 'p2' })).total).toBe(1);
  });

  it('is for operators only', async () => {
    expect((await app.inject({ url: API.operatorAudit })).statusCode).toBe(401);
  });
});
