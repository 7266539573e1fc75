import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** The origin of every URL the server hands out (gateway return and webhook URLs, mailed links). */
export type SiteOrigin = () => string;

/**
 * PUBLIC_URL when configured; otherwise (development: production refuses to start without it) this
 * process's own listener, as `localhost` when bound to every interface. Never a request's Host
 * header: a client choosing it would choose where webhooks are posted and where members are sent.
 */
export function siteOrigin(app: FastifyInstance, publicUrl?: string): SiteOrigin {
  if (publicUrl) {
    const origin = new URL(publicUrl).origin;
    return () => origin;
  }
  return () => {
    const address = app.server.address() as AddressInfo | string | null;
    if (!address || typeof address === 'string') return 'http://localhost';
    const wildcard = address.address === '::' || address.address === '0.0.0.0';
    const host = wildcard ? 'localhost' : address.address.includes(':') ? `[${address.address}]` : address.address;
    return `http://${host}:${address.port}`;
  };
}
