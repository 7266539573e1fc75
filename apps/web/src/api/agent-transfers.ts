import {
  type AffiliateApplicationState,
  type AffiliateApplyBody,
  type AgentTransferInfo,
  type AgentTransferRecordPage,
  type AgentTransferRecordsQuery,
  type AgentTransferResult,
  IDEMPOTENCY_HEADER,
  AGENT_TRANSFER_API as P,
  type TransferDownlineBody,
  type TransferUplineBody,
} from '@platform/contracts';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useToken } from '../state/session';
import { accountKeys } from './account';
import { api } from './client';
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
    queryFn: () => api<AgentTransferInfo>(P.info),
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
      const query: Record<keyof AgentTransferRecordsQuery, string | undefined> = {
        ...rangeQuery(f),
        side: f.side,
        pageNo: String(f.pageNo),
        pageSize: String(f.pageSize),
      };
      return api<AgentTransferRecordPage>(P.records, { query });
    },
    enabled: Boolean(token),
    placeholderData: keepPreviousData,
  });
}

const keyed = (key: string) => ({ [IDEMPOTENCY_HEADER]: key });

/** The payment password travels sealed; the key lets a retry after a lost answer transfer once. */
export const transferToDownline = (body: TransferDownlineBody, key: string) =>
  api<AgentTransferResult>(P.downline, { method: 'POST', body, sealed: true, headers: keyed(key) });
export const transferToUpline = (body: TransferUplineBody, key: string) =>
  api<AgentTransferResult>(P.upline, { method: 'POST', body, sealed: true, headers: keyed(key) });

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
    queryFn: () => api<AffiliateApplicationState>(P.affiliateApplication),
    enabled: Boolean(token) && enabled,
    retry: false,
  });
}
export const applyAffiliate = (body: AffiliateApplyBody) =>
  api<AffiliateApplicationState>(P.affiliateApplication, { method: 'POST', body });
