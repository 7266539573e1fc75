import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { captchaRoutes } from './modules/captcha/captcha.routes';
import { captchaServiceOn } from './modules/captcha/captcha.service';
import { contentRoutes } from './modules/content/content.routes';
import { contentService } from './modules/content/content.service';
import { contentStore } from './modules/content/content.store';
import { gamesRoutes } from './modules/games/games.routes';
import { gamesService } from './modules/games/games.service';
import { gamesStore } from './modules/games/games.store';
import { healthRoutes } from './modules/health/health.routes';
import { membersRoutes } from './modules/members/members.routes';
import { membersService } from './modules/members/members.service';
import { membersStore } from './modules/members/members.store';
import { sessionsService } from './modules/sessions/sessions.service';
import { sessionsStore } from './modules/sessions/sessions.store';
import { systemRoutes } from './modules/system/system.routes';
import { systemService } from './modules/system/system.service';
import { systemStore } from './modules/system/system.store';
import type { Db } from './platform/db/client';
import { memberGuard } from './platform/http/auth-guard';
import { installRequestContext } from './platform/http/context';
import { installErrorHandler } from './platform/http/error-handler';
import { installOpenApi } from './platform/http/openapi';
import { installWebApp } from './platform/http/web-static';

export type AppDeps = {
  db: Db;
  clock?: () => Date;
  secret: string;
  defaultMerchant: string;
  logLevel?: string;
  trustProxy?: boolean;
  webDist?: string;
  allowStatusSimulation?: boolean;
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

  const system = systemService({ store: systemStore(deps.db), clock, defaultMerchant: deps.defaultMerchant });
  installErrorHandler(app);
  installRequestContext(app, system.resolveBrand);
  await installOpenApi(app);

  systemRoutes(app, { system, allowSimulation: deps.allowStatusSimulation ?? false });
  const captcha = captchaServiceOn(deps.db, clock, deps.secret);
  const sessions = sessionsService({ store: sessionsStore(deps.db), clock });
  const members = membersService({ store: membersStore(deps.db), system, captcha, sessions, clock });
  app.decorateRequest('memberId', null);
  captchaRoutes(app, { captcha });
  membersRoutes(app, { members, sessions, system, member: memberGuard(sessions.resolve) });
  contentRoutes(app, { content: contentService({ store: contentStore(deps.db), clock }) });
  gamesRoutes(app, { games: gamesService({ store: gamesStore(deps.db) }) });
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
