import { timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { parseMinor } from '@platform/contracts';
import { z } from 'zod';
import { AppError } from '../../platform/http/app-error';
import type { SandboxGateway } from '../../sandbox/sandbox.gateway';
import { SANDBOX_HEADERS, sandboxSignature } from '../../sandbox/sandbox.webhook';
import type { CallbackResult, PaymentGateway } from './payments.gateway';

/** A webhook older (or further in the future) than this is refused: a captured one cannot be replayed later. */
export const WEBHOOK_MAX_AGE_MS = 5 * 60_000;

const webhookBody = z.object({
  ref: z.string().min(1).max(64),
  orderId: z.string().min(1).max(32),
  status: z.enum(['paid', 'failed']),
  amount: z.string(),
  currency: z.string(),
});

const header = (headers: IncomingHttpHeaders, name: string) => {
  const v = headers[name];
  return typeof v === 'string' ? v : '';
};

/**
 * The platform's side of the sandbox provider: creates payments through the provider's API (here an
 * in-process client, the way an SDK would be) and checks its webhooks exactly as for a remote one.
 */
export function sandboxAdapter(deps: {
  gateway: Pick<SandboxGateway, 'createPayment'>;
  secret: string;
  clock: () => Date;
  /** The merchant account at the provider. */
  merchant: string;
}): PaymentGateway {
  return {
    code: 'sandbox',

    async createPayment(input) {
      const p = await deps.gateway.createPayment({
        merchant: deps.merchant,
        merchantName: input.merchantName ?? deps.merchant,
        orderId: String(input.depositId),
        amountMinor: input.amountMinor,
        currency: input.currency,
        returnUrl: input.returnUrl,
        callbackUrl: input.callbackUrl,
      });
      // The provider runs in this process, so its page is on the origin its webhook is sent to.
      const origin = new URL(input.callbackUrl).origin;
      return { gatewayRef: p.ref, redirectUrl: `${origin}${p.payUrlPath}?lang=${input.lang === 'bn' ? 'bn' : 'en'}` };
    },

    verifyCallback(rawBody, headers): CallbackResult {
      const timestamp = header(headers, SANDBOX_HEADERS.timestamp);
      const given = header(headers, SANDBOX_HEADERS.signature);
      if (!/^\d{1,12}$/.test(timestamp) || !/^[0-9a-f]{64}$/i.test(given)) throw new AppError('GATEWAY_SIGNATURE');
      const expected = Buffer.from(sandboxSignature(deps.secret, timestamp, rawBody), 'hex');
      if (!timingSafeEqual(expected, Buffer.from(given, 'hex'))) throw new AppError('GATEWAY_SIGNATURE');
      // Checked after the signature, so an attacker cannot probe the clock window with unsigned calls.
      if (Math.abs(deps.clock().getTime() - Number(timestamp) * 1000) > WEBHOOK_MAX_AGE_MS)
        throw new AppError('GATEWAY_SIGNATURE', {}, { stale: true }, 'gatewayStale');
      let parsed: z.infer<typeof webhookBody>;
      try {
        parsed = webhookBody.parse(JSON.parse(rawBody.toString('utf8')));
      } catch {
        throw new AppError('BAD_REQUEST');
      }
      const amountMinor = parseMinor(parsed.amount);
      if (amountMinor === null) throw new AppError('BAD_REQUEST');
      return { gatewayRef: parsed.ref, status: parsed.status, amountMinor };
    },
  };
}
