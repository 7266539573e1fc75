import { AGENT_TRANSFER_API as P } from '@platform/contracts';
import type { FastifyInstance } from 'fastify';
import { sealFor } from '../seal';
import type { AccessRow } from './access.kit';

const seals = new WeakMap<FastifyInstance, ReturnType<typeof sealFor>>();
const sealOf = (app: FastifyInstance) => {
  const s = seals.get(app) ?? sealFor(app);
  seals.set(app, s);
  return s;
};

/**
 * Agent transfers: the downline transfer names its receiver in the (sealed) body; it serves the
 * caller's child and grandchild, and refuses self, sibling, parent and another brand's agent.
 * The fixture's agents are funded and have payment password 246810.
 */
export const transfersRows: AccessRow[] = [
  {
    method: 'POST',
    route: P.downline,
    mode: 'write',
    idIn: 'body',
    allowed: ['child', 'grandchild'],
    request: async (ctx, target) => ({
      url: P.downline,
      payload: await sealOf(ctx.app)({ memberId: target.id, amount: '1.00', paymentPassword: '246810' }),
    }),
  },
];
