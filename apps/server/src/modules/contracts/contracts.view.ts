import type { Contract, ContractKind, ContractPeriod, ContractRequest } from '@platform/contracts';
import { formatBasisPoints } from '@platform/contracts';
import type { ContractRow, RequestRow } from './contracts.store';
import { tiersOut } from './tiers';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function contractOut(r: ContractRow): Contract {
  return {
    id: r.id,
    kind: r.kind as ContractKind,
    period: r.period as ContractPeriod,
    uplineId: r.uplineId,
    uplineAccount: r.uplineAccount,
    downlineId: r.downlineId,
    downlineAccount: r.downlineAccount,
    tiers: tiersOut(r.tiers),
    maxRate: formatBasisPoints(r.maxRateBp),
    status: r.status as Contract['status'],
    endReason: r.endReason as Contract['endReason'],
    createdAt: r.createdAt.toISOString(),
    acceptedAt: iso(r.acceptedAt),
    endedAt: iso(r.endedAt),
  };
}

export function requestOut(r: RequestRow): ContractRequest {
  return {
    id: r.id,
    kind: r.kind as ContractKind,
    type: r.type as ContractRequest['type'],
    status: r.status as ContractRequest['status'],
    uplineId: r.uplineId,
    uplineAccount: r.uplineAccount,
    downlineId: r.downlineId,
    downlineAccount: r.downlineAccount,
    period: r.period as ContractPeriod,
    tiers: tiersOut(r.tiers),
    maxRate: formatBasisPoints(r.maxRateBp),
    contractId: r.contractId,
    createdAt: r.createdAt.toISOString(),
    decidedAt: iso(r.decidedAt),
  };
}

/** A cap as the API shows it: -1 (may offer nothing) reads as 0.00. */
export const capOut = (capBp: number) => formatBasisPoints(Math.max(0, capBp));
