import { AppError } from '../../platform/http/app-error';
import type { AgentsStore } from './agents.store';

/** Agents: for now the invitation codes registration checks; the agent center grows here. */
export function agentsService(deps: { store: AgentsStore }) {
  /** The agent behind an invitation code, whatever case it was typed in; the invitation-code error otherwise. */
  async function agentOfAffiliateCode(brandId: number, code: string): Promise<number> {
    const agentId = await deps.store.agentOfCode(brandId, code.trim().toUpperCase());
    if (!agentId) {
      throw new AppError(
        'AFFILIATE_INVALID',
        {},
        { fields: [{ field: 'affiliateCode', rule: 'affiliate', message: '' }] },
      );
    }
    return agentId;
  }
  return { agentOfAffiliateCode };
}
export type AgentsService = ReturnType<typeof agentsService>;
