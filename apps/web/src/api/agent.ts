import {
  type CategoryCode,
  CONTRACT_ROUTES,
  type ContractAction,
  type ContractKind,
  type CreateDownlineBody,
  ROUTES,
  type RouteDef,
  type RouteInput,
  type RouteOutput,
  type TransferType,
} from '@platform/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useToken } from '../state/session';
import type { DateRange } from '../ui/RangeFilter';
import { call } from './client';
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

/** A GET of the agent center: only with a session, never retried (a 403 is an answer, not a blip). */
function useAgentQuery<R extends RouteDef & { method: 'GET' }>(
  key: readonly unknown[],
  route: R,
  query?: RouteInput<R>['query'],
) {
  const token = useToken();
  const { i18n } = useTranslation();
  // `call` cannot check an input against a route still generic here; the parameter types did.
  const get = call as (r: R, input: { query?: unknown }) => Promise<RouteOutput<R>>;
  return useQuery({
    queryKey: [...key, token, i18n.language, route.path, query],
    queryFn: () => get(route, { query }),
    enabled: Boolean(token),
    retry: false,
    placeholderData: keepPreviousData,
  });
}

export const useAgentProfile = () => useAgentQuery(agentKeys.team, ROUTES.agentProfile);

export const useTeamOverview = () => useAgentQuery(agentKeys.team, ROUTES.teamOverview);

export type DownlineFilter = Paged & { parentId?: number; keyword?: string; kind?: 'member' | 'agent' };
export const useDownlines = (f: DownlineFilter) =>
  useAgentQuery(agentKeys.team, ROUTES.downlines, {
    ...pageParams(f),
    parentId: str(f.parentId),
    keyword: f.keyword || undefined,
    kind: f.kind,
  });

export function useDownline(memberId: number | null) {
  const token = useToken();
  return useQuery({
    queryKey: [...agentKeys.team, 'downline', token, memberId],
    queryFn: () => call(ROUTES.downline, { params: { memberId } }),
    enabled: Boolean(token) && memberId !== null,
    retry: false,
  });
}

export const useInvitations = () => useAgentQuery(agentKeys.team, ROUTES.invitations);

export type TeamBetsFilter = DateRange & Paged & { memberId?: number; gameType?: CategoryCode };
export const useTeamBets = (f: TeamBetsFilter) =>
  useAgentQuery(agentKeys.team, ROUTES.teamBets, {
    ...rangeQuery(f),
    ...pageParams(f),
    memberId: str(f.memberId),
    gameType: f.gameType,
  });

export type TeamTransactionsFilter = DateRange & Paged & { memberId?: number; type?: TransferType };
export const useTeamTransactions = (f: TeamTransactionsFilter) =>
  useAgentQuery(agentKeys.team, ROUTES.teamTransactions, {
    ...rangeQuery(f),
    ...pageParams(f),
    memberId: str(f.memberId),
    type: f.type,
  });

export type TeamLossFilter = DateRange & Paged & { memberId?: number };
export const useTeamLoss = (f: TeamLossFilter) =>
  useAgentQuery(agentKeys.team, ROUTES.teamLoss, {
    ...rangeQuery(f),
    ...pageParams(f),
    memberId: str(f.memberId),
  });

export const useIncome = (f: DateRange & Paged) =>
  useAgentQuery(agentKeys.team, ROUTES.income, { ...rangeQuery(f), ...pageParams(f) });

export type TeamAccountsFilter = Paged & { memberId?: number; keyword?: string };
export const useTeamAccounts = (f: TeamAccountsFilter) =>
  useAgentQuery(agentKeys.team, ROUTES.teamAccounts, {
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
    call(ROUTES.createDownline, { body }),
  );

export const useSetRebate = () =>
  useAgentWrite(({ memberId, rebate }: { memberId: number; rebate: string }) =>
    call(ROUTES.downlineRebate, { params: { memberId }, body: { rebate } }),
  );

export const useCreateInvitation = () =>
  useAgentWrite((body: { kind: 'member' | 'agent'; rebate: string }) => call(ROUTES.createInvitation, { body }));

export const useDeleteInvitation = () => useAgentWrite((code: string) => call(ROUTES.invitation, { params: { code } }));

/* ---- Contracts (spec §3) ---- */

/** The caller's contract with its upline and the offers awaiting it, per kind (the contract popup). */
export function useConsolidatedContracts(enabled = true) {
  const token = useToken();
  return useQuery({
    queryKey: [...agentKeys.contracts, 'consolidated', token],
    queryFn: () => call(ROUTES.consolidatedContracts),
    enabled: Boolean(token) && enabled,
    retry: false,
    staleTime: 30_000,
  });
}

export type ContractListFilter = Paged & { kind: ContractKind; role: 'upline' | 'downline' };
export const useContracts = (f: ContractListFilter) =>
  useAgentQuery(agentKeys.contracts, CONTRACT_ROUTES[f.kind].list, { ...pageParams(f), role: f.role });

export const useContractAction = (kind: ContractKind) =>
  useAgentWrite((body: ContractAction) => call(CONTRACT_ROUTES[kind].act, { body }));

export type SettlementFilter = DateRange & Paged & { kind: ContractKind; role: 'received' | 'paid' };
export const useSettlements = (f: SettlementFilter) =>
  useAgentQuery(agentKeys.contracts, ROUTES.contractRecords, {
    ...rangeQuery(f),
    ...pageParams(f),
    kind: f.kind,
    role: f.role,
  });
