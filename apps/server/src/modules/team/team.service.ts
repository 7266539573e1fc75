import { randomInt } from 'node:crypto';
import {
  type AgentProfile,
  type CreateDownlineBody,
  DOWNLINE_AGENT_TYPE,
  type DownlineDetail,
  type DownlineRow,
  type FieldError,
  formatBasisPoints,
  formatMinor,
  type Invitation,
  type LanguageCode,
  type TeamOverview,
} from '@platform/contracts';
import { pgErrorOf } from '../../platform/db/tx';
import { AppError, fieldError, invalidFields } from '../../platform/http/app-error';
import type { BrandRef } from '../../platform/http/context';
import type { Translate } from '../../platform/i18n/translate';
import type { AgentsService } from '../agents/agents.service';
import type { MembersService } from '../members/members.service';
import { isAgentType } from '../members/members.service';
import type { TeamRollup } from '../team-stats/team-stats.service';
import type { DownlineDbRow, PeriodSums, TeamStore } from './team.store';

/** A large team's precomputed figures (the team-stats roll-up): same definitions, as of `asOf`. */
export type TeamRollupLike = TeamRollup;

/** Who is asking: the agent (guard.agent passed) on its brand, in its language. */
export type AgentCtx = { brand: BrandRef; callerId: number; t: Translate; lang: LanguageCode; ip: string };

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export const periodOf = (p: PeriodSums[keyof PeriodSums]) => ({
  newMembers: p.newMembers,
  activeMembers: p.active,
  deposits: formatMinor(p.deposits),
  withdrawals: formatMinor(p.withdrawals),
  bets: formatMinor(p.bets),
  profit: formatMinor(p.profit),
});

const rowOf = (r: DownlineDbRow): DownlineRow => ({
  memberId: r.id,
  account: r.account,
  type: r.type,
  isAgent: isAgentType(r.type),
  rebate: formatBasisPoints(r.rebate_bp),
  parentId: r.upline_id,
  depth: r.depth,
  teamSize: r.team_size,
  directCount: r.direct_count,
  balance: formatMinor(r.balance),
  createdAt: iso(r.created_at) as string,
  lastLoginAt: iso(r.last_login_at),
});

/**
 * The agent center's team calls (spec §2): the caller's profile and overview, its downlines
 * (list, create, details, rebate) and invitation codes. Every member id named is checked with
 * agents.assertDownline before anything is read or written.
 */
