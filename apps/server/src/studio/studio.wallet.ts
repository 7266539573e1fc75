import { createHmac } from 'node:crypto';
import { PROVIDER_API, PROVIDER_SIGNATURE_HEADER, PROVIDER_VENDOR_HEADER } from '@platform/contracts';

/**
 * The studio's client of the platform's provider wallet API, written as an outside vendor would
 * write it: JSON bodies signed with HMAC-SHA256 over the exact bytes sent, over real HTTP.
 */

export type WalletAnswer =
  /** The platform answered (2xx or a refusal): its envelope as sent. */
  | { kind: 'answer'; status: number; success: boolean; code: string; value: Record<string, unknown> | null }
  /** No usable answer: connection refused, timeout, or a 5xx. Retry with the same transaction id. */
  | { kind: 'unreachable'; error: string };

export type WalletClient = {
  call(vendor: string, path: string, body: Record<string, unknown>): Promise<WalletAnswer>;
};

/** The vendor's signing secret: an override from STUDIO_SECRETS, else the demo seed's `dev-<VENDOR>-secret`. */
export const secretFor = (secrets: Record<string, string>, vendor: string) => secrets[vendor] ?? `dev-${vendor}-secret`;

/** Reads STUDIO_SECRETS (a JSON object vendor -> secret); anything unreadable means no overrides. */
export function secretsFromEnv(raw: string | undefined): Record<string, string> {
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter((e): e is [string, string] => typeof e[1] === 'string'));
  } catch {
    return {};
  }
}

export function walletClient(deps: {
  /** Base URL of the platform, resolved at call time (the listener's port is known only after listen). */
  baseUrl: () => string;
  secrets: Record<string, string>;
  timeoutMs?: number;
}): WalletClient {
  return {
    async call(vendor, path, body) {
      const raw = JSON.stringify(body);
      const signature = createHmac('sha256', secretFor(deps.secrets, vendor)).update(raw).digest('hex');
      try {
        const res = await fetch(`${deps.baseUrl()}${path}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            [PROVIDER_VENDOR_HEADER]: vendor,
            [PROVIDER_SIGNATURE_HEADER]: signature,
          },
          body: raw,
          signal: AbortSignal.timeout(deps.timeoutMs ?? 10_000),
        });
        const text = await res.text();
        if (res.status >= 500) return { kind: 'unreachable', error: `HTTP ${res.status}` };
        const env = JSON.parse(text) as { success?: boolean; code?: string; value?: Record<string, unknown> | null };
        return {
          kind: 'answer',
          status: res.status,
          success: env.success === true,
          code: env.code ?? 'UNKNOWN',
          value: env.value ?? null,
        };
      } catch (err) {
        return { kind: 'unreachable', error: err instanceof Error ? err.message : String(err) };
      }
    },
  };
}

export { PROVIDER_API };
