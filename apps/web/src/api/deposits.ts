import { type DepositBody, type DepositRecordsQuery, type DepositStatus, ROUTES } from '@platform/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useToken } from '../state/session';
import { accountKeys } from './account';
import { call } from './client';
import { type RangeFilter, rangeQuery } from './wallet';

export const depositKeys = {
  all: ['deposit'] as const,
  channels: ['deposit', 'channels'] as const,
  records: ['deposit', 'records'] as const,
  one: (id: number) => ['deposit', 'one', id] as const,
};

export function useDepositChannels() {
  const token = useToken();
  return useQuery({
    queryKey: [...depositKeys.channels, token],
    queryFn: () => call(ROUTES.depositChannels),
    enabled: Boolean(token),
    staleTime: 60_000,
  });
}

/** The member's deposits in a range (a custom range sends its from/to dates). */
export function useDepositRecords(q: RangeFilter & { pageNo: number; pageSize: number; status?: DepositStatus }) {
  const token = useToken();
  return useQuery({
    queryKey: [...depositKeys.records, token, q],
    queryFn: () => {
      const query: DepositRecordsQuery = {
        ...rangeQuery(q),
        status: q.status,
        pageNo: String(q.pageNo),
        pageSize: String(q.pageSize),
      };
      return call(ROUTES.depositRecords, { query });
    },
    enabled: Boolean(token),
    placeholderData: (previous) => previous,
  });
}

/** One deposit, polled while it is pending (after coming back from a payment page). */
export function useDeposit(id: number | null) {
  const token = useToken();
  return useQuery({
    queryKey: [...depositKeys.one(id ?? 0), token],
    queryFn: () => call(ROUTES.depositOne, { params: { id } }),
    enabled: Boolean(token && id),
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? 1500 : false),
    retry: false,
  });
}

export const createDeposit = (body: DepositBody, key: string) => call(ROUTES.deposit, { body, key });

/** After money arrived: the header balance and the deposit list load again. */
export function useDepositSettled() {
  const qc = useQueryClient();
  return () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: accountKeys.balance }),
      qc.invalidateQueries({ queryKey: depositKeys.records }),
    ]);
}