export function teamService(deps: {
  store: TeamStore;
  agents: AgentsService;
  members: MembersService;
  clock: () => Date;
  /** The roll-up of a large team, or null (small teams, or none yet): the overview then sums live. */
  rollup?: (brandId: number, agentId: number) => Promise<TeamRollupLike | null>;
}) {
  const { store, agents } = deps;
  const fromRollup = (r: TeamRollupLike): TeamOverview => {
    const period = (key: '1' | '7' | '30', active: number) => {
      const d = r.days[key];
      return periodOf({ ...d, active });
    };
    return {
      teamSize: r.teamSize,
      directCount: r.directCount,
      agents: r.agents,
      teamBalance: formatMinor(r.balance),
      today: period('1', r.activeToday),
      d7: period('7', r.active7d),
      d30: period('30', r.active30d),
      asOf: r.asOf.toISOString(),
    };
  };
  const ownRebate = async (memberId: number) => (await store.rebateBounds(memberId)).own;
  const rebateAbove = (t: Translate, max: number): FieldError => ({
    field: 'rebate',
    rule: 'rebateMax',
    message: t('rule.rebateMax', { field: t('field.rebate'), max: formatBasisPoints(max) }),
  });
  /** The rebate trigger's refusals (a concurrent change got there first) as the same field errors. */
  const rebateRefusal = (err: unknown, t: Translate, cap: number, floor: number) => {
    const c = pgErrorOf(err)?.constraint;
    if (c === 'member_rebates_upline') return invalidFields([rebateAbove(t, cap)]);
    if (c === 'member_rebates_downline')
      return fieldError('rebate', 'rebateMin', { min: formatBasisPoints(floor) }, 'rule.rebateMin');
    return err;
  };

  return {
    async profile(c: AgentCtx): Promise<AgentProfile> {
      const p = await store.profile(c.brand.id, c.callerId, deps.clock());
      if (!p) throw new AppError('NOT_AGENT');
      return {
        memberId: p.id,
        account: p.account,
        type: p.type,
        rebate: formatBasisPoints(p.rebate_bp),
        uplineId: p.upline_id,
        uplineAccount: p.upline_account,
        teamSize: p.team_size,
        directCount: p.direct_count,
        utcOffsetMinutes: p.offset,
      };
    },

    /** Team figures for today, 7 and 30 days of the brand's clock; the caller's own play is not its team's. */
    async overview(c: AgentCtx): Promise<TeamOverview> {
      const big = deps.rollup ? await deps.rollup(c.brand.id, c.callerId) : null;
      if (big) return fromRollup(big);
      const now = deps.clock();
      const day = await store.brandDay(c.brand.id, now);
      const [counts, periods] = await Promise.all([
        store.teamCounts(c.callerId),
        store.periods(c.brand.id, c.callerId, 1, day),
      ]);
      return {
        teamSize: counts.team,
        directCount: counts.direct,
        agents: counts.agents,
        teamBalance: formatMinor(counts.balance),
        today: periodOf(periods[0]),
        d7: periodOf(periods[6]),
        d30: periodOf(periods[29]),
        asOf: now.toISOString(),
      };
    },

    async downlines(
      c: AgentCtx,
      q: { parentId?: number; keyword?: string; kind?: 'member' | 'agent'; pageNo: number; pageSize: number },
    ) {
      if (q.parentId !== undefined) await agents.assertDownline(c.brand.id, c.callerId, q.parentId, { self: true });
      const f = { brandId: c.brand.id, callerId: c.callerId, parentId: q.parentId, keyword: q.keyword || undefined };
      const res = await store.downlines({ ...f, kind: q.kind }, q.pageNo, q.pageSize);
      return { list: res.list.map(rowOf), pageNo: q.pageNo, pageSize: q.pageSize, total: res.total };
    },

    /** Register center: a player or downline agent under the caller, checked as registration checks it. */
    async createDownline(
      c: AgentCtx,
      body: { username: string; password: string; kind: CreateDownlineBody['kind']; rebate: number },
    ) {
      const own = await ownRebate(c.callerId);
      const fields = await deps.members.downlineFieldErrors(c.brand, c.t, body);
      if (body.rebate > own) fields.push(rebateAbove(c.t, own));
      if (fields.length) throw invalidFields(fields);
      const type = body.kind === 'agent' ? DOWNLINE_AGENT_TYPE : 0;
      try {
        const m = await deps.members.createDownline(
          { brand: c.brand, t: c.t, ip: c.ip, lang: c.lang },
          { uplineId: c.callerId, username: body.username, password: body.password, type, rebateBp: body.rebate },
        );
        return { memberId: m.id, account: m.account, type: m.type };
      } catch (err) {
        throw rebateRefusal(err, c.t, own, 0);
      }
    },

    async downline(c: AgentCtx, memberId: number): Promise<DownlineDetail> {
      const depth = await agents.assertDownline(c.brand.id, c.callerId, memberId);
      const day = await store.brandDay(c.brand.id, deps.clock());
      const [row, path, periods] = await Promise.all([
        store.downline(c.brand.id, c.callerId, memberId),
        store.path(memberId, depth),
        store.periods(c.brand.id, memberId, 0, day),
      ]);
      return {
        ...rowOf(row as DownlineDbRow),
        path: path.map((p) => ({ memberId: p.id, account: p.account })),
        d30: periodOf(periods[29]),
      };
    },

    /**
     * Any downline's rebate (not the caller's own): at most its upline's, at least its direct
     * downlines' highest. The database trigger enforces both whatever runs concurrently.
     */
    async setRebate(c: AgentCtx, memberId: number, bp: number) {
      await agents.assertDownline(c.brand.id, c.callerId, memberId);
      const b = await store.rebateBounds(memberId);
      if (bp > b.cap) throw invalidFields([rebateAbove(c.t, b.cap)]);
      if (bp < b.floor) throw fieldError('rebate', 'rebateMin', { min: formatBasisPoints(b.floor) }, 'rule.rebateMin');
      try {
        await store.setRebate(c.brand.id, memberId, bp);
      } catch (err) {
        throw rebateRefusal(err, c.t, b.cap, b.floor);
      }
      return { memberId, rebate: formatBasisPoints(bp) };
    },

    async invitations(c: AgentCtx): Promise<Invitation[]> {
      const rows = await agents.invitations(c.brand.id, c.callerId);
      return rows.map((r) => ({
        code: r.code,
        kind: r.kind,
        rebate: formatBasisPoints(r.rebateBp),
        registrations: r.registrations,
        createdAt: r.createdAt.toISOString(),
      }));
    },

    /** A new code (8 characters without look-alikes 0/O, 1/I) whose registrations get `kind` and `rebate`. */
    async createInvitation(c: AgentCtx, body: { kind: 'member' | 'agent'; rebate: number }): Promise<Invitation> {
      const own = await ownRebate(c.callerId);
      if (body.rebate > own) throw invalidFields([rebateAbove(c.t, own)]);
      for (let i = 0; i < 8; i++) {
        const code = Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
        const at = await agents.addInvitation({
          brandId: c.brand.id,
          agentId: c.callerId,
          code,
          kind: body.kind,
          rebateBp: body.rebate,
        });
        if (at)
          return {
            code,
            kind: body.kind,
            rebate: formatBasisPoints(body.rebate),
            registrations: 0,
            createdAt: at.toISOString(),
          };
      }
      throw new Error('no free invitation code after 8 draws');
    },

    /** Only the caller's own code; any other (another agent's, unknown) is NOT_IN_DOWNLINE, saying nothing of it. */
    async deleteInvitation(c: AgentCtx, code: string) {
      if (!(await agents.removeInvitation(c.brand.id, c.callerId, code.toUpperCase())))
        throw new AppError('NOT_IN_DOWNLINE');
      return null;
    },
  };
}
export type TeamService = ReturnType<typeof teamService>;
