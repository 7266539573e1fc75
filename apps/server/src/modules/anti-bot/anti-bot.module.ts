import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/client';
import type { Background } from '../../platform/jobs/background';
import { antiBotRoutes, installAntiBotCheck } from './anti-bot.routes';
import { antiBotServiceOn, POW_DEFAULTS, type PowOptions } from './anti-bot.service';

/**
 * The anti-bot challenge: the check on routes marked `config.antiBot`, the challenge route, and the
 * hourly purge of spent solutions and past registration hours.
 */
export function antiBotModule(
  app: FastifyInstance,
  deps: { db: Db; clock: () => Date; secret: string; pow?: Partial<PowOptions>; background: Background },
) {
  // Off unless given: tests of other modules call the marked routes freely; main.ts turns it on.
  const pow = { ...POW_DEFAULTS, enabled: false, ...deps.pow };
  const antiBot = antiBotServiceOn(deps.db, deps.clock, deps.secret, pow);
  installAntiBotCheck(app, antiBot);
  antiBotRoutes(app, { antiBot });
  deps.background.job({ name: 'anti-bot-purge', cron: '29 * * * *', run: antiBot.purgeExpired });
  return { antiBot };
}
