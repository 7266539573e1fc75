import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../platform/db/client';
import { servePageFonts } from '../platform/http/page-fonts';
import type { Background } from '../platform/jobs/background';
import { STUDIO_FONTS } from './studio.page.css';
import { studioRoutes } from './studio.routes';
import { studioService } from './studio.service';
import { studioStore } from './studio.store';
import { secretsFromEnv, walletClient } from './studio.wallet';

export type StudioDeps = {
  db: Db;
  clock: () => Date;
  /** Where the studio reaches the platform's provider wallet API; default: this process's own listener. */
  platformUrl?: string;
  /** Vendor -> signing secret overrides (default: STUDIO_SECRETS, else `dev-<VENDOR>-secret`). */
  secrets?: Record<string, string>;
  background: Background;
};

/** The platform's base URL: the configured one, else this server's own listener (known only after listen). */
export function platformBaseUrl(app: FastifyInstance, configured?: string): string {
  if (configured) return configured.replace(/\/$/, '');
  const address = app.server.address() as AddressInfo | string | null;
  if (!address || typeof address === 'string') throw new Error('studio: the server is not listening yet');
  const host = address.address === '::' || address.address === '0.0.0.0' ? '127.0.0.1' : address.address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
}

/**
 * The demo studio: a game provider shipped with the project. It is mounted under /studio in this
 * process but reaches the platform only over HTTP through the signed provider wallet API.
 */
export async function installStudio(app: FastifyInstance, deps: StudioDeps): Promise<void> {
  const wallet = walletClient({
    baseUrl: () => platformBaseUrl(app, deps.platformUrl),
    secrets: deps.secrets ?? secretsFromEnv(process.env.STUDIO_SECRETS),
  });
  const studio = studioService({ store: studioStore(deps.db), wallet, clock: deps.clock, log: app.log });
  studioRoutes(app, { studio });
  servePageFonts(app, STUDIO_FONTS);

  // Every round must end settled on the platform: wins (and lost bets' rollbacks) that could not be
  // delivered are re-sent with their same transaction ids by a job every minute.
  deps.background.job({ name: 'studio-settle', cron: '* * * * *', run: () => studio.settlePending() });
}
