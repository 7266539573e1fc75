import { isIP } from 'node:net';
import {
  AGENT_TYPES,
  formatMinor,
  maskMobile,
  normalizeMobile,
  type OpsMember,
  type OpsMemberRow,
  type OpsMemberSearchKey,
  TRIAL_TYPE,
} from '@platform/contracts';
import { AppError, fieldError } from '../../platform/http/app-error';
import type { BrandRef } from '../../platform/http/context';
import type { LedgerService } from '../ledger/ledger.service';
import type { LedgerReadsService } from '../ledger/ledger-reads.service';
import type { SystemService } from '../system/system.service';
import type { OpsMembersStore, SearchFilter, SearchMatch } from './ops-members.store';

export const iso = (d: Date) => d.toISOString();
const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null);
const isAgent = (type: number) => (AGENT_TYPES as readonly number[]).includes(type);
const pageOf = <T>(list: T[], total: number, q: { pageNo: number; pageSize: number }) => ({
  list,
  total,
  pageNo: q.pageNo,
  pageSize: q.pageSize,
});
const offsetOf = (q: { pageNo: number; pageSize: number }) => (q.pageNo - 1) * q.pageSize;
// VIP ranks come with the member center; until then every member is on the first rank (as member info says).
const VIP = { level: 0, name: 'VIP0' };

type Page = { pageNo: number; pageSize: number };
export type SearchInput = Page & {
  q?: string;
  by: OpsMemberSearchKey;
  status?: 'active' | 'disabled';
  agent?: boolean;
  sort: SearchFilter['sort'];
  order: SearchFilter['order'];
};

export type MemberReadsDeps = {
  store: OpsMembersStore;
  ledger: Pick<LedgerService, 'memberBalances'>;
  reads: Pick<LedgerReadsService, 'memberAccounts' | 'movementsPage'>;
  system: Pick<SystemService, 'settings'>;
  clock: () => Date;
};

/**
 * The Members section's reads: the search and the member page's tabs. They join other modules'
 * tables through this module's store; a member of another brand is as unknown as a missing one.
 */
