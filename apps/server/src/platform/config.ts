import { z } from 'zod';

/**
 * Configuration from the environment. Every variable is documented in `.env.example`; defaults
 * make `npm start` work on a fresh machine with nothing configured.
 */
const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('.data'),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1).max(65535).default(54329),
  DB_POOL_MAX: z.coerce.number().int().min(1).default(20),
  SEED_DEMO: z.enum(['0', '1']).default('1'),
  DEFAULT_MERCHANT: z.string().default('RT'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  TRUST_PROXY: z.enum(['0', '1']).default('0'),
  ALLOW_STATUS_SIMULATION: z.enum(['0', '1']).default('0'),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(10_000),
  APP_SECRET: z.string().min(16).optional(),
  SEALED_KEY_PEM: z.string().optional(),
  SMS_PROVIDER: z.enum(['outbox', 'http']).default('outbox'),
  SMS_GATEWAY_URL: z.string().url().optional(),
  SMS_GATEWAY_TOKEN: z.string().optional(),
  MAIL_PROVIDER: z.enum(['outbox', 'smtp']).default('outbox'),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('no-reply@localhost'),
  // Money (deposits: DEP): webhook secret shared with the sandbox payment gateway, and the site's
  // public origin for gateway return and callback URLs (unset: each request's own origin).
  SANDBOX_GATEWAY_SECRET: z.string().min(16).default('sandbox-dev-secret-change-me'),
  PUBLIC_URL: z.string().url().optional(),
  /** Games: where the demo studio reaches the provider wallet API (default: this process's own port). */
  STUDIO_PLATFORM_URL: z.string().url().optional(),
  /** Anti-bot: the proof-of-work field on register, login after failures, SMS requests, free play, reset. */
  ANTI_BOT_POW: z.enum(['0', '1']).default('1'),
  /** Per-IP, per-route limits on public calls (platform/http/rate-limits.ts); the factor scales every max. */
  RATE_LIMITS: z.enum(['0', '1']).default('1'),
  RATE_LIMIT_FACTOR: z.coerce.number().positive().default(1),
});

export type Config = z.infer<typeof schema>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
