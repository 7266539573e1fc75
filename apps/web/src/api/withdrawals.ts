import {
  type ChangePaymentPasswordBody,
  type NotReceivedBody,
  type PayoutAccountBody,
  ROUTES,
  type SetPaymentPasswordBody,
  type WithdrawalStatus,
  type WithdrawBody,
  type WithdrawRecordsQuery,
} from '@platform/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useToken } from '../state/session';
import { accountKeys } from './account';
import { call } from './client';
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
    queryFn: () => call(ROUTES.withdrawInfo),
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
      const query: WithdrawRecordsQuery = {
        ...rangeQuery(q),
        status: q.status,
        pageNo: String(q.pageNo),
        pageSize: String(q.pageSize),
      };
      return call(ROUTES.withdrawRecords, { query });
    },
    enabled: Boolean(token),
    placeholderData: (previous) => previous,
    refetchInterval: (query) =>
      query.state.data?.list.some((w) => w.parts.some((p) => p.status === 'paid')) ? 30_000 : false,
  });
}

export const newWithdrawKey = () => newIdempotencyKey('wd');

export const addPayoutAccount = (body: PayoutAccountBody) => call(ROUTES.addPayoutAccount, { body });
export const removePayoutAccount = (id: number) => call(ROUTES.payoutAccount, { params: { id } });

export const setPaymentPassword = (body: SetPaymentPasswordBody) => call(ROUTES.paymentPassword, { body });
export const changePaymentPassword = (body: ChangePaymentPasswordBody) => call(ROUTES.changePaymentPassword, { body });

/** The payment password travels sealed; the key lets a retry after a lost answer withdraw once. */
export const requestWithdrawal = (body: WithdrawBody, key: string) => call(ROUTES.withdraw, { body, key });
export const cancelWithdrawal = (id: number, key: string) => call(ROUTES.withdrawCancel, { params: { id }, key });
export const confirmReceived = (pid: number, key: string) => call(ROUTES.withdrawReceived, { params: { pid }, key });
export const reportNotReceived = (pid: number, body: NotReceivedBody, key: string) =>
  call(ROUTES.withdrawNotReceived, { params: { pid }, body, key });

/** After any money change: the header balance, what can be withdrawn and the records load again. */
export function useWithdrawChanged() {
  const qc = useQueryClient();
  return () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: accountKeys.balance }),
      qc.invalidateQueries({ queryKey: withdrawKeys.all }),
    ]);
}