export function memberReads(deps: MemberReadsDeps) {
  const { store } = deps;

  /** Which keys the text can be, for `by` (any: all that apply); a key it cannot be names the field q. */
  async function matchesOf(brand: BrandRef, q: string, by: OpsMemberSearchKey): Promise<SearchMatch[]> {
    const out: SearchMatch[] = [];
    const want = (k: OpsMemberSearchKey) => by === 'any' || by === k;
    const digits = q.replace(/[\s\-().]/g, '');
    if (want('id') && /^\d{1,9}$/.test(q)) out.push({ key: 'id', id: Number(q) });
    if (want('ip') && isIP(q)) out.push({ key: 'ip', ip: q });
    if (want('mobile') && /^\+?\d{3,16}$/.test(digits)) {
      const b = await deps.system.settings(brand);
      const full = normalizeMobile(q, b.countryDialingCode, b.mobileDigits);
      const cc = b.countryDialingCode.replace(/^\+/, '');
      // A whole number in any form the brand reads is one exact lookup; a part is the start of one.
      if (full) out.push({ key: 'mobile', exact: full.e164 });
      else out.push({ key: 'mobile', prefix: digits.startsWith('+') ? digits : `+${cc}${digits.replace(/^0/, '')}` });
    }
    if (want('username') && !isIP(q)) out.push({ key: 'username', prefix: q });
    if (out.length === 0) throw fieldError('q', 'format');
    return out;
  }

  async function search(brand: BrandRef, input: SearchInput) {
    const q = input.q?.trim() ?? '';
    const matches = q ? await matchesOf(brand, q, input.by) : [];
    const { rows, total } = await store.search(
      {
        brandId: brand.id,
        matches,
        status: input.status,
        agent: input.agent,
        agentTypes: AGENT_TYPES,
        sort: input.sort,
        order: input.order,
      },
      input.pageSize,
      offsetOf(input),
    );
    const list: OpsMemberRow[] = rows.map((r) => ({
      id: r.id,
      account: r.account,
      mobile: r.mobileNum ? maskMobile(r.mobileNum) : null,
      type: r.type,
      isAgent: isAgent(r.type),
      status: r.status,
      vip: VIP.name,
      upline: r.upline,
      registerIp: r.registerIp,
      cash: formatMinor(r.cash ?? 0n),
      createdAt: iso(r.createdAt),
      lastLoginAt: isoOrNull(r.lastLoginAt),
    }));
    return pageOf(list, total, input);
  }

  /** The member of this brand, or 404 (another brand's member is as unknown as a missing one). */
  async function memberOf(brand: BrandRef, memberId: number) {
    const row = await store.member(brand.id, memberId);
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  async function one(brand: BrandRef, memberId: number): Promise<OpsMember> {
    const { m, upline } = await memberOf(brand, memberId);
    const [b, live] = await Promise.all([
      deps.ledger.memberBalances(brand.id, memberId),
      store.liveSessions(memberId, deps.clock()),
    ]);
    return {
      id: m.id,
      account: m.account,
      nickname: m.nickname,
      mobile: m.mobileNum,
      email: m.email,
      payeeName: m.payeeName,
      type: m.type,
      isAgent: isAgent(m.type),
      isTrial: m.type === TRIAL_TYPE,
      status: m.status,
      vip: VIP,
      language: m.language,
      upline: upline?.id ? { id: upline.id, account: upline.account } : null,
      affiliateCode: m.affiliateCode,
      referralCode: m.referralCode,
      registerIp: m.registerIp,
      profile: m.profile,
      createdAt: iso(m.createdAt),
      lastLoginAt: isoOrNull(m.lastLoginAt),
      passwordChangedAt: iso(m.passwordChangedAt),
      mustChangePassword: m.mustChangePassword,
      totpBound: m.totpSecret !== null,
      liveSessions: live,
      balances: {
        cash: formatMinor(b.cash),
        locked: formatMinor(b.locked),
        bonus: formatMinor(b.bonus),
        games: Object.entries(b.vendors)
          .sort(([a], [c]) => a.localeCompare(c))
          .map(([vendor, minor]) => ({ vendor, balance: formatMinor(minor) })),
      },
    };
  }

  async function ledgerPage(brand: BrandRef, memberId: number, q: Page) {
    await memberOf(brand, memberId);
    const accounts = await deps.reads.memberAccounts(brand.id, memberId);
    const byId = new Map(accounts.map((a) => [a.id, a]));
    const { rows, total } = await deps.reads.movementsPage(
      { accountIds: accounts.map((a) => a.id), from: new Date(0), to: new Date('9999-12-31T00:00:00Z') },
      q.pageNo,
      q.pageSize,
    );
    const list = rows.map((r) => {
      const own = byId.get(Number(r.account_id));
      return {
        id: Number(r.id),
        type: r.type,
        direction: r.direction,
        wallet: own?.kind ?? 'member_cash',
        vendor: own?.vendor ?? '',
        counterparty: r.counter_vendor ? `${r.counter_kind}:${r.counter_vendor}` : r.counter_kind,
        amount: formatMinor(BigInt(r.amount_minor)),
        balanceAfter: formatMinor(BigInt(r.balance_after)),
        memo: r.memo ?? {},
        createdAt: new Date(r.created_at).toISOString(),
      };
    });
    return pageOf(list, total, q);
  }

  async function rounds(brand: BrandRef, memberId: number, q: Page & { status?: 'open' | 'settled' | 'cancelled' }) {
    await memberOf(brand, memberId);
    const { rows, total } = await store.rounds(brand.id, memberId, q.status, q.pageSize, offsetOf(q));
    const list = rows.map((r) => ({
      id: r.id,
      vendor: r.vendor,
      gameCode: r.gameCode,
      roundId: r.roundId,
      stake: formatMinor(r.stakeMinor),
      win: formatMinor(r.winMinor),
      status: r.status,
      startedAt: iso(r.startedAt),
      settledAt: isoOrNull(r.settledAt),
    }));
    return pageOf(list, total, q);
  }

  async function depositsPage(brand: BrandRef, memberId: number, q: Page) {
    await memberOf(brand, memberId);
    const { rows, total } = await store.deposits(brand.id, memberId, q.pageSize, offsetOf(q));
    const list = rows.map((r) => ({
      id: r.id,
      amount: formatMinor(r.amountMinor),
      currency: r.currency,
      status: r.status,
      channel: r.channel,
      reference: r.reference,
      reason: r.reason,
      createdAt: iso(r.createdAt),
      decidedAt: isoOrNull(r.decidedAt),
    }));
    return pageOf(list, total, q);
  }

  async function withdrawalsPage(brand: BrandRef, memberId: number, q: Page) {
    await memberOf(brand, memberId);
    const { rows, total } = await store.withdrawals(brand.id, memberId, q.pageSize, offsetOf(q));
    const list = rows.map((r) => ({
      id: r.id,
      amount: formatMinor(r.amountMinor),
      paid: formatMinor(r.paidMinor),
      received: formatMinor(r.receivedMinor),
      status: r.status,
      account: `${r.accountProvider} ${r.accountNumber} (${r.accountHolder})`,
      reason: r.reason,
      createdAt: iso(r.createdAt),
      completedAt: isoOrNull(r.completedAt),
    }));
    return pageOf(list, total, q);
  }

  async function sessionsPage(brand: BrandRef, memberId: number, q: Page) {
    await memberOf(brand, memberId);
    const now = deps.clock();
    const { rows, total } = await store.sessions(memberId, q.pageSize, offsetOf(q));
    const list = rows.map((r) => ({
      createdAt: iso(r.createdAt),
      lastSeenAt: iso(r.lastSeenAt),
      expiresAt: iso(r.expiresAt),
      revokedAt: isoOrNull(r.revokedAt),
      ip: r.ip,
      device: r.device,
      remember: r.remember,
      state: r.revokedAt ? ('ended' as const) : r.expiresAt > now ? ('live' as const) : ('expired' as const),
    }));
    return pageOf(list, total, q);
  }

  async function ipsPage(brand: BrandRef, memberId: number, q: Page) {
    await memberOf(brand, memberId);
    const { rows, total } = await store.ips(memberId, q.pageSize, offsetOf(q));
    const list = rows.map((r) => ({ ip: r.ip, firstSeenAt: iso(r.firstSeenAt), lastSeenAt: iso(r.lastSeenAt) }));
    return pageOf(list, total, q);
  }

  async function notesPage(brand: BrandRef, memberId: number, q: Page) {
    await memberOf(brand, memberId);
    const { rows, total } = await store.notes(memberId, q.pageSize, offsetOf(q));
    return pageOf(
      rows.map((r) => ({ ...r, createdAt: iso(r.createdAt) })),
      total,
      q,
    );
  }

  return {
    memberOf,
    search,
    one,
    ledger: ledgerPage,
    rounds,
    deposits: depositsPage,
    withdrawals: withdrawalsPage,
    sessions: sessionsPage,
    ips: ipsPage,
    notes: notesPage,
  };
}
export type MemberReads = ReturnType<typeof memberReads>;
