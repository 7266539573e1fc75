import { z } from 'zod';
import {
  type ContractKind,
  consolidatedContracts,
  contractAction,
  contractActionResult,
  contractList,
  contractListQuery,
  operatorSettleBody,
  operatorSettleResult,
  settlementPage,
  settlementQuery,
} from '../agent-contracts';
import {
  agentProfile,
  createDownlineBody,
  createdDownline,
  createInvitationBody,
  downlineDetail,
  downlineListQuery,
  downlinePage,
  incomePage,
  incomeQuery,
  invitation,
  invitationList,
  invitationParam,
  memberIdParam,
  percent,
  rebateBody,
  teamAccountsPage,
  teamAccountsQuery,
  teamBetsPage,
  teamBetsQuery,
  teamLossPage,
  teamLossQuery,
  teamOverview,
  teamTransactionsPage,
  teamTransactionsQuery,
} from '../agent-team';
import {
  affiliateApplication,
  affiliateApplicationPage,
  affiliateApplicationState,
  affiliateApplyBody,
  agentTransferInfo,
  agentTransferRecordPage,
  agentTransferRecordsQuery,
  agentTransferResult,
  operatorApplicationsQuery,
  operatorReviewBody,
  operatorReviewParams,
  transferDownlineBody,
  transferUplineBody,
} from '../agent-transfers';
import { AGENT_CONTRACT_API, AGENT_TEAM_API, AGENT_TRANSFER_API, CONTRACT_PATHS } from '../paths';
import { route } from '../route';

const A = AGENT_TEAM_API;
const T = AGENT_TRANSFER_API;

// The spec's call names, one per contract kind: GET lists, POST acts (offer, accept, reject, terminate).
const contractRoutes = (path: string) => ({
  list: route({ method: 'GET', path, query: contractListQuery, response: contractList }),
  act: route({ method: 'POST', path, body: contractAction, response: contractActionResult }),
});

/** Per contract kind, its list and action calls (the contract screens pick them by kind). */
export const CONTRACT_ROUTES = {
  dividend: contractRoutes(CONTRACT_PATHS.dividend),
  dailySalary: contractRoutes(CONTRACT_PATHS.dailySalary),
  hourlySalary: contractRoutes(CONTRACT_PATHS.hourlySalary),
  realTimeSalary: contractRoutes(CONTRACT_PATHS.realTimeSalary),
} satisfies Record<ContractKind, unknown>;

/** The agent center: team, reports, contracts, transfers and the affiliate application. */
export const agentRoutes = {
  agentProfile: route({ method: 'GET', path: A.profile, response: agentProfile }),
  teamOverview: route({ method: 'GET', path: A.overview, response: teamOverview }),
  downlines: route({ method: 'GET', path: A.downlines, query: downlineListQuery, response: downlinePage }),
  createDownline: route({
    method: 'POST',
    path: A.downlines,
    sealed: true,
    body: createDownlineBody,
    response: createdDownline,
  }),
  downline: route({ method: 'GET', path: A.downline, params: memberIdParam, response: downlineDetail }),
  downlineRebate: route({
    method: 'PUT',
    path: A.downlineRebate,
    params: memberIdParam,
    body: rebateBody,
    response: z.object({ memberId: z.number().int(), rebate: percent }),
  }),
  invitations: route({ method: 'GET', path: A.invitations, response: invitationList }),
  createInvitation: route({ method: 'POST', path: A.invitations, body: createInvitationBody, response: invitation }),
  invitation: route({ method: 'DELETE', path: A.invitation, params: invitationParam, response: z.null() }),
  teamBets: route({ method: 'GET', path: A.bets, query: teamBetsQuery, response: teamBetsPage }),
  teamTransactions: route({
    method: 'GET',
    path: A.transactions,
    query: teamTransactionsQuery,
    response: teamTransactionsPage,
  }),
  teamLoss: route({ method: 'GET', path: A.loss, query: teamLossQuery, response: teamLossPage }),
  teamAccounts: route({ method: 'GET', path: A.accounts, query: teamAccountsQuery, response: teamAccountsPage }),
  income: route({ method: 'GET', path: A.income, query: incomeQuery, response: incomePage }),
  dividendContracts: CONTRACT_ROUTES.dividend.list,
  dividendContractAction: CONTRACT_ROUTES.dividend.act,
  dailySalaryContracts: CONTRACT_ROUTES.dailySalary.list,
  dailySalaryContractAction: CONTRACT_ROUTES.dailySalary.act,
  hourlySalaryContracts: CONTRACT_ROUTES.hourlySalary.list,
  hourlySalaryContractAction: CONTRACT_ROUTES.hourlySalary.act,
  realTimeSalaryContracts: CONTRACT_ROUTES.realTimeSalary.list,
  realTimeSalaryContractAction: CONTRACT_ROUTES.realTimeSalary.act,
  consolidatedContracts: route({
    method: 'GET',
    path: AGENT_CONTRACT_API.consolidated,
    response: consolidatedContracts,
  }),
  contractRecords: route({
    method: 'GET',
    path: AGENT_CONTRACT_API.records,
    query: settlementQuery,
    response: settlementPage,
  }),
  operatorSettle: route({
    method: 'POST',
    path: AGENT_CONTRACT_API.operatorSettle,
    body: operatorSettleBody,
    response: operatorSettleResult,
    permission: 'agents',
  }),
  transferDownline: route({
    method: 'POST',
    path: T.downline,
    sealed: true,
    idempotent: true,
    body: transferDownlineBody,
    response: agentTransferResult,
  }),
  transferInfo: route({ method: 'GET', path: T.info, response: agentTransferInfo }),
  transferUpline: route({
    method: 'POST',
    path: T.upline,
    sealed: true,
    idempotent: true,
    body: transferUplineBody,
    response: agentTransferResult,
  }),
  transferRecords: route({
    method: 'GET',
    path: T.records,
    query: agentTransferRecordsQuery,
    response: agentTransferRecordPage,
  }),
  affiliateApplication: route({ method: 'GET', path: T.affiliateApplication, response: affiliateApplicationState }),
  affiliateApply: route({
    method: 'POST',
    path: T.affiliateApplication,
    body: affiliateApplyBody.optional(),
    response: affiliateApplicationState,
  }),
  operatorApplications: route({
    method: 'GET',
    path: T.operatorApplications,
    query: operatorApplicationsQuery,
    response: affiliateApplicationPage,
    permission: 'agents',
  }),
  operatorReview: route({
    method: 'POST',
    path: T.operatorReview,
    params: operatorReviewParams,
    body: operatorReviewBody.optional(),
    response: affiliateApplication,
    permission: 'agents',
  }),
};
