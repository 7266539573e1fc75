import type { ContractPeriod, OperatorSettleResult, operatorSettleBody } from '@platform/contracts';
import type { z } from 'zod';
import type { Db } from '../../platform/db/client';
import type { BrandRef } from '../../platform/http/context';
import type { AuditService } from '../audit/audit.service';
import type { SystemService } from '../system/system.service';
import { SALARY_PERIOD } from './periods';
import type { SettlementService } from './settlement.service';

/**
 * An operator's "settle now": the last closed period of a kind (or the closed period containing
 * `at`) for the operator's brand, then an audit entry with what it did. Settling is idempotent,
 * so calling it for a period the job already settled changes nothing.
 */
export function operatorSettleOf(deps: {
  db: Db;
  settlement: SettlementService;
  audit: Pick<AuditService, 'record'>;
  settings: SystemService['settings'];
}) {
  return async (req: {
    brand: BrandRef;
    operatorId: number;
    body: z.infer<typeof operatorSettleBody>;
    ip: string;
  }): Promise<OperatorSettleResult> => {
    const { kind } = req.body;
    const period: ContractPeriod = kind === 'dividend' ? (req.body.period ?? 'daily') : SALARY_PERIOD[kind];
    const brand = await deps.settings(req.brand);
    const p = await deps.settlement.periodFor(brand.timezone, period, req.body.at ? new Date(req.body.at) : undefined);
    const result = await deps.settlement.settlePeriod(req.brand.id, kind, p);
    await deps.audit.record(deps.db, {
      brandId: req.brand.id,
      operatorId: req.operatorId,
      action: 'contracts.settle',
      targetType: 'contracts',
      targetId: `${kind}:${result.periodStart}`,
      detail: { ...result },
      ip: req.ip,
    });
    return result;
  };
}
export type OperatorSettle = ReturnType<typeof operatorSettleOf>;
