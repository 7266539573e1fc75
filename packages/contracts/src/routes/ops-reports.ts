import { OPS_REPORTS_API } from '../ops-paths';
import {
  agentsPage,
  agentsQuery,
  csvFile,
  dashboard,
  dashboardQuery,
  playersPage,
  playersQuery,
  pnlPage,
  pnlQuery,
  reconcileStatus,
} from '../ops-reports';
import { route } from '../route';

/**
 * The back office's dashboard and reports. The `.csv` entries take the same query (paging ignored:
 * every row) and answer text/csv, not the envelope (errors still come as the envelope).
 */
export const opsReportsRoutes = {
  opsDashboard: route({
    method: 'GET',
    path: OPS_REPORTS_API.dashboard,
    query: dashboardQuery,
    response: dashboard,
    permission: 'reports',
  }),
  opsReconcileRun: route({
    method: 'POST',
    path: OPS_REPORTS_API.reconcile,
    response: reconcileStatus,
    permission: 'reports',
  }),
  opsPnl: route({
    method: 'GET',
    path: OPS_REPORTS_API.pnl,
    query: pnlQuery,
    response: pnlPage,
    permission: 'reports',
  }),
  opsPnlCsv: route({
    method: 'GET',
    path: OPS_REPORTS_API.pnlCsv,
    query: pnlQuery,
    response: csvFile,
    permission: 'reports',
  }),
  opsPlayers: route({
    method: 'GET',
    path: OPS_REPORTS_API.players,
    query: playersQuery,
    response: playersPage,
    permission: 'reports',
  }),
  opsPlayersCsv: route({
    method: 'GET',
    path: OPS_REPORTS_API.playersCsv,
    query: playersQuery,
    response: csvFile,
    permission: 'reports',
  }),
  opsAgents: route({
    method: 'GET',
    path: OPS_REPORTS_API.agents,
    query: agentsQuery,
    response: agentsPage,
    permission: 'reports',
  }),
  opsAgentsCsv: route({
    method: 'GET',
    path: OPS_REPORTS_API.agentsCsv,
    query: agentsQuery,
    response: csvFile,
    permission: 'reports',
  }),
};
