import { AppError } from '../../platform/http/app-error';
import type { AgentsStore } from './agents.store';

/** Agents: invitation codes, and the downline check every agent call makes before it reads or writes. */
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

  /** The code's agent, kind and starting rebate; the invitation-code error for an unknown code. */
  async function invitationOf(brandId: number, code: string) {
    const inv = await deps.store.invitationOf(brandId, code.trim().toUpperCase());
    if (!inv) {
      throw new AppError(
        'AFFILIATE_INVALID',
        {},
        { fields: [{ field: 'affiliateCode', rule: 'affiliate', message: '' }] },
      );
    }
    return inv;
  }

  /**
   * The depth of `memberId` below the agent (1: a direct downline; 0: the agent itself, only when
   * `self` allows it; `direct` refuses anything deeper than 1). Any other member, of this brand or
   * another, is 403 NOT_IN_DOWNLINE: the answer never says whether the id exists elsewhere.
   */
  async function assertDownline(
    brandId: number,
    agentId: number,
    memberId: number,
    opts: { self?: boolean; direct?: boolean } = {},
  ): Promise<number> {
    // An id beyond the integer column's range names nobody (and must not reach SQL as an overflow).
    if (!Number.isSafeInteger(memberId) || memberId < 1 || memberId > 2_147_483_647)
      throw new AppError('NOT_IN_DOWNLINE');
    const depth = await deps.store.depthBelow(brandId, agentId, memberId);
    if (depth === undefined || (depth === 0 && !opts.self) || (opts.direct && depth > 1))
      throw new AppError('NOT_IN_DOWNLINE');
    return depth;
  }
  return {
    agentOfAffiliateCode,
    invitationOf,
    assertDownline,
    invitations: deps.store.invitations,
    addInvitation: deps.store.addInvitation,
    removeInvitation: deps.store.removeInvitation,
  };
}
export type AgentsService = ReturnType<typeof agentsService>;
