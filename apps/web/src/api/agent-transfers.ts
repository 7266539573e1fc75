import {
  type AffiliateApplyBody,
  type AgentTransferRecordsQuery,
  IDEMPOTENCY_HEADER,
  ROUTES,
  type TransferDownlineBody,
  type TransferUplineBody,
} from '@platform/contracts';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useToken } from '../state/session';
import { accountKeys } from './account';
import { call } from './client';
import { type RangeFilter, rangeQuery, walletKeys } from './wallet';

export const transferKeys = {
  all: ['agentTransfers'] as const,
  info: ['agentTransfers', 'info'] as const,
  records: ['agentTransfers', 'records'] as const,
  affiliate: ['agentTransfers', 'affiliate'] as const,
};

/** Balance, limits, what was sent today and the direct upline. */
export function useTransferInfo(enabled = true) {
  const token = useToken();
  return useQuery({
    queryKey: [...transferKeys.info, token],
    queryFn: () => call(ROUTES.transferInfo),
    enabled: Boolean(token) && enabled,
    retry: false,
  });
}

export type TransferSide = NonNullable<AgentTransferRecordsQuery['side']>;

/** Transfers the member sent or received in a range, with totals. */
export function useTransferRecords(f: RangeFilter & { side: TransferSide; pageNo: number; pageSize: number }) {
  const token = useToken();
  return useQuery({
    queryKey: [...transferKeys.records, token, f],
    queryFn: () => {
      const query: AgentTransferRecordsQuery = {
        ...rangeQuery(f),
        side: f.side,
        pageNo: String(f.pageNo),
        pageSize: String(f.pageSize),
      };
      return call(ROUTES.transferRecords, { query });
    },
    enabled: Boolean(token),
    placeholderData: keepPreviousData,
  });
}

const _keyed = (key: string) => ({ [IDEMPOTENCY_HEADER]: key });

/** The payment password travels sealed; the key lets a retry after a lost answer transfer once. */
export const transferToDownline = (body: TransferDownlineBody, key: string) =>
  call(ROUTES.transferDownline, { body, key });
export const transferToUpline = (body: TransferUplineBody, key: string) => call(ROUTES.transferUpline, { body, key });

/** After a transfer: the header balance, wallet screens and these screens read again. */
export function useTransfersChanged() {
  const qc = useQueryClient();
  return () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: accountKeys.balance }),
      qc.invalidateQueries({ queryKey: walletKeys.all }),
      qc.invalidateQueries({ queryKey: transferKeys.info }),
      qc.invalidateQueries({ queryKey: transferKeys.records }),
      // The agent center's team screens read balances too.
      qc.invalidateQueries({ queryKey: ['agent'] }),
    ]);
}

/** The member's latest agent application and whether it may apply. */
export function useAffiliateApplication(enabled = true) {
  const token = useToken();
  return useQuery({
    queryKey: [...transferKeys.affiliate, token],
    queryFn: () => call(ROUTES.affiliateApplication),
    enabled: Boolean(token) && enabled,
    retry: false,
  });
}
export const applyAffiliate = (body: AffiliateApplyBody) => call(ROUTES.affiliateApply, { body });
