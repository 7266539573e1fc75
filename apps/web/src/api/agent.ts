import {
  AGENT_CONTRACT_API,
  AGENT_TEAM_API,
  type AgentProfile,
  browserTimeZone,
  type CategoryCode,
  CONTRACT_PATHS,
  type ConsolidatedContracts,
  type ContractAction,
  type ContractKind,
  type ContractList,
  type CreateDownlineBody,
  type DownlineDetail,
  type DownlineRow,
  type IncomePage,
  type Invitation,
  type SettlementPage,
  type TeamAccountsPage,
  type TeamBetsPage,
  type TeamLossPage,
  type TeamOverview,
  type TeamTransactionsPage,
  type TransferType,
} from '@platform/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useToken } from '../state/session';
import type { DateRange } from '../ui/RangeFilter';
import { api } from './client';
import { rangeQuery } from './wallet';

/** Everything the agent center reads lives under one key, so a write refreshes every screen that shows it. */
export const agentKeys = {
  all: ['agent'] as const,
  team: ['agent', 'team'] as const,
  contracts: ['agent', 'contracts'] as const,
};

type Paged = { pageNo: number; pageSize: number };
const pageParams = (p: Paged) => ({ pageNo: String(p.pageNo), pageSize: String(p.pageSize) });
const str = (n: number | undefined) => (n === undefined ? undefined : String(n));
/** This browser's IANA zone: "today" is the agent's own day. */
const tz = browserTimeZone;

/** A GET of the agent center: only with a session, never retried (a 403 is an answer, not a blip). */
function useAgentQuery<T>(key: readonly unknown[], path: string, query: Record<string, string | undefined> = {}) {
  const token = useToken();
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [...key, token, i18n.language, path, query],
    queryFn: () => api<T>(path, { query }),
    enabled: Boolean(token),
    retry: false,
    placeholderData: keepPreviousData,
  });
}

export const useAgentProfile = () => useAgentQuery<AgentProfile>(agentKeys.team, AGENT_TEAM_API.profile);

export const useTeamOverview = () => useAgentQuery<TeamOverview>(agentKeys.team, AGENT_TEAM_API.overview, { tz: tz() });

export type DownlineFilter = Paged & { parentId?: number; keyword?: string; kind?: 'member' | 'agent' };
export const useDownlines = (f: DownlineFilter) =>
  useAgentQuery<{ list: DownlineRow[]; pageNo: number; pageSize: number; total: number }>(
    agentKeys.team,
    AGENT_TEAM_API.downlines,
    { ...pageParams(f), parentId: str(f.parentId), keyword: f.keyword || undefined, kind: f.kind },
  );

export function useDownline(memberId: number | null) {
  const token = useToken();
  return useQuery({
    queryKey: [...agentKeys.team, 'downline', token, memberId],
    queryFn: () => api<DownlineDetail>(AGENT_TEAM_API.downline.replace(':memberId', String(memberId))),
    enabled: Boolean(token) && memberId !== null,
    retry: false,
  });
}

export const useInvitations = () => useAgentQuery<Invitation[]>(agentKeys.team, AGENT_TEAM_API.invitations);

export type TeamBetsFilter = DateRange & Paged & { memberId?: number; gameType?: CategoryCode };
export const useTeamBets = (f: TeamBetsFilter) =>
  useAgentQuery<TeamBetsPage>(agentKeys.team, AGENT_TEAM_API.bets, {
    ...rangeQuery(f),
    ...pageParams(f),
    memberId: str(f.memberId),
    gameType: f.gameType,
  });

export type TeamTransactionsFilter = DateRange & Paged & { memberId?: number; type?: TransferType };
export const useTeamTransactions = (f: TeamTransactionsFilter) =>
  useAgentQuery<TeamTransactionsPage>(agentKeys.team, AGENT_TEAM_API.transactions, {
    ...rangeQuery(f),
    ...pageParams(f),
    memberId: str(f.memberId),
    type: f.type,
  });

export type TeamLossFilter = DateRange & Paged & { memberId?: number };
export const useTeamLoss = (f: TeamLossFilter) =>
  useAgentQuery<TeamLossPage>(agentKeys.team, AGENT_TEAM_API.loss, {
    ...rangeQuery(f),
    ...pageParams(f),
    memberId: str(f.memberId),
  });

export const useIncome = (f: DateRange & Paged) =>
  useAgentQuery<IncomePage>(agentKeys.team, AGENT_TEAM_API.income, { ...rangeQuery(f), ...pageParams(f) });

export type TeamAccountsFilter = Paged & { memberId?: number; keyword?: string };
export const useTeamAccounts = (f: TeamAccountsFilter) =>
  useAgentQuery<TeamAccountsPage>(agentKeys.team, AGENT_TEAM_API.accounts, {
    ...pageParams(f),
    memberId: str(f.memberId),
    keyword: f.keyword || undefined,
  });

/** A write of the agent center: on success every team and contract screen reads again. */
function useAgentWrite<B, R>(send: (body: B) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => qc.invalidateQueries({ queryKey: agentKeys.all }),
  });
}

export const useCreateDownline = () =>
  useAgentWrite((body: CreateDownlineBody) =>
    // Sealed: the body carries the new account's password.
    api<{ memberId: number; account: string; type: number }>(AGENT_TEAM_API.downlines, {
      method: 'POST',
      body,
      sealed: true,
    }),
  );

export const useSetRebate = () =>
  useAgentWrite(({ memberId, rebate }: { memberId: number; rebate: string }) =>
    api(AGENT_TEAM_API.downlineRebate.replace(':memberId', String(memberId)), { method: 'PUT', body: { rebate } }),
  );

export const useCreateInvitation = () =>
  useAgentWrite((body: { kind: 'member' | 'agent'; rebate: string }) =>
    api<Invitation>(AGENT_TEAM_API.invitations, { method: 'POST', body }),
  );

export const useDeleteInvitation = () =>
  useAgentWrite((code: string) => api(AGENT_TEAM_API.invitation.replace(':code', code), { method: 'DELETE' }));

/* ---- Contracts (spec §3) ---- */

/** The caller's contract with its upline and the offers awaiting it, per kind (the contract popup). */
export function useConsolidatedContracts(enabled = true) {
  const token = useToken();
  return useQuery({
    queryKey: [...agentKeys.contracts, 'consolidated', token],
    queryFn: () => api<ConsolidatedContracts>(AGENT_CONTRACT_API.consolidated),
    enabled: Boolean(token) && enabled,
    retry: false,
    staleTime: 30_000,
  });
}

export type ContractListFilter = Paged & { kind: ContractKind; role: 'upline' | 'downline' };
export const useContracts = (f: ContractListFilter) =>
  useAgentQuery<ContractList>(agentKeys.contracts, CONTRACT_PATHS[f.kind], { ...pageParams(f), role: f.role });

export const useContractAction = (kind: ContractKind) =>
  useAgentWrite((body: ContractAction) =>
    api<{ request: unknown; contract: unknown }>(CONTRACT_PATHS[kind], { method: 'POST', body }),
  );

export type SettlementFilter = DateRange & Paged & { kind: ContractKind; role: 'received' | 'paid' };
export const useSettlements = (f: SettlementFilter) =>
  useAgentQuery<SettlementPage>(agentKeys.contracts, AGENT_CONTRACT_API.records, {
    ...rangeQuery(f),
    ...pageParams(f),
    kind: f.kind,
    role: f.role,
  });
