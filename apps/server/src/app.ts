import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { agentTransfersModule } from './modules/agent-transfers/agent-transfers.module';
import { agentsRoutes } from './modules/agents/agents.routes';
import { agentsService } from './modules/agents/agents.service';
import { agentsStore } from './modules/agents/agents.store';
import { antiBotRoutes, installAntiBotCheck } from './modules/anti-bot/anti-bot.routes';
import { antiBotServiceOn, POW_DEFAULTS, type PowOptions } from './modules/anti-bot/anti-bot.service';
import { auditRoutes } from './modules/audit/audit.routes';
import { auditService } from './modules/audit/audit.service';
import { auditStore } from './modules/audit/audit.store';
import { betEventsOn } from './modules/bet-events/bet-events.module';
import type { BetEventsService } from './modules/bet-events/bet-events.service';
import { betsRoutes } from './modules/bets/bets.routes';
import { betsService } from './modules/bets/bets.service';
import { betsStore } from './modules/bets/bets.store';
import { captchaRoutes } from './modules/captcha/captcha.routes';
import { captchaServiceOn } from './modules/captcha/captcha.service';
import { contentRoutes } from './modules/content/content.routes';
import { contentService } from './modules/content/content.service';
import { contentStore } from './modules/content/content.store';
import { contractsModule } from './modules/contracts/contracts.module';
import { depositsOperatorRoutes } from './modules/deposits/deposits.operator.routes';
import { depositsRoutes } from './modules/deposits/deposits.routes';
import { depositsService } from './modules/deposits/deposits.service';
import { depositSettlement } from './modules/deposits/deposits.settle';
import { depositsStore } from './modules/deposits/deposits.store';
import { catalogueCache } from './modules/games/catalogue.cache';
import { gamesRoutes } from './modules/games/games.routes';
import { gamesService } from './modules/games/games.service';
import { gamesStore } from './modules/games/games.store';
import { launchService } from './modules/games/launch.service';
import { lobbyRoutes } from './modules/games/lobby.routes';
import { lobbyService } from './modules/games/lobby.service';
import { lobbyStore } from './modules/games/lobby.store';
import { healthRoutes } from './modules/health/health.routes';
import { ledgerService } from './modules/ledger/ledger.service';
import { ledgerStore } from './modules/ledger/ledger.store';
import { ledgerReadsService } from './modules/ledger/ledger-reads.service';
import { ledgerReadsStore } from './modules/ledger/ledger-reads.store';
import { loginRoutes } from './modules/members/login.routes';
import { loginService } from './modules/members/login.service';
import { membersRoutes } from './modules/members/members.routes';
import { membersService } from './modules/members/members.service';
import { membersStore } from './modules/members/members.store';
import { passwordRoutes } from './modules/members/password.routes';
import { passwordService } from './modules/members/password.service';
import { securityStore } from './modules/members/security.store';
import { sessionStarter } from './modules/members/session-start';
import { smsRoutes } from './modules/members/sms.routes';
import { outboxProvider, type Provider } from './modules/notify/notify.providers';
import { notifyService } from './modules/notify/notify.service';
import { notifyStore } from './modules/notify/notify.store';
import { adjustRoutes } from './modules/operators/adjust.routes';
import { adjustService } from './modules/operators/adjust.service';
import { operatorsRoutes } from './modules/operators/operators.routes';
import { operatorsService } from './modules/operators/operators.service';
import { operatorsStore } from './modules/operators/operators.store';
import { paymentGateways } from './modules/payments/payments.gateway';
import { sandboxAdapter } from './modules/payments/sandbox.adapter';
import { providersRoutes } from './modules/providers/providers.routes';
import { providersService } from './modules/providers/providers.service';
import { providersStore } from './modules/providers/providers.store';
import { rgModule } from './modules/responsible-gaming/rg.module';
import { sessionsService } from './modules/sessions/sessions.service';
import { sessionsStore } from './modules/sessions/sessions.store';
import { systemRoutes } from './modules/system/system.routes';
import { systemService } from './modules/system/system.service';
import { systemStore } from './modules/system/system.store';
import { teamModule } from './modules/team/team.module';
import { teamStatsService } from './modules/team-stats/team-stats.service';
import { teamStatsStore } from './modules/team-stats/team-stats.store';
import { turnoverService } from './modules/turnover/turnover.service';
import { turnoverStore } from './modules/turnover/turnover.store';
import { uploadsRoutes } from './modules/uploads/uploads.routes';
import { uploadsService } from './modules/uploads/uploads.service';
import { uploadsStore } from './modules/uploads/uploads.store';
import { verificationService } from './modules/verification/verification.service';
import { verificationStore } from './modules/verification/verification.store';
import { recordsRoutes } from './modules/wallet/records.routes';
import { recordsService } from './modules/wallet/records.service';
import { walletRoutes } from './modules/wallet/wallet.routes';
import { walletService } from './modules/wallet/wallet.service';
import { walletStore } from './modules/wallet/wallet.store';
import { withdrawalsModule } from './modules/withdrawals/withdrawals.module';
import { createSealedBox } from './platform/crypto/sealed-box';
import type { Db } from './platform/db/client';
import { guards } from './platform/http/auth-guard';
import { installCompression } from './platform/http/compression';
import { installRequestContext } from './platform/http/context';
import { installErrorHandler } from './platform/http/error-handler';
import { installFormBodies } from './platform/http/form-bodies';
import { installOpenApi } from './platform/http/openapi';
import { installRateLimits, type RateLimitOptions } from './platform/http/rate-limits';
import { installSealedBodies } from './platform/http/sealed-bodies';
import { installSecurityHeaders } from './platform/http/security-headers';
import { siteOrigin } from './platform/http/site-origin';
import { installWebApp } from './platform/http/web-static';
import { SANDBOX_DEV_SECRET, sandboxGateway } from './sandbox/sandbox.gateway';
import { sandboxRoutes } from './sandbox/sandbox.routes';
import { sandboxStore } from './sandbox/sandbox.store';
import { installStudio } from './studio/studio.plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Routes behind the `agent` guard (method + url), collected as they register. */
    agentRoutes: { method: string; url: string }[];
    /** The bet-event consumers: tests drain them; main.ts runs their worker loop on its own instance. */
    betEvents: BetEventsService;
  }
}

