import {
  MAX_PAYOUT_ACCOUNTS,
  maskAccountNumber,
  PAYOUT_PROVIDERS,
  type PayoutAccount,
  type PayoutProvider,
  sameHolderName,
} from '@platform/contracts';
import type { Db } from '../../platform/db/client';
import { inTransaction } from '../../platform/db/tx';
import { AppError } from '../../platform/http/app-error';
import type { PayoutAccountRow, PayoutAccountsStore } from './payout-accounts.store';
import type { Clock, Members } from './withdrawals.ports';

export const accountOut = (a: PayoutAccountRow): PayoutAccount => ({
  id: a.id,
  kind: a.kind,
  provider: a.provider,
  accountNumber: maskAccountNumber(a.accountNumber),
  holderName: a.holderName,
  createdAt: a.createdAt.toISOString(),
});

type Body = { provider: PayoutProvider; accountNumber: string; holderName: string };

/**
 * Payout accounts: where a member's withdrawals are paid. The holder must be the member's real name
 * (members.payee_name); a member who never gave one sets it with the first account they bind, and
 * from then on every account must carry that same name.
 */
export function payoutAccountsService(deps: { db: Db; store: PayoutAccountsStore; members: Members; clock: Clock }) {
  const { store } = deps;

  const list = async (brandId: number, memberId: number) => ({
    list: (await store.list(brandId, memberId)).map(accountOut),
    max: MAX_PAYOUT_ACCOUNTS,
  });

  async function add(brandId: number, memberId: number, body: Body): Promise<PayoutAccount> {
    const row = await inTransaction(deps.db, async (tx) => {
      await store.lockMember(tx, memberId);
      if ((await store.countLive(tx, brandId, memberId)) >= MAX_PAYOUT_ACCOUNTS) {
        throw new AppError('PAYOUT_ACCOUNT_LIMIT', { max: MAX_PAYOUT_ACCOUNTS });
      }
      let realName = await deps.members.realName(tx, memberId);
      // The profile form sets the name without this lock: a claim that finds it set meanwhile
      // compares with that name instead of binding an account under another one.
      if (!realName && !(await deps.members.claimRealName(tx, memberId, body.holderName))) {
        realName = await deps.members.realName(tx, memberId);
      }
      if (realName && !sameHolderName(realName, body.holderName)) {
        throw new AppError(
          'PAYEE_NAME_MISMATCH',
          {},
          { fields: [{ field: 'holderName', rule: 'match', message: '' }] },
        );
      }
      const created = await store.insert(tx, {
        brandId,
        memberId,
        kind: PAYOUT_PROVIDERS[body.provider].kind,
        provider: body.provider,
        accountNumber: body.accountNumber,
        // The real name as first given, so every account reads the same whatever case was typed.
        holderName: realName ?? body.holderName,
        createdAt: deps.clock(),
      });
      if (!created) throw new AppError('PAYOUT_ACCOUNT_EXISTS');
      return created;
    });
    return accountOut(row);
  }

  async function remove(brandId: number, memberId: number, id: number): Promise<null> {
    if (!(await store.remove(brandId, memberId, id, deps.clock()))) throw new AppError('NOT_FOUND');
    return null;
  }

  return { list, add, remove };
}
export type PayoutAccountsService = ReturnType<typeof payoutAccountsService>;
