import { roleCan } from '@platform/contracts';
import type { FastifyInstance } from 'fastify';
import { agentTransfersModule } from './modules/agent-transfers/agent-transfers.module';
import { agentsModule } from './modules/agents/agents.module';
import { antiBotModule } from './modules/anti-bot/anti-bot.module';
import type { PowOptions } from './modules/anti-bot/anti-bot.service';
import { articlesModule } from './modules/articles/articles.module';
import { auditModule } from './modules/audit/audit.module';
import { betEventsModule } from './modules/bet-events/bet-events.module';
import type { BetEventsService } from './modules/bet-events/bet-events.service';
import { betsModule } from './modules/bets/bets.module';
import { captchaModule } from './modules/captcha/captcha.module';
import { contentModule } from './modules/content/content.module';
import { contractsModule } from './modules/contracts/contracts.module';
import { depositsModule } from './modules/deposits/deposits.module';
import { feedbackModule } from './modules/feedback/feedback.module';
import { gamesModule } from './modules/games/games.module';
import { healthModule } from './modules/health/health.module';
import { ledgerModule } from './modules/ledger/ledger.module';
import { membersModule } from './modules/members/members.module';
import { messagesModule } from './modules/messages/messages.module';
import type { OnDelivered } from './modules/messages/messages.service';
import { notifyModule } from './modules/notify/notify.module';
import type { Provider } from './modules/notify/notify.providers';
import { operatorsModule } from './modules/operators/operators.module';
import { opsConfigModule } from './modules/ops-config/ops-config.module';
import { opsMembersModule } from './modules/ops-members/ops-members.module';
import { opsReportsModule } from './modules/ops-reports/ops-reports.module';
import { paymentsModule } from './modules/payments/payments.module';
import type { WalletStats } from './modules/providers/providers.lanes';
import { providersModule } from './modules/providers/providers.module';
import { realtimeModule } from './modules/realtime/realtime.module';
import { rgModule } from './modules/responsible-gaming/rg.module';
import { sessionsModule } from './modules/sessions/sessions.module';
import { supportChatModule } from './modules/support-chat/support-chat.module';
import type { ChatPush, ToFeedback } from './modules/support-chat/support-chat.service';
import { systemModule } from './modules/system/system.module';
import { teamModule } from './modules/team/team.module';
import { teamStatsModule } from './modules/team-stats/team-stats.module';
import { turnoverModule } from './modules/turnover/turnover.module';
import { uploadsModule } from './modules/uploads/uploads.module';
import { verificationModule } from './modules/verification/verification.module';
import { walletModule } from './modules/wallet/wallet.module';
import { withdrawalsModule } from './modules/withdrawals/withdrawals.module';
import type { Db } from './platform/db/client';
import { collectAgentRoutes, guards } from './platform/http/auth-guard';
import { installRequestContext } from './platform/http/context';
import { installOperatorAccess } from './platform/http/operator-access';
import type { RateLimitOptions } from './platform/http/rate-limits';
import { createHttpServer } from './platform/http/server';
import { siteOrigin } from './platform/http/site-origin';
import { installWebApp } from './platform/http/web-static';
import { type Background, backgroundWork } from './platform/jobs/background';
import { SANDBOX_DEV_SECRET } from './sandbox/sandbox.gateway';
import { installSandbox } from './sandbox/sandbox.plugin';
import { installStudio } from './studio/studio.plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** The provider wallet lanes' counters (providers.lanes.ts); the bench and tests read them. */
    walletStats: () => WalletStats;
    /** The bet-event consumers: tests drain them; their worker loop is declared in `background`. */
    betEvents: BetEventsService;
    /** Every periodic job and worker loop the modules declared; main.ts starts them (platform/jobs/start.ts). */
    background: Background;
    /** Real-time events: publish, the ledger tail's step and the watch job's run (tests call them). */
    realtime: Awaited<ReturnType<typeof realtimeModule>>;
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
  /** Provider wallet: statements in the database at once (providers.lanes.ts; default the cores, at least 2). */
  walletLanes?: number;
  /**
   * Anti-bot: the proof-of-work and the per-IP route limits, both off unless given (tests of other
   * modules call those routes freely); main.ts turns them on from the environment. The brand's
   * registrations-per-IP cap always applies.
   */
  antiBot?: { pow?: Partial<PowOptions>; rateLimits?: RateLimitOptions | false };
  /** Told after an operator's message send commits (the socket pushes the new unread count). */
  onMessagesDelivered?: OnDelivered;
  /** Origins of outside vendors' game windows the site may frame (CSP frame-src). */
  frameSources?: string[];
  /** Live support chat's outlets: delivery after commit (realtime socket) and offline messages to feedback. */
  supportChat?: { push?: ChatPush; toFeedback?: ToFeedback };
};

