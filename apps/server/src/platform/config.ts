import { z } from 'zod';

/**
 * Configuration from the environment. Every variable is documented in `.env.example`; defaults
 * make `npm start` work on a fresh machine with nothing configured.
 */
/**
 * The app secret outside production when APP_SECRET is unset: public, so the key sealing operators'
 * TOTP secrets (derived from the app secret) survives restarts of a development server. Production
 * refuses to start without APP_SECRET.
 */
export const DEV_APP_SECRET = 'dev-only-app-secret-not-for-production';

/** The sandbox gateway's public default secret: fine for the demo, refused in production. */
export const SANDBOX_DEFAULT_SECRET = 'sandbox-dev-secret-change-me';

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('.data'),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1).max(65535).default(54329),
  DB_POOL_MAX: z.coerce.number().int().min(1).default(20),
  // Provider wallet statements in the database at once (providers.lanes.ts); unset: the cores, at least 2.
  WALLET_LANES: z.coerce.number().int().min(1).max(64).optional(),
  // Unset: seeded in development and test, never in production (SEED_DEMO=1 asks for it there).
  SEED_DEMO: z.enum(['0', '1']).optional(),
  /** Production with SEED_DEMO=1: the seeded operators' password (the demo's public one is refused). */
  SEED_OPERATOR_PASSWORD: z.string().min(12).optional(),
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
  // public origin for every URL the server hands out (gateway return and callback URLs, mailed
  // links). Unset (development only): this process's own listener, never a request's Host header.
  SANDBOX_GATEWAY_SECRET: z.string().min(16).default(SANDBOX_DEFAULT_SECRET),
  PUBLIC_URL: z.string().url().optional(),
  /** Games: origins of outside vendors' game windows, space-separated (CSP frame-src; the demo studio is this origin). */
  FRAME_SOURCES: z.string().default(''),
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

/** Whether the demo brand is seeded at start: by default outside production, in production only when asked. */
export const seedsDemo = (config: Config) =>
  (config.SEED_DEMO ?? (config.NODE_ENV === 'production' ? '0' : '1')) === '1';

/**
 * What production mode refuses to start with: a secret left at its public default or unset (a
 * per-process random one breaks a second node and every restart), and no PUBLIC_URL (the origin of
 * every URL the server hands out). Empty outside production, where the defaults make `npm start` work.
 */
export function productionProblems(config: Config): string[] {
  if (config.NODE_ENV !== 'production') return [];
  const problems: string[] = [];
  if (!config.APP_SECRET) problems.push('APP_SECRET is not set (captcha answers and SMS codes need a fixed secret)');
  if (!config.SEALED_KEY_PEM)
    problems.push('SEALED_KEY_PEM is not set (the RSA key that opens encrypted request bodies)');
  if (config.SANDBOX_GATEWAY_SECRET === SANDBOX_DEFAULT_SECRET)
    problems.push('SANDBOX_GATEWAY_SECRET is the public default (anyone could sign a paid deposit webhook)');
  if (!config.PUBLIC_URL)
    problems.push('PUBLIC_URL is not set (the site origin for gateway return and webhook URLs and mailed links)');
  if (seedsDemo(config) && !config.SEED_OPERATOR_PASSWORD)
    problems.push('SEED_DEMO=1 needs SEED_OPERATOR_PASSWORD (the demo operator password is public)');
  if (config.ANTI_BOT_POW !== '1') problems.push('ANTI_BOT_POW is off (registration and login would take scripts)');
  if (config.RATE_LIMITS !== '1') problems.push('RATE_LIMITS is off (public calls would have no per-IP limit)');
  return problems;
}

/** One message naming every problem, for the process to print before it exits. */
export const problemsMessage = (problems: string[]) =>
  `Refusing to start in production:\n${problems.map((p) => `  - ${p}`).join('\n')}\nSee "Production checklist" in README.md.`;
