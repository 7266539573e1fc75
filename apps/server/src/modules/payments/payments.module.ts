import type { SandboxGateway } from '../../sandbox/sandbox.gateway';
import { paymentGateways } from './payments.gateway';
import { sandboxAdapter } from './sandbox.adapter';

/** The payment adapters deposits choose from (no routes: each gateway's webhook is a deposits route). */
export function paymentsModule(deps: {
  sandbox: Pick<SandboxGateway, 'createPayment'>;
  sandboxSecret: string;
  clock: () => Date;
  merchant: string;
}) {
  const gateways = paymentGateways([
    sandboxAdapter({ gateway: deps.sandbox, secret: deps.sandboxSecret, clock: deps.clock, merchant: deps.merchant }),
  ]);
  return { gateways };
}