/**
 * Builds the whole HTTP application: plugins, then one `<x>Module` call per capability, each
 * building its own stores and services, registering its routes, declaring its background work and
 * returning the services later modules use. Nothing here starts a timer: main.ts starts
 * `app.background` (pg-boss jobs and the bet-event loop) after listening.
 */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const clock = deps.clock ?? (() => new Date());
  const { app, closing } = await createHttpServer({
    logLevel: deps.logLevel,
    trustProxy: deps.trustProxy,
    webDist: deps.webDist,
    publicUrl: deps.publicUrl,
    frameSources: deps.frameSources,
    rateLimits: deps.antiBot?.rateLimits,
    sealedKeyPem: deps.sealedKeyPem,
  });
  // Every URL handed out starts here (PUBLIC_URL, else this listener); never from a Host header.
  const origin = siteOrigin(app, deps.publicUrl);
  const { db } = deps;
  const background = backgroundWork();
  app.decorate('background', background);

  const allowSimulation = deps.allowStatusSimulation ?? false;
  const { system, help } = systemModule(app, { db, clock, defaultMerchant: deps.defaultMerchant, allowSimulation });
  installRequestContext(app, system.resolveBrand);
  const { captcha } = captchaModule(app, { db, clock, secret: deps.secret, background });
  const { antiBot } = antiBotModule(app, { db, clock, secret: deps.secret, pow: deps.antiBot?.pow, background });
  const { sessions } = sessionsModule({ db, clock });
  // Real-time events (GET /wps/ws): kicks when sessions end, balances from the ledger tail.
  // A token that is no member session may be a live-chat guest's or an operator's (the chat console):
  // resolved through those modules, wired below.
  const resolveOther = async (token: string, brandId: number) => {
    const guest = await chat.resolveGuest(token, brandId);
    if (guest) return { chatGuest: guest.guestId };
    // The console's chat events go to operators whose role has the live chat (permission 'support').
    const op = await operators.resolve(token, brandId);
    return op && roleCan(op.role, 'support') ? { operator: true as const } : null;
  };
  app.decorate('realtime', await realtimeModule(app, { db, clock, sessions, background, resolveOther }));
  // The guard resolves operator tokens through the operators module, wired below with the routes it guards.
  const guard = guards(sessions.resolve, (token, brandId) => operators.resolve(token, brandId));
  // Every route entry naming an operator permission gets this guard and the role check (route.ts).
  installOperatorAccess(app, guard.operator);
  // Every route behind the `agent` guard, so the access-control table test can prove it covers them all.
  collectAgentRoutes(app, guard.agent);
  const { audit } = auditModule(app, { db, guard });
  const { uploads } = uploadsModule(app, { db, guard });
  const { turnover } = turnoverModule({ clock });
  // Bet events (provider_transactions) feed turnover and member_day_stats; money decisions catch up first.
  const { betEvents } = betEventsModule(app, { db, turnover, background });
  const dayStatsCatchUp = () => betEvents.drain('member_day_stats');
  const { notify } = notifyModule({ db, providers: deps.providers });
  const { verification } = verificationModule({ db, notify, system, captcha, clock, secret: deps.secret });
  const { agents } = agentsModule(app, { db });
  const { ledger, reads } = ledgerModule({ db });
  const { bets } = betsModule(app, { db, clock, system, guard });
  // Responsible gaming gates login, deposits and launch, so it comes first; the members and deposits
  // it reads are wired below it (each used only while answering a request).
  const { rg } = rgModule(app, {
    db,
    clock,
    sessions,
    members: { byId: (id) => members.byId(id), recheckPassword: (m, p, c) => recheckPassword(m, p, c) },
    audit,
    depositedSince: (exec, brandId, memberId, from) => deposits.depositedSince(exec, brandId, memberId, from),
    roundsSince: bets.roundsSince,
    settings: system.settings,
    guard,
    background,
  });
  const { members, recheckPassword } = membersModule(app, {
    db,
    system,
    captcha,
    antiBot,
    verification,
    notify,
    agents,
    sessions,
    admit: rg.assertOpen,
    admitSession: rg.admitSession,
    guard,
    siteOrigin: origin,
    clock,
    secret: deps.secret,
    unreadMessages: (memberId) => messages.unreadCount(memberId),
  });
  const { operators } = operatorsModule(app, {
    db,
    clock,
    ledger,
    audit,
    turnover,
    members,
    system,
    guard,
    secret: deps.secret,
  });
  // Back office: the Members section (search, member page, account actions; audited).
  opsMembersModule(app, { db, audit, ledger, reads, members, sessions, system, guard, clock });
  // Money (deposits: DEP): the sandbox provider (reached by the platform only through its adapter,
  // and reaching the platform only through signed webhooks), then deposits for members and operators.
  const sandboxSecret = deps.sandboxSecret ?? SANDBOX_DEV_SECRET;
  const { sandbox } = installSandbox(app, { db, secret: sandboxSecret, clock });
  const { gateways } = paymentsModule({ sandbox, sandboxSecret, clock, merchant: deps.defaultMerchant });
  const deposits = depositsModule(app, {
    db,
    ledger,
    audit,
    uploads,
    turnover,
    gateways,
    clock,
    rg,
    settings: system.settings,
    guard,
    siteOrigin: origin,
  });
  const { teamStats } = teamStatsModule({ db, clock, catchUp: dayStatsCatchUp, background });
  teamModule(app, { db, agents, members, guard, clock, rollup: teamStats.largeTeam });
  // Content: banners and announcements (players), the back office's content calls (audited).
  contentModule(app, { db, clock, guard, audit, uploads, help, realtime: app.realtime.realtime });
  // Content: beginner guide, blog and news (operators write them, audited).
  articlesModule(app, { db, audit, guard, clock });
  // Platform messages (the inbox; operators send) and feedback (members send with images and a captcha).
  // After a send commits, the members' sockets get their new unread count (and snapshots carry it).
  const { realtime } = app.realtime;
  const { messages } = messagesModule(app, {
    db,
    audit,
    guard,
    clock,
    onDelivered: (brandId, memberIds) => {
      realtime.messagesDelivered(brandId, memberIds);
      deps.onMessagesDelivered?.(brandId, memberIds);
    },
  });
  realtime.useUnreadCount(messages.unreadCounts);
  const { feedback } = feedbackModule(app, { db, uploads, captcha, audit, guard, clock });
  // Back office dashboard and reports (read only; the ledger reconcile runs every 15 minutes).
  opsReportsModule(app, { db, audit, guard, clock, background });
  // Live support chat: members and guests with the operators' console; every chat event rides the
  // socket of its audience (the member, the guest's chat token, the brand's console sockets). Offline
  // messages become feedback of type "customer service" (4).
  const { chat } = supportChatModule(app, {
    db,
    clock,
    uploads,
    guard,
    background,
    push: (audience, event) => {
      realtime
        .publish({ type: 'chat', event }, 'memberId' in audience ? audience.memberId : audience)
        .catch((err) => app.log.error({ err }, 'chat: push not published'));
    },
    toFeedback: async (brandId, who, text) => {
      await feedback.record(db, {
        brandId,
        memberId: who.kind === 'member' ? who.memberId : null,
        sender: who.name,
        type: 4,
        content: text,
      });
    },
    ...deps.supportChat,
  });
  // Games: the lobby reads an in-memory copy of the catalogue; launch tokens come from the provider
  // wallet API, which asks the catalogue back whether a bet names a game the vendor offers.
  const { games, knownGame, forgetCatalogue } = gamesModule(app, {
    db,
    clock,
    guard,
    issueToken: (...a) => providers.issueLaunchToken(...a),
    admit: rg.assertOpen,
  });
  const { providers } = providersModule(app, { db, ledger, clock, knownGame, lanes: deps.walletLanes });
  app.decorate('walletStats', providers.walletStats);
  // Back office Configuration: writes through the system and games services, audited; players are told at once.
  opsConfigModule(app, {
    db,
    audit,
    system,
    games,
    forgetCatalogue,
    publish: (event, brandId) => realtime.publish(event, { brand: brandId }),
    guard,
    clock,
  });
  // Money (wallet, records: WAL): balances, vendor wallets and transfers, records read from the ledger.
  walletModule(app, { db, ledger, reads, games, members, turnover, system, guard, clock });
  // Games (demo studio): an outside game provider in this process; it talks to us only over HTTP.
  await installStudio(app, { db, clock, platformUrl: deps.studioPlatformUrl, background });
  // Money (withdrawals: WD): payout accounts, payment password, withdrawals and their receipts.
  const withdrawals = withdrawalsModule(app, {
    db,
    ledger,
    audit,
    turnover,
    uploads,
    settings: system.settings,
    members,
    verification,
    guard,
    clock,
    background,
  });
  // Agents (transfers, affiliate applications): the payment password is checked by the withdrawals module's service.
  const transferDeps = { db, ledger, agents, members, audit, settings: system.settings, guard, clock };
  agentTransfersModule(app, { ...transferDeps, passwords: withdrawals.passwords });
  // Agents (contracts): offers, answers, settlement records, my income; settlement jobs.
  contractsModule(app, { db, ledger, agents, audit, system, guard, clock, catchUp: dayStatsCatchUp, background });
  healthModule(app, { db, closing });

  await installWebApp(app, deps.webDist ?? '/nonexistent', system.brandName);
  return app;
}
