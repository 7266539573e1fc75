import {
  opsAgentSearchQuery,
  opsAgentSearchResult,
  opsContractPage,
  opsContractsQuery,
  opsRunsPage,
  opsRunsQuery,
  opsSettlementPage,
  opsSettlementsQuery,
  opsTreePage,
  opsTreeQuery,
} from '../ops-agents';
import { OPS_AGENTS_API } from '../paths';
import { route } from '../route';

/** The back office's agent calls (permission agents): tree, search, contracts, settlement runs and records. */
export const opsAgentsRoutes = {
  opsAgentTree: route({
    method: 'GET',
    path: OPS_AGENTS_API.tree,
    query: opsTreeQuery,
    response: opsTreePage,
    permission: 'agents',
  }),
  opsAgentSearch: route({
    method: 'GET',
    path: OPS_AGENTS_API.search,
    query: opsAgentSearchQuery,
    response: opsAgentSearchResult,
    permission: 'agents',
  }),
  opsContracts: route({
    method: 'GET',
    path: OPS_AGENTS_API.contracts,
    query: opsContractsQuery,
    response: opsContractPage,
    permission: 'agents',
  }),
  opsSettlementRuns: route({
    method: 'GET',
    path: OPS_AGENTS_API.runs,
    query: opsRunsQuery,
    response: opsRunsPage,
    permission: 'agents',
  }),
  opsSettlements: route({
    method: 'GET',
    path: OPS_AGENTS_API.settlements,
    query: opsSettlementsQuery,
    response: opsSettlementPage,
    permission: 'agents',
  }),
};
