import { randomBytes } from 'node:crypto';
import type { TransferType } from '@platform/contracts';
import { IDEMPOTENCY_HEADER, TRIAL_TYPE } from '@platform/contracts';
import type { AccountRef } from '../src/modules/ledger/ledger.service';
import { ledgerService } from '../src/modules/ledger/ledger.service';
import { ledgerStore } from '../src/modules/ledger/ledger.store';
import { members } from '../src/modules/members/members.tables';
import { sessionsService } from '../src/modules/sessions/sessions.service';
import { sessionsStore } from '../src/modules/sessions/sessions.store';
import { turnoverService } from '../src/modules/turnover/turnover.service';
import { turnoverStore } from '../src/modules/turnover/turnover.store';
import { accountsKit } from './accounts-kit';

/**
 * What the wallet and record API tests share: the app with a movable clock, members with a live
 * session (token) made directly, money given through the ledger service, and short request helpers.
 */
export async function walletKit() {
  const k = await accountsKit();
  const ledger = ledgerService({ store: ledgerStore(k.db), db: k.db });
  const sessions = sessionsService({ store: sessionsStore(k.db), clock: k.now });
  const turnover = turnoverService({ store: turnoverStore(), clock: k.now });

  /** A member (trial with `trial`) and a session token for it. */
  const newMember = async (trial = false) => {
    const name = `w${randomBytes(5).toString('hex')}`;
    const [m] = await k.db
      .insert(members)
      .values({
        brandId: k.brandId,
        account: name,
        accountKey: name,
        passwordHash: 'x',
        language: 'en',
        ...(trial ? { type: TRIAL_TYPE, demoBalanceMinor: 200_000 } : {}),
      })
      .returning({ id: members.id });
    const id = m?.id as number;
    return { id, token: await login(id) };
  };
  /** A new session for a member at the kit's current clock. */
  const login = (memberId: number) => sessions.open(memberId, k.brandId, '127.0.0.1');

  /** Moves money through the ledger service, as the capability owning `type` would. */
  const move = (type: TransferType, from: AccountRef, to: AccountRef, minor: bigint, memo?: Record<string, unknown>) =>
    ledger.transfer({
      brandId: k.brandId,
      source: 'test',
      key: `t-${randomBytes(8).toString('hex')}`,
      type,
      from,
      to,
      amountMinor: minor,
      memo,
    });
  const cash = (memberId: number): AccountRef => ({ kind: 'member_cash', memberId });
  const fund = (memberId: number, minor: bigint) => move('adjust', { kind: 'house_adjustment' }, cash(memberId), minor);
  const balances = (memberId: number) => ledger.memberBalances(k.brandId, memberId);

  const get = (url: string, token: string, query: Record<string, string> = {}) =>
    k.app.inject({ url, query, headers: { ...k.en, token } });
  const post = (url: string, token: string, payload: unknown, key: string | null = randomBytes(8).toString('hex')) =>
    k.app.inject({
      method: 'POST',
      url,
      payload: payload as Record<string, unknown>,
      headers: { ...k.en, token, ...(key ? { [IDEMPOTENCY_HEADER]: key } : {}) },
    });

  return { ...k, ledger, turnover, newMember, login, move, cash, fund, balances, get, post };
}
