import { createHmac } from 'node:crypto';

/**
 * The sandbox provider's published webhook format, as a merchant's integration guide would give it:
 * a JSON body, `x-sandbox-timestamp` (unix seconds) and `x-sandbox-signature`, the hex
 * HMAC-SHA256 of `<timestamp>.<raw body>` under the secret shared with the merchant. Signing the
 * timestamp with the body lets a receiver refuse old captures replayed later.
 */
export const SANDBOX_HEADERS = { timestamp: 'x-sandbox-timestamp', signature: 'x-sandbox-signature' } as const;

export type SandboxWebhook = {
  /** The provider's payment reference. */
  ref: string;
  /** The merchant's order id (our deposit id), echoed back. */
  orderId: string;
  status: 'paid' | 'failed';
  /** Decimal string with 2 decimals, as the payment was created. */
  amount: string;
  currency: string;
  time: string;
};

export const sandboxSignature = (secret: string, timestamp: string, rawBody: Buffer | string) =>
  createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest('hex');

/** The body and headers of one signed notification. */
export function signedWebhook(secret: string, payload: SandboxWebhook, now: Date) {
  const body = JSON.stringify(payload);
  const timestamp = String(Math.floor(now.getTime() / 1000));
  return {
    body,
    headers: {
      'content-type': 'application/json',
      [SANDBOX_HEADERS.timestamp]: timestamp,
      [SANDBOX_HEADERS.signature]: sandboxSignature(secret, timestamp, body),
    },
  };
}
