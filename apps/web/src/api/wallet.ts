import { browserTimeZone, ROUTES, type TransferType, type WalletTransferBody } from '@platform/contracts';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useToken } from '../state/session';
import type { DateRange } from '../ui/RangeFilter';
import { accountKeys } from './account';
import { call } from './client';

export const walletKeys = {
  all: ['wallet'] as const,
  consolidated: ['wallet', 'consolidated'] as const,
  merchant: ['wallet', 'merchant'] as const,
  records: ['wallet', 'records'] as const,
};

/** The range filter of the record screens. */
export type RangeFilter = DateRange;
/**
 * A range as query parameters: the dates only for a custom range; tz is this browser's IANA zone,
 * so "today" is the member's day.
 */
export const rangeQuery = (r: RangeFilter) => ({
  range: r.range,
  from: r.range === 'custom' ? r.from : undefined,
  to: r.range === 'custom' ? r.to : undefined,
  tz: browserTimeZone(),
});

export function useConsolidated(enabled = true) {
  const token = useToken();
  return useQuery({
    queryKey: [...walletKeys.consolidated, token],
    queryFn: () => call(ROUTES.fundsConsolidated),
    enabled: Boolean(token) && enabled,
    retry: false,
    staleTime: 30_000,
  });
}

export function useMerchantWallet() {
  const token = useToken();
  return useQuery({
    queryKey: [...walletKeys.merchant, token],
    queryFn: () => call(ROUTES.merchantWallet),
    enabled: Boolean(token),
    retry: false,
  });
}

export type TransactionsFilter = RangeFilter & {
  types: TransferType[];
  account: 'main' | 'all';
  pageNo: number;
  pageSize: number;
};

export function useTransactions(f: TransactionsFilter) {
  const token = useToken();
  return useQuery({
    queryKey: [...walletKeys.records, 'transactions', token, f],
    queryFn: () =>
      call(ROUTES.transactions, {
        query: {
          ...rangeQuery(f),
          account: f.account,
          types: f.types.length ? f.types.join(',') : undefined,
          pageNo: String(f.pageNo),
          pageSize: String(f.pageSize),
        },
      }),
    enabled: Boolean(token),
    retry: false,
    placeholderData: keepPreviousData,
  });
}

export function useProfit(r: RangeFilter) {
  const token = useToken();
  return useQuery({
    queryKey: [...walletKeys.records, 'profit', token, r],
    queryFn: () => call(ROUTES.profit, { query: rangeQuery(r) }),
    enabled: Boolean(token),
    retry: false,
    placeholderData: keepPreviousData,
  });
}

export function useBonus(r: RangeFilter & { pageNo: number; pageSize: number }) {
  const token = useToken();
  return useQuery({
    queryKey: [...walletKeys.records, 'bonus', token, r],
    queryFn: () =>
      call(ROUTES.bonusDetails, {
        query: { ...rangeQuery(r), pageNo: String(r.pageNo), pageSize: String(r.pageSize) },
      }),
    enabled: Boolean(token),
    retry: false,
    placeholderData: keepPreviousData,
  });
}

/** A fresh Idempotency-Key (getRandomValues works outside secure contexts too, unlike randomUUID). */
export function moneyKey(prefix = 'wal'): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `${prefix}-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

export const walletTransfer = (body: WalletTransferBody, key: string) => call(ROUTES.walletTransfer, { body, key });

export const recallAll = (key: string) => call(ROUTES.walletRecallAll, { key });

/**
 * After any money action (transfer, deposit, withdrawal): the header balance, the consolidated
 * funds, the wallets and the records load again.
 */
export function useInvalidateMoney() {
  const qc = useQueryClient();
  return () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: accountKeys.balance }),
      qc.invalidateQueries({ queryKey: walletKeys.all }),
    ]);
}
