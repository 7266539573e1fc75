import { type APIRequestContext, expect } from '@playwright/test';
import { operatorHeaders } from './operator';

/** Money enters the way the ledger allows: ops01's balance adjustment, with an Idempotency-Key. */
export async function fundAsOperator(
  request: APIRequestContext,
  memberId: number,
  amount: string,
  wallet: 'cash' | 'bonus' = 'cash',
  reason = 'e2e wallet',
) {
  const res = await request.post(`/wps/operator/members/${memberId}/adjust`, {
    headers: {
      ...(await operatorHeaders(request)),
      'idempotency-key': `e2e-${memberId}-${wallet}-${Date.now()}`,
    },
    data: { direction: 'credit', amount, wallet, reason, turnoverBp: 0 },
  });
  expect(res.status(), await res.text()).toBe(200);
}
