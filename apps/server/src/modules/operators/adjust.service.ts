import { type AdjustBody, type AdjustResult, formatMinor, TRIAL_TYPE } from '@platform/contracts';
import type { Db } from '../../platform/db/client';
import { inTransaction } from '../../platform/db/tx';
import { AppError } from '../../platform/http/app-error';
import type { BrandRef } from '../../platform/http/context';
import type { AuditService } from '../audit/audit.service';
import type { AccountRef, LedgerService } from '../ledger/ledger.service';
import type { MembersService } from '../members/members.service';
import type { SystemService } from '../system/system.service';
import type { TurnoverService } from '../turnover/turnover.service';

type Adjustment = Omit<AdjustBody, 'amount'> & { amount: bigint };
type Movement = { from: AccountRef; to: AccountRef; type: 'adjust' | 'bonus' };

/** Which accounts an adjustment moves money between: the house side is adjustment for cash, promotion for bonus. */
function movementOf(a: Adjustment, memberId: number): Movement {
  const house: AccountRef = { kind: a.wallet === 'cash' ? 'house_adjustment' : 'house_promotion' };
  const wallet: AccountRef = { kind: a.wallet === 'cash' ? 'member_cash' : 'member_bonus', memberId };
  if (a.direction === 'debit') return { from: wallet, to: house, type: 'adjust' };
  return { from: house, to: wallet, type: a.wallet === 'bonus' ? 'bonus' : 'adjust' };
}

/**
 * An operator's balance adjustment: one ledger transfer keyed by the call's Idempotency-Key (source
 * 'operator'), the turnover a credit brings, and the audit entry, all in one transaction. A replay
 * of the key moves nothing and writes nothing; the same key with another amount or member is 409.
 */
export function adjustService(deps: {
  db: Db;
  ledger: LedgerService;
  audit: AuditService;
  turnover: TurnoverService;
  members: Pick<MembersService, 'byId'>;
  system: Pick<SystemService, 'settings'>;
}) {
  async function adjust(req: {
    brand: BrandRef;
    operatorId: number;
    memberId: number;
    key: string;
    body: Adjustment;
    ip: string;
  }): Promise<AdjustResult> {
    const { brand, memberId, body } = req;
    const member = await deps.members.byId(memberId);
    // Another brand's member is as unknown here as a member who does not exist.
    if (!member || member.brandId !== brand.id) throw new AppError('NOT_FOUND');
    // Trial credit is demo money outside the ledger; real money never goes to a trial account.
    if (member.type === TRIAL_TYPE) throw new AppError('FORBIDDEN');
    const settings = await deps.system.settings(brand);
    const move = movementOf(body, memberId);
    const bonusBp = body.turnoverBp ?? (body.wallet === 'bonus' ? settings.bonusTurnoverBp : 0);

    return inTransaction(deps.db, async (tx) => {
      const t = await deps.ledger.transfer(
        {
          brandId: brand.id,
          source: 'operator',
          key: req.key,
          ...move,
          amountMinor: body.amount,
          memo: { reason: body.reason, operatorId: req.operatorId },
        },
        tx,
      );
      if (!t.replayed) {
        const turnoverMinor =
          body.direction === 'credit'
            ? await deps.turnover.require(tx, {
                brandId: brand.id,
                memberId,
                source: body.wallet === 'bonus' ? 'bonus' : 'adjust',
                sourceId: `transfer:${t.transferId}`,
                amountMinor: body.amount,
                multiplierBp: bonusBp,
              })
            : 0n;
        await deps.audit.record(tx, {
          brandId: brand.id,
          operatorId: req.operatorId,
          action: 'member.adjust',
          targetType: 'member',
          targetId: String(memberId),
          detail: {
            direction: body.direction,
            wallet: body.wallet,
            amount: formatMinor(body.amount),
            reason: body.reason,
            transferId: t.transferId,
            turnoverRequired: formatMinor(turnoverMinor),
            idempotencyKey: req.key,
          },
          ip: req.ip,
        });
      }
      const b = await deps.ledger.memberBalances(brand.id, memberId, tx);
      return {
        transferId: t.transferId,
        replayed: t.replayed,
        balances: { cash: formatMinor(b.cash), locked: formatMinor(b.locked), bonus: formatMinor(b.bonus) },
      };
    });
  }

  return { adjust };
}
export type AdjustService = ReturnType<typeof adjustService>;
