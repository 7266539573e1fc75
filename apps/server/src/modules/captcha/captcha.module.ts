import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/client';
import type { Background } from '../../platform/jobs/background';
import { captchaRoutes } from './captcha.routes';
import { captchaServiceOn } from './captcha.service';

/** Captchas: the service (login, SMS and registration check answers with it), its route and its purge job. */
export function captchaModule(
  app: FastifyInstance,
  deps: { db: Db; clock: () => Date; secret: string; background: Background },
) {
  const captcha = captchaServiceOn(deps.db, deps.clock, deps.secret);
  captchaRoutes(app, { captcha });
  deps.background.job({ name: 'captcha-purge', cron: '23 * * * *', run: captcha.purgeExpired });
  return { captcha };
}
