import {
  API,
  type ChangePaymentPasswordBody,
  IDEMPOTENCY_HEADER,
  type NotReceivedBody,
  type PayoutAccount,
  type PayoutAccountBody,
  type SetPaymentPasswordBody,
  type Withdrawal,
  type WithdrawalPage,
  type WithdrawalStatus,
  type WithdrawBody,
  type WithdrawInfo,
  type WithdrawRecordsQuery,
} from '@platform/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useToken } from '../state/session';
import { accountKeys } from './account';
import { api } from './client';
import { newIdempotencyKey } from './idempotency';
import { type RangeFilter, rangeQuery } from './wallet';

export const withdrawKeys = {
  all: ['withdraw'] as const,
  info: ['withdraw', 'info'] as const,
  records: ['withdraw', 'records'] as const,
};

export function useWithdrawInfo() {
  const token = useToken();
  return useQuery({
    queryKey: [...withdrawKeys.info, token],
    queryFn: () => api<WithdrawInfo>(API.withdrawInfo),
    enabled: Boolean(token),
  });
}

/**
 * The member's withdrawals in a range (a custom range sends its from/to dates). Polled while a part
 * waits for the member, so its automatic receipt shows without a reload.
 */
export function useWithdrawRecords(q: RangeFilter & { pageNo: number; pageSize: number; status?: WithdrawalStatus }) {
  const token = useToken();
  return useQuery({
    queryKey: [...withdrawKeys.records, token, q],
    queryFn: () => {
      const query: Record<keyof WithdrawRecordsQuery, string | undefined> = {
        ...rangeQuery(q),
        status: q.status,
        pageNo: String(q.pageNo),
        pageSize: String(q.pageSize),
      };
      return api<WithdrawalPage>(API.withdrawRecords, { query });
    },
    enabled: Boolean(token),
    placeholderData: (previous) => previous,
    refetchInterval: (query) =>
      query.state.data?.list.some((w) => w.parts.some((p) => p.status === 'paid')) ? 30_000 : false,
  });
}

export const newWithdrawKey = () => newIdempotencyKey('wd');
const keyed = (key: string) => ({ [IDEMPOTENCY_HEADER]: key });

export const addPayoutAccount = (body: PayoutAccountBody) =>
  api<PayoutAccount>(API.payoutAccounts, { method: 'POST', body });
export const removePayoutAccount = (id: number) =>
  api<null>(API.payoutAccount.replace(':id', String(id)), { method: 'DELETE' });

export const setPaymentPassword = (body: SetPaymentPasswordBody) =>
  api<null>(API.paymentPassword, { method: 'POST', body, sealed: true });
export const changePaymentPassword = (body: ChangePaymentPasswordBody) =>
  api<null>(API.paymentPassword, { method: 'PUT', body, sealed: true });

/** The payment password travels sealed; the key lets a retry after a lost answer withdraw once. */
export const requestWithdrawal = (body: WithdrawBody, key: string) =>
  api<Withdrawal>(API.withdraw, { method: 'POST', body, sealed: true, headers: keyed(key) });
export const cancelWithdrawal = (id: number, key: string) =>
  api<Withdrawal>(API.withdrawCancel.replace(':id', String(id)), { method: 'POST', headers: keyed(key) });
export const confirmReceived = (pid: number, key: string) =>
  api<Withdrawal>(API.withdrawReceived.replace(':pid', String(pid)), { method: 'POST', headers: keyed(key) });
export const reportNotReceived = (pid: number, body: NotReceivedBody, key: string) =>
  api<Withdrawal>(API.withdrawNotReceived.replace(':pid', String(pid)), {
    method: 'POST',
    body,
    headers: keyed(key),
  });

/** After any money change: the header balance, what can be withdrawn and the records load again. */
export function useWithdrawChanged() {
  const qc = useQueryClient();
  return () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: accountKeys.balance }),
      qc.invalidateQueries({ queryKey: withdrawKeys.all }),
    ]);
}
