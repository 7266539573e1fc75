import { errorEnvelope, ROUTES } from '@platform/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Guards } from '../../platform/http/auth-guard';
import { accessHooks } from '../../platform/http/operator-access';
import { ok } from '../../platform/http/reply';
import { route } from '../../platform/http/route';
import type { CsvExport, OpsReportsService } from './ops-reports.service';

const SECURITY = [{ token: [] }];
const TAGS = ['operator', 'reports'];

/** The dashboard and the reports (permission `reports`); each report's CSV export streams text/csv. */
export function opsReportsRoutes(app: FastifyInstance, deps: { reports: OpsReportsService; guard: Guards }) {
  const { reports, guard } = deps;
  const common = { tags: TAGS, security: SECURITY, preHandler: guard.operator };

  route(
    app,
    ROUTES.opsDashboard,
    {
      ...common,
      summary: 'Dashboard: today, 7 or 30 brand days of money, play and sign-ups, by vendor and category',
      description:
        'Days are the brand time zone calendar days. GGR = bets - wins; NGR = GGR - bonuses (net out of the promotion accounts) - rebates (net out of the commission accounts). reconcile is the last recorded ledger reconcile run.',
    },
    async (req) => ok(req, await reports.dashboard(req.brand.id, req.query.period)),
  );
  route(
    app,
    ROUTES.opsReconcileRun,
    { ...common, summary: 'Runs the ledger reconcile now and records it (audited); answers the new status' },
    async (req) =>
      ok(req, await reports.runReconcile({ brandId: req.brand.id, operatorId: req.operatorId, ip: req.ip })),
  );
  route(
    app,
    ROUTES.opsPnl,
    { ...common, summary: 'Daily profit and loss per vendor or game category over a range of brand days' },
    async (req) => ok(req, await reports.pnl(req.brand.id, req.query)),
  );
  route(
    app,
    ROUTES.opsPlayers,
    { ...common, summary: 'Player report: deposits, withdrawals, bets, wins and GGR per member over a range' },
    async (req) => ok(req, await reports.players(req.brand.id, req.query)),
  );
  route(
    app,
    ROUTES.opsAgents,
    {
      ...common,
      summary: 'Agent report: team size, team deposits, bets and GGR, dividends and salaries paid, per agent',
    },
    async (req) => ok(req, await reports.agents(req.brand.id, req.query)),
  );

  // The exports answer text/csv, not the envelope, so they are registered by hand (as uploads are),
  // with the same access hooks route() gives every operator entry.
  const r = app.withTypeProvider<ZodTypeProvider>();
  const send = (reply: FastifyReply, file: CsvExport) =>
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${file.filename}"`)
      .header('cache-control', 'no-store')
      .send(file.stream);
  const schema = (summary: string) => ({
    tags: TAGS,
    summary,
    description: 'The report query without paging: every row, streamed; a header row of column ids, CRLF lines.',
    security: SECURITY,
    response: { 200: ROUTES.opsPnlCsv.response, '4xx': errorEnvelope, '5xx': errorEnvelope },
  });
  r.get(
    ROUTES.opsPnlCsv.path,
    {
      ...accessHooks(app, ROUTES.opsPnlCsv, guard.operator),
      schema: { ...schema('P&L report as CSV'), querystring: ROUTES.opsPnlCsv.query },
    },
    async (req, reply) => send(reply, await reports.exportCsv(req.brand.id, 'pnl', req.query)),
  );
  r.get(
    ROUTES.opsPlayersCsv.path,
    {
      ...accessHooks(app, ROUTES.opsPlayersCsv, guard.operator),
      schema: { ...schema('Player report as CSV'), querystring: ROUTES.opsPlayersCsv.query },
    },
    async (req, reply) => send(reply, await reports.exportCsv(req.brand.id, 'players', req.query)),
  );
  r.get(
    ROUTES.opsAgentsCsv.path,
    {
      ...accessHooks(app, ROUTES.opsAgentsCsv, guard.operator),
      schema: { ...schema('Agent report as CSV'), querystring: ROUTES.opsAgentsCsv.query },
    },
    async (req, reply) => send(reply, await reports.exportCsv(req.brand.id, 'agents', req.query)),
  );
}
