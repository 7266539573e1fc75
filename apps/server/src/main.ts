import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { providersFrom } from './modules/notify/notify.providers';
import { DEV_APP_SECRET, loadConfig, problemsMessage, productionProblems, seedsDemo } from './platform/config';
import { openDatabase } from './platform/db/database';
import { type RunningBackground, startBackground } from './platform/jobs/start';
import { seedDemo } from './seed/demo';
import { seedDemoHistory } from './seed/demo-history';
import { demoLeftovers, demoSeedProblems } from './seed/demo-leftovers';
import { secretsFromEnv } from './studio/studio.wallet';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../..');

/** Process entry: configuration, database (embedded unless DATABASE_URL), seed, listen. */
async function main() {
  const envFile = path.join(repoRoot, '.env');
  if (existsSync(envFile)) process.loadEnvFile(envFile);
  const config = loadConfig();
  // Production refuses public defaults before anything starts, naming every problem at once.
  const vendorSecrets = secretsFromEnv(process.env.STUDIO_SECRETS);
  const problems = [
    ...productionProblems(config),
    ...(config.NODE_ENV === 'production' && seedsDemo(config) ? demoSeedProblems(vendorSecrets) : []),
  ];
  if (problems.length > 0) throw new StartupRefused(problemsMessage(problems));
  const log = (m: string) => console.log(`[platform] ${m}`);
  const dataDir = path.resolve(repoRoot, config.DATA_DIR);
  const database = await openDatabase({ ...config, DATA_DIR: dataDir }, log);
  log(database.embedded ? `embedded PostgreSQL under ${path.relative(repoRoot, dataDir)}/pg` : 'external PostgreSQL');
  if (seedsDemo(config)) {
    const seeded = await seedDemo(database.db, {
      operatorPassword: config.SEED_OPERATOR_PASSWORD,
      vendorSecrets,
    });
    // A fresh demo opens with a few players' past rounds, so the winners board is not empty.
    if (seeded.created) await seedDemoHistory(database.db, seeded.brandId);
  }
  if (config.NODE_ENV === 'production') {
    const leftovers = await demoLeftovers(database.db);
    if (leftovers.length > 0) {
      await database.close();
      throw new StartupRefused(problemsMessage(leftovers));
    }
  }

  const app = await buildApp({
    db: database.db,
    // Unset only outside production (productionProblems): a fixed development secret, so sealed
    // operator TOTP secrets still open after a restart.
    secret: config.APP_SECRET ?? DEV_APP_SECRET,
    sealedKeyPem: config.SEALED_KEY_PEM?.replaceAll('\\n', '\n'),
    providers: providersFrom(config),
    defaultMerchant: config.DEFAULT_MERCHANT,
    logLevel: config.LOG_LEVEL,
    trustProxy: config.TRUST_PROXY === '1',
    webDist: path.resolve(repoRoot, config.WEB_DIST ?? 'apps/web/dist'),
    allowStatusSimulation: config.ALLOW_STATUS_SIMULATION === '1',
    sandboxSecret: config.SANDBOX_GATEWAY_SECRET,
    publicUrl: config.PUBLIC_URL,
    studioPlatformUrl: config.STUDIO_PLATFORM_URL,
    walletLanes: config.WALLET_LANES,
    antiBot: {
      pow: { enabled: config.ANTI_BOT_POW === '1' },
      rateLimits: config.RATE_LIMITS === '1' && { factor: config.RATE_LIMIT_FACTOR },
    },
    frameSources: config.FRAME_SOURCES.split(/\s+/).filter(Boolean),
  });

  let background: RunningBackground | undefined;
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => process.exit(1), config.SHUTDOWN_GRACE_MS).unref();
    try {
      await app.close();
      await background?.stop();
      await database.close();
      clearTimeout(force);
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ host: config.HOST, port: config.PORT });
  // Everything the modules declared to run on their own (pg-boss jobs on this database, schema
  // pgboss, and the bet-event loop), started here only, after listening: the studio's settlement
  // job calls this listener. Never in tests.
  background = await startBackground(app.background, { db: database.db, connectionString: database.url, log: app.log });
  log(`site and API at http://localhost:${config.PORT} (API reference at /docs)`);
}

/** A refusal the operator fixes in the environment: printed as its message alone, without a stack. */
class StartupRefused extends Error {}

main().catch((err) => {
  console.error(err instanceof StartupRefused ? err.message : err);
  process.exit(1);
});
