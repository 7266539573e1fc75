import type { IncomingHttpHeaders } from 'node:http';

export type CreatePayment = {
  depositId: number;
  amountMinor: bigint;
  currency: string;
  /** Where the provider sends the browser back (the member center's deposit tab). */
  returnUrl: string;
  /** Where the provider posts its signed webhook. */
  callbackUrl: string;
  /** Shown on the provider's page when it supports it. */
  merchantName?: string;
  lang?: string;
};

export type CallbackResult = { gatewayRef: string; status: 'paid' | 'failed'; amountMinor: bigint };

/**
 * What the deposits module needs from a payment provider. Each provider gets an adapter; the
 * deposits module knows only this interface and the adapter's code (deposit_channels.gateway).
 */
export interface PaymentGateway {
  readonly code: string;
  createPayment(input: CreatePayment): Promise<{ gatewayRef: string; redirectUrl: string }>;
  /**
   * Reads a webhook. Throws AppError GATEWAY_SIGNATURE when the signature is wrong or missing or
   * the timestamp is stale; only a verified body is ever parsed.
   */
  verifyCallback(rawBody: Buffer, headers: IncomingHttpHeaders): CallbackResult;
}

/** The adapters of this deployment by code. */
export function paymentGateways(list: PaymentGateway[]) {
  const byCode = new Map(list.map((g) => [g.code, g]));
  return { get: (code: string) => byCode.get(code) };
}
export type PaymentGateways = ReturnType<typeof paymentGateways>;
