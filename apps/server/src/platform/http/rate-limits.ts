import rateLimit from '@fastify/rate-limit';
import { API, SUPPORT_CHAT_API } from '@platform/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error';
import { RateWindowStore } from './rate-window-store';

export type RateRule = { max: number; windowMs: number };

/**
 * Requests per IP and route on the public calls a bot would hammer. Generous for a person (a
 * family behind one NAT included), tight enough that a script must spread over many addresses.
 * The provider wallet API (/provider/v1) and static files are never limited.
 */
export const RATE_LIMIT_DEFAULTS: Record<string, RateRule> = {
  [`GET ${API.captcha}`]: { max: 30, windowMs: 60_000 },
  [`GET ${API.antiBotChallenge}`]: { max: 60, windowMs: 60_000 },
  [`POST ${API.login}`]: { max: 20, windowMs: 60_000 },
  [`POST ${API.loginVerify}`]: { max: 20, windowMs: 60_000 },
  [`POST ${API.loginFreePlay}`]: { max: 10, windowMs: 60_000 },
  [`POST ${API.operatorLogin}`]: { max: 20, windowMs: 60_000 },
  [`POST ${API.operatorTotp}`]: { max: 20, windowMs: 60_000 },
  [`PUT ${API.register}`]: { max: 10, windowMs: 60_000 },
  [`PUT ${API.registerMobile}`]: { max: 10, windowMs: 60_000 },
  [`POST ${API.smsNoLogin}`]: { max: 10, windowMs: 60_000 },
  [`POST ${API.smsRegister}`]: { max: 10, windowMs: 60_000 },
  [`POST ${API.forgotByEmail}`]: { max: 10, windowMs: 60_000 },
  [`POST ${API.resetByLink}`]: { max: 10, windowMs: 60_000 },
  [`POST ${API.resetByPhone}`]: { max: 10, windowMs: 60_000 },
  [`GET ${API.affiliateCheck}`]: { max: 30, windowMs: 60_000 },
  // Live support chat: guests need no account, so launch (a new guest each) and writes are held per IP;
  // history is polled every 3 s while a window is open.
  [`POST ${SUPPORT_CHAT_API.launch}`]: { max: 10, windowMs: 60_000 },
  [`POST ${SUPPORT_CHAT_API.messages}`]: { max: 30, windowMs: 60_000 },
  [`GET ${SUPPORT_CHAT_API.messages}`]: { max: 120, windowMs: 60_000 },
  [`POST ${SUPPORT_CHAT_API.typing}`]: { max: 60, windowMs: 60_000 },
  [`POST ${SUPPORT_CHAT_API.read}`]: { max: 60, windowMs: 60_000 },
};

export type RateLimitOptions = {
  /** Multiplies every `max` (RATE_LIMIT_FACTOR): e2e runs many browsers from one address. */
  factor?: number;
  /** Replaces rules by "METHOD path" (tests prove the 429 with a tight rule). */
  rules?: Record<string, RateRule>;
};

/**
 * Installs @fastify/rate-limit for the routes in the table, keyed by client IP (req.ip: the proxy's
 * X-Forwarded-For only under TRUST_PROXY) with one counter per route. Must run before the routes
 * register: the rule is attached to each route as it is declared. Over the limit the answer is the
 * envelope's RATE_LIMITED in the request's language, with Retry-After in seconds.
 */
export async function installRateLimits(app: FastifyInstance, options: RateLimitOptions) {
  const rules = { ...RATE_LIMIT_DEFAULTS, ...options.rules };
  const factor = options.factor ?? 1;
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      const rule = rules[`${method} ${route.url}`];
      if (!rule) continue;
      route.config = {
        ...route.config,
        rateLimit: { max: Math.max(1, Math.floor(rule.max * factor)), timeWindow: rule.windowMs },
      };
    }
  });
  await app.register(rateLimit, {
    global: false,
    // Each caller reads its own count (LocalStore's shared object refused bursts whole).
    store: RateWindowStore,
    keyGenerator: (req) => req.ip,
    addHeadersOnExceeding: { 'x-ratelimit-limit': true, 'x-ratelimit-remaining': true, 'x-ratelimit-reset': true },
    addHeaders: {
      'x-ratelimit-limit': true,
      'x-ratelimit-remaining': true,
      'x-ratelimit-reset': true,
      'retry-after': true,
    },
    errorResponseBuilder: (_req, ctx) =>
      new AppError('RATE_LIMITED', { seconds: Math.max(1, Math.ceil(ctx.ttl / 1000)) }),
  });
}
