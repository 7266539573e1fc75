import { randomBytes } from 'node:crypto';
import { formatMinor } from '@platform/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { SandboxPayment, SandboxStore } from './sandbox.store';
import { signedWebhook } from './sandbox.webhook';

/** The webhook secret when none is configured (SANDBOX_GATEWAY_SECRET); fine for a demo, not for production. */
export const SANDBOX_DEV_SECRET = 'sandbox-dev-secret-change-me';

export type SandboxCreate = {
  merchant: string;
  merchantName: string;
  orderId: string;
  amountMinor: bigint;
  currency: string;
  returnUrl: string;
  callbackUrl: string;
};

/**
 * The sandbox payment provider: a stand-in for an outside gateway, shipped so the whole deposit
 * flow runs on one machine. Merchants create payments through `createPayment` (its "API"); the
 * customer completes or fails one on the hosted page; the outcome reaches the merchant only as a
 * signed webhook over real HTTP, exactly as a remote provider's would.
 */
export function sandboxGateway(deps: {
  store: SandboxStore;
  secret: string;
  clock: () => Date;
  log?: FastifyBaseLogger;
  /** Webhook timeout; a provider does not wait forever on a merchant. */
  timeoutMs?: number;
}) {
  async function notify(p: SandboxPayment): Promise<number> {
    const { body, headers } = signedWebhook(
      deps.secret,
      {
        ref: p.ref,
        orderId: p.orderId,
        status: p.status === 'paid' ? 'paid' : 'failed',
        amount: formatMinor(p.amountMinor),
        currency: p.currency,
        time: (p.completedAt ?? deps.clock()).toISOString(),
      },
      deps.clock(),
    );
    let status = 0;
    try {
      const res = await fetch(p.callbackUrl, {
        method: 'POST',
        headers,
        body,
        signal: AbortSignal.timeout(deps.timeoutMs ?? 10_000),
      });
      status = res.status;
      await res.arrayBuffer();
    } catch (err) {
      deps.log?.warn({ err, ref: p.ref }, 'sandbox webhook not delivered');
    }
    await deps.store.notified(p.ref, status, deps.clock());
    return status;
  }

  return {
    /** Creates a payment (or returns the one already made for this merchant order). */
    async createPayment(input: SandboxCreate): Promise<{ ref: string; payUrlPath: string }> {
      for (const url of [input.returnUrl, input.callbackUrl])
        if (!/^https?:$/.test(new URL(url).protocol)) throw new Error(`sandbox: not an http(s) URL: ${url}`);
      const p = await deps.store.create({ ...input, ref: `SBX${randomBytes(12).toString('hex').toUpperCase()}` });
      return { ref: p.ref, payUrlPath: `/sandbox/pay/${p.ref}` };
    },

    payment: (ref: string) => deps.store.byRef(ref),

    /**
     * The customer pressed Pay or Fail. The first outcome is final; pressing again re-sends the
     * same notification (as providers re-notify), which the merchant must treat as a replay.
     * Answers the payment and the HTTP status the merchant gave the webhook.
     */
    async complete(ref: string, outcome: 'paid' | 'failed') {
      const p = await deps.store.complete(ref, outcome, deps.clock());
      if (!p) return undefined;
      return { payment: p, delivered: await notify(p) };
    },
  };
}
export type SandboxGateway = ReturnType<typeof sandboxGateway>;
