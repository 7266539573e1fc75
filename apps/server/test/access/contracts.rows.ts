import {
  AGENT_CONTRACT_API,
  AGENT_TEAM_API,
  CONTRACT_KINDS,
  CONTRACT_PATHS,
  type ContractKind,
} from '@platform/contracts';
import { sql } from 'drizzle-orm';
import type { AccessCtx, AccessRow, Relation } from './access.kit';

const TIERS: Record<ContractKind, Record<string, unknown>[]> = {
  dividend: [{ periodBet: '0', periodLoss: '0', activeMembers: 0, rate: '1' }],
  dailySalary: [{ betAmount: '0', activeMembers: 0, winRate: '0.5', lossRate: '0.5' }],
  hourlySalary: [{ betAmount: '0', activeMembers: 0, winRate: '0.5', lossRate: '0.5' }],
  realTimeSalary: [{ betAmount: '0', activeMembers: 0, winRate: '0.5', lossRate: '0.5' }],
};

/**
 * The caller is a downline agent: it may offer only once it holds a contract of the kind with its
 * parent, so the allowed case writes one first (refused cases write nothing before the call).
 */
async function coverCaller(ctx: AccessCtx, kind: ContractKind, relation: Relation) {
  if (relation !== 'child') return;
  const { caller, members } = ctx;
  await ctx.db.execute(sql`
    insert into agent_contracts (brand_id, kind, period, upline_id, downline_id, tiers, max_rate_bp, status, accepted_at)
    select brand_id, ${kind}, 'daily', ${members.parent.id}, ${caller.id}, '[]', 100, 'accepted', now()
      from members where id = ${caller.id}`);
}

/**
 * Contracts: an offer names its downline in the body and serves only the caller's direct downline
 * agent (child); the contract lists filter by a direct downline (memberId query); the settlement
 * records' memberId may be any downline. The popup data and my income name nobody.
 */
export const contractsRows: AccessRow[] = [
  ...CONTRACT_KINDS.flatMap((kind): AccessRow[] => [
    {
      method: 'POST',
      route: CONTRACT_PATHS[kind],
      mode: 'write',
      idIn: 'body',
      allowed: ['child'],
      request: async (ctx, target, relation) => {
        await coverCaller(ctx, kind, relation);
        return { url: CONTRACT_PATHS[kind], payload: { action: 'offer', downlineId: target.id, tiers: TIERS[kind] } };
      },
    },
    {
      method: 'GET',
      route: CONTRACT_PATHS[kind],
      mode: 'read',
      idIn: 'query',
      allowed: ['child'],
      request: (_ctx, target) => ({ url: `${CONTRACT_PATHS[kind]}?role=upline&memberId=${target.id}` }),
    },
  ]),
  {
    method: 'GET',
    route: AGENT_CONTRACT_API.records,
    mode: 'read',
    idIn: 'query',
    allowed: ['child', 'grandchild'],
    request: (_ctx, target) => ({
      url: `${AGENT_CONTRACT_API.records}?kind=dailySalary&role=paid&memberId=${target.id}`,
    }),
  },
  {
    method: 'GET',
    route: AGENT_CONTRACT_API.consolidated,
    mode: 'read',
    idIn: 'none',
    allowed: [],
    request: () => ({ url: AGENT_CONTRACT_API.consolidated }),
  },
  {
    method: 'GET',
    route: AGENT_TEAM_API.income,
    mode: 'read',
    idIn: 'none',
    allowed: [],
    request: () => ({ url: `${AGENT_TEAM_API.income}?range=30d` }),
  },
];