export type AppDeps = {
  db: Db;
  clock?: () => Date;
  secret: string;
  defaultMerchant: string;
  logLevel?: string;
  trustProxy?: boolean;
  webDist?: string;
  allowStatusSimulation?: boolean;
  /** PEM of the RSA key that opens sealed bodies; unset = a fresh key per process. */
  sealedKeyPem?: string;
  /** Where SMS and email go; the outbox (stored only) unless configured. */
  providers?: { sms: Provider; email: Provider };
  /** Money (deposits: DEP): the sandbox gateway's webhook secret. PUBLIC_URL: the origin of every URL handed out. */
  sandboxSecret?: string;
  publicUrl?: string;
  /** Games: where the demo studio calls the provider wallet API (default: this process's listener). */
  studioPlatformUrl?: string;
  /**
   * Anti-bot: the proof-of-work and the per-IP route limits, both off unless given (tests of other
   * modules call those routes freely); main.ts turns them on from the environment. The brand's
   * registrations-per-IP cap always applies.
   */
  antiBot?: { pow?: Partial<PowOptions>; rateLimits?: RateLimitOptions | false };
  /** Origins of outside vendors' game windows the site may frame (CSP frame-src). */
  frameSources?: string[];
};

/** Builds the whole HTTP application: plugins, then each module's routes with its service. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const clock = deps.clock ?? (() => new Date());
  let closing = false;
  const app = Fastify({
    logger: {
      level: deps.logLevel ?? 'info',
      redact: ['req.headers.token', 'req.headers.authorization', 'req.headers.cookie'],
    },
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    trustProxy: deps.trustProxy ?? false,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    bodyLimit: 8 * 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id);
    // While shutting down, answers end their keep-alive connection so close() is not held open.
    if (closing) reply.header('connection', 'close');
  });
  app.addHook('preClose', async () => {
    closing = true;
  });

  // Every URL handed out starts here (PUBLIC_URL, else this listener); never from a Host header.
  const origin = siteOrigin(app, deps.publicUrl);
  const system = systemService({ store: systemStore(deps.db), clock, defaultMerchant: deps.defaultMerchant });
  installErrorHandler(app);
  await installSecurityHeaders(app, {
    webDist: deps.webDist,
    publicUrl: deps.publicUrl,
    frameSources: deps.frameSources,
  });
  await installCompression(app);
  installRequestContext(app, system.resolveBrand);
  // Before any route: the limits attach to routes as they are declared.
  if (deps.antiBot?.rateLimits) await installRateLimits(app, deps.antiBot.rateLimits);
  await installOpenApi(app, { https: deps.publicUrl?.startsWith('https:') ?? false });
  installFormBodies(app);
  installSealedBodies(app, createSealedBox({ privateKeyPem: deps.sealedKeyPem }));

  systemRoutes(app, { system, allowSimulation: deps.allowStatusSimulation ?? false });
  const captcha = captchaServiceOn(deps.db, clock, deps.secret);
  const pow = { ...POW_DEFAULTS, enabled: false, ...deps.antiBot?.pow };
  const antiBot = antiBotServiceOn(deps.db, clock, deps.secret, pow);
  installAntiBotCheck(app, antiBot);
  const sessions = sessionsService({ store: sessionsStore(deps.db), clock });
  // Money (operators: OPS): operator sessions back the `operator` guard.
  const operators = operatorsService({ store: operatorsStore(deps.db), clock });
  const guard = guards(sessions.resolve, operators.resolve);
  // Every route behind the `agent` guard, so the access-control table test can prove it covers them all.
  const agentRoutes: { method: string; url: string }[] = [];
  app.decorate('agentRoutes', agentRoutes);
  app.addHook('onRoute', (r) => {
    if ([r.preHandler].flat().includes(guard.agent))
      for (const method of [r.method].flat()) if (method !== 'HEAD') agentRoutes.push({ method, url: r.url });
  });
  const audit = auditService({ store: auditStore(), db: deps.db });
  const uploads = uploadsService({ store: uploadsStore(), db: deps.db });
  const turnover = turnoverService({ store: turnoverStore(), clock });
  // Bet events (provider_transactions) feed turnover and member_day_stats; main.ts runs the worker
  // loop, tests call app.betEvents.drain(); money decisions catch up first.
  const betEvents = betEventsOn(deps.db, turnover);
  app.decorate('betEvents', betEvents);
  const dayStatsCatchUp = () => betEvents.drain('member_day_stats');
  const providers = deps.providers ?? { sms: outboxProvider, email: outboxProvider };
  const notify = notifyService({ store: notifyStore(deps.db), ...providers });
  const verification = verificationService({
    store: verificationStore(deps.db),
    notify,
    system,
    captcha,
    clock,
    secret: deps.secret,
  });
  const agents = agentsService({ store: agentsStore(deps.db) });
  const ledger = ledgerService({ store: ledgerStore(deps.db), db: deps.db });
  const store = membersStore(deps.db);
  const security = securityStore(deps.db);
  // Responsible gaming: its gates refuse a blocked member at login, deposit and launch, and a deposit over a limit.
  const depositsDb = depositsStore(deps.db);
  const bets = betsService({ store: betsStore(deps.db), clock });
  const responsible = rgModule({
    db: deps.db,
    clock,
    sessions,
    members: { byId: store.byId },
    audit,
    depositedSince: depositsDb.depositedSince,
    roundsSince: bets.roundsSince,
    settings: system.settings,
  });
  const rg = responsible.rg;
  const startSession = sessionStarter({ members: store, security, sessions, clock, admit: rg.assertOpen });
  const members = membersService({ store, system, captcha, verification, agents, startSession, clock });
  const login = loginService({
    store,
    security,
    system,
    captcha,
    antiBot,
    verification,
    notify,
    startSession,
    clock,
    secret: deps.secret,
  });
  const passwords = passwordService({ store, security, system, verification, notify, sessions, startSession, clock });
  app.decorateRequest('memberId', null);
  app.decorateRequest('memberType', null);
  app.decorateRequest('operatorId', 0);
  app.decorateRequest('operatorRole', null);
  operatorsRoutes(app, { operators, guard });
  auditRoutes(app, { audit, guard });
  uploadsRoutes(app, { uploads, guard });
  adjustRoutes(app, { adjust: adjustService({ db: deps.db, ledger, audit, turnover, members, system }), guard });
  // Money (deposits: DEP): the sandbox provider (reached by the platform only through its adapter,
  // and reaching the platform only through signed webhooks), then deposits for members and operators.
  const sandboxSecret = deps.sandboxSecret ?? SANDBOX_DEV_SECRET;
  const sandbox = sandboxGateway({ store: sandboxStore(deps.db), secret: sandboxSecret, clock, log: app.log });
  sandboxRoutes(app, { sandbox });
  const gateways = paymentGateways([
    sandboxAdapter({ gateway: sandbox, secret: sandboxSecret, clock, merchant: deps.defaultMerchant }),
  ]);
  const depositDeps = { db: deps.db, store: depositsDb, ledger, audit, uploads, turnover, gateways, clock, rg };
  const depositRoutesDeps = {
    deposits: depositsService({ ...depositDeps, settings: system.settings }),
    settlement: depositSettlement({ ...depositDeps, settings: system.settings }),
    guard,
    siteOrigin: origin,
  };
  depositsRoutes(app, depositRoutesDeps);
  depositsOperatorRoutes(app, depositRoutesDeps);
  captchaRoutes(app, { captcha });
  antiBotRoutes(app, { antiBot });
  membersRoutes(app, { members, system, guard, antiBot });
  loginRoutes(app, { login, sessions, guard });
  passwordRoutes(app, { passwords, guard, siteOrigin: origin });
  smsRoutes(app, { verification, members, system, guard });
  agentsRoutes(app, { agents });
  const teamStats = teamStatsService({ store: teamStatsStore(deps.db), clock });
  teamModule(app, { db: deps.db, agents, members, guard, clock, rollup: teamStats.largeTeam });
  contentRoutes(app, { content: contentService({ store: contentStore(deps.db), clock }) });
  const games = gamesService({ store: gamesStore(deps.db) });
  gamesRoutes(app, { games });
  // Money (wallet, records: WAL): balances, vendor wallets and transfers, records read from the ledger.
  const wallet = walletService({ db: deps.db, store: walletStore(), ledger, games, members, turnover });
  walletRoutes(app, { wallet, system, guard });
  const reads = ledgerReadsService({ store: ledgerReadsStore(), db: deps.db });
  recordsRoutes(app, { records: recordsService({ reads, clock }), system, guard });
  // Games (catalogue, lobby, favourites, launch): the lobby reads an in-memory copy of the catalogue.
  const lobbyDb = lobbyStore(deps.db);
  const lobby = lobbyService({ store: lobbyDb, cache: catalogueCache(lobbyDb, () => clock().getTime()), clock });
  // Games (provider wallet API): seamless vendors debit and credit member cash through signed calls;
  // a bet must name a game the vendor offers in the catalogue.
  const gameProviders = providersService({
    db: deps.db,
    store: providersStore(deps.db),
    ledger,
    clock,
    knownGame: async (brandId, vendor, gameCode) =>
      (await lobby.catalogue(brandId)).byCode.has(`${vendor}:${gameCode}`),
  });
  providersRoutes(app, { providers: gameProviders });
  const launch = launchService({
    lobby,
    store: lobbyDb,
    issueToken: gameProviders.issueLaunchToken,
    clock,
    admit: rg.assertOpen,
  });
  lobbyRoutes(app, { lobby, launch, guard });
  // Games (betting record): rounds of the provider wallet API, by category and vendor, with P&L.
  betsRoutes(app, { bets, system, guard });
  // Responsible gaming: the member's limits, time-out, self-exclusion and reality check; operators' reads and blocks.
  responsible.routes(app, guard);
  // Games (demo studio): an outside game provider in this process; it talks to us only over HTTP.
  await installStudio(app, { db: deps.db, clock, platformUrl: deps.studioPlatformUrl });
  // Money (withdrawals: WD): payout accounts, payment password, withdrawals and their receipts.
  const withdrawals = withdrawalsModule(app, {
    db: deps.db,
    ledger,
    audit,
    turnover,
    uploads,
    settings: system.settings,
    members,
    verification,
    guard,
    clock,
  });
  // Agents (transfers, affiliate applications): the payment password is checked by the withdrawals module's service.
  const transferDeps = { db: deps.db, ledger, agents, members, audit, settings: system.settings, guard, clock };
  agentTransfersModule(app, { ...transferDeps, passwords: withdrawals.passwords });
  // Agents (contracts): offers, answers, settlement records, my income; the schedule runs from main.ts.
  contractsModule(app, { db: deps.db, ledger, agents, audit, system, guard, clock, catchUp: dayStatsCatchUp });
  healthRoutes(app, {
    ping: async () => {
      await deps.db.$client.query('select 1');
    },
    closing: () => closing,
  });

  if (deps.webDist) await installWebApp(app, deps.webDist);
  else await installWebApp(app, '/nonexistent');
  return app;
}
