import { and, asc, count, desc, eq, gt, inArray, isNull, like, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/client';
import type { Executor } from '../../platform/db/tx';
import { depositChannels, deposits } from '../deposits/deposits.tables';
import { ledgerAccounts } from '../ledger/ledger.tables';
import { members } from '../members/members.tables';
import { memberIps } from '../members/security.tables';
import { operators } from '../operators/operators.tables';
import { betRounds } from '../providers/providers.tables';
import { sessions } from '../sessions/sessions.tables';
import { withdrawals } from '../withdrawals/withdrawals.tables';
import { memberNotes } from './ops-members.tables';

/** House and operator accounts live in members too (type 99); the back office never lists them. */
const HOUSE_TYPE = 99;

/** One way the search text can match; the service decides which apply. */
export type SearchMatch =
  | { key: 'username'; prefix: string }
  | { key: 'id'; id: number }
  | { key: 'mobile'; exact?: string; prefix?: string }
  | { key: 'ip'; ip: string };

export type SearchFilter = {
  brandId: number;
  /** Any of these (OR); empty: every member of the brand. */
  matches: SearchMatch[];
  status?: 'active' | 'disabled';
  agent?: boolean;
  agentTypes: readonly number[];
  sort: 'id' | 'account' | 'createdAt' | 'lastLoginAt';
  order: 'asc' | 'desc';
};

/** LIKE's own characters in typed text match themselves. */
const likeText = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Each match is written so one index answers it on a brand of 100,000 members (the database's
 * collation is C, so `like 'abc%'` walks a btree):
 * username: members_brand_account_key (brand_id, account_key) by prefix; id: the primary key;
 * mobile: members_brand_mobile (brand_id, mobile_num), exact or by prefix; IP: the registration IP
 * through members_brand_register_ip and login IPs through member_ips_ip. The OR of several becomes
 * a BitmapOr of those index scans.
 */
function matchSql(m: SearchMatch): SQL | undefined {
  switch (m.key) {
    case 'username':
      return like(members.accountKey, `${likeText(m.prefix.toLowerCase())}%`);
    case 'id':
      return eq(members.id, m.id);
    case 'mobile':
      return m.exact ? eq(members.mobileNum, m.exact) : like(members.mobileNum, `${likeText(m.prefix ?? '')}%`);
    case 'ip':
      // `= any(array(...))` runs the login-IP lookup once (an InitPlan) and probes the primary key with
      // its ids; `in (select ...)` OR'ed with another condition would filter every member row instead.
      return or(
        eq(members.registerIp, m.ip),
        sql`${members.id} = any(array(select ${memberIps.memberId} from ${memberIps} where ${memberIps.ip} = ${m.ip}))`,
      );
  }
}

const SORT_COLUMNS = {
  id: members.id,
  account: members.accountKey,
  createdAt: members.createdAt,
  lastLoginAt: members.lastLoginAt,
} as const;

const upline = alias(members, 'upline');

/** Reads for the back office's Members section; the one table it writes is its own (member_notes). */
export function opsMembersStore(db: Db) {
  function where(f: SearchFilter): SQL | undefined {
    return and(
      eq(members.brandId, f.brandId),
      ne(members.type, HOUSE_TYPE),
      f.matches.length ? or(...f.matches.map(matchSql)) : undefined,
      f.status ? eq(members.status, f.status) : undefined,
      f.agent === undefined
        ? undefined
        : f.agent
          ? inArray(members.type, [...f.agentTypes])
          : sql`${members.type} not in (${sql.join(
              f.agentTypes.map((t) => sql`${t}`),
              sql`, `,
            )})`,
    );
  }

  /** The search's two statements, unexecuted (the scale test EXPLAINs them): a page and the total. */
  function searchQueries(f: SearchFilter, limit: number, offset: number) {
    const column = SORT_COLUMNS[f.sort];
    const dir = f.order === 'asc' ? asc : desc;
    // Never logged in counts as the oldest login: last when newest first, first when oldest first
    // (one index, members_brand_last_login, desc nulls last, serves both). The id breaks ties.
    const order =
      f.sort === 'lastLoginAt'
        ? [sql`${column} ${sql.raw(f.order === 'desc' ? 'desc nulls last' : 'asc nulls first')}`, dir(members.id)]
        : [dir(column), dir(members.id)];
    const cash = alias(ledgerAccounts, 'cash');
    const rows = db
      .select({
        id: members.id,
        account: members.account,
        mobileNum: members.mobileNum,
        type: members.type,
        status: members.status,
        upline: upline.account,
        registerIp: members.registerIp,
        createdAt: members.createdAt,
        lastLoginAt: members.lastLoginAt,
        cash: cash.balanceMinor,
      })
      .from(members)
      .leftJoin(upline, eq(upline.id, members.uplineId))
      .leftJoin(
        cash,
        and(
          eq(cash.brandId, members.brandId),
          eq(cash.kind, 'member_cash'),
          eq(cash.memberId, members.id),
          eq(cash.vendor, ''),
          eq(cash.shard, 0),
        ),
      )
      .where(where(f))
      .orderBy(...order)
      .limit(limit)
      .offset(offset);
    const total = db.select({ n: count() }).from(members).where(where(f));
    return { rows, total };
  }

  return {
    searchQueries,

    async search(f: SearchFilter, limit: number, offset: number) {
      const q = searchQueries(f, limit, offset);
      const [rows, [total]] = await Promise.all([q.rows, q.total]);
      return { rows, total: total?.n ?? 0 };
    },

    /** A member of the brand (never a house account), with the upline's username. */
    async member(brandId: number, memberId: number) {
      const [row] = await db
        .select({ m: members, upline: { id: upline.id, account: upline.account } })
        .from(members)
        .leftJoin(upline, eq(upline.id, members.uplineId))
        .where(and(eq(members.id, memberId), eq(members.brandId, brandId), ne(members.type, HOUSE_TYPE)))
        .limit(1);
      return row;
    },

    async liveSessions(memberId: number, now: Date) {
      const [row] = await db
        .select({ n: count() })
        .from(sessions)
        .where(and(eq(sessions.memberId, memberId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)));
      return row?.n ?? 0;
    },

    /** Sessions newest first (index sessions_member_idx bounds the scan to the member). */
    async sessions(memberId: number, limit: number, offset: number) {
      const where = eq(sessions.memberId, memberId);
      const [rows, [total]] = await Promise.all([
        db
          .select({
            createdAt: sessions.createdAt,
            lastSeenAt: sessions.lastSeenAt,
            expiresAt: sessions.expiresAt,
            revokedAt: sessions.revokedAt,
            ip: sessions.ip,
            device: sessions.device,
            remember: sessions.remember,
          })
          .from(sessions)
          .where(where)
          .orderBy(desc(sessions.createdAt))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(sessions).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    async ips(memberId: number, limit: number, offset: number) {
      const where = eq(memberIps.memberId, memberId);
      const [rows, [total]] = await Promise.all([
        db.select().from(memberIps).where(where).orderBy(desc(memberIps.lastSeenAt)).limit(limit).offset(offset),
        db.select({ n: count() }).from(memberIps).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** Rounds newest first through bet_rounds_member (brand_id, member_id, started_at). */
    async rounds(brandId: number, memberId: number, status: string | undefined, limit: number, offset: number) {
      const where = and(
        eq(betRounds.brandId, brandId),
        eq(betRounds.memberId, memberId),
        status ? eq(betRounds.status, status as 'open') : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(betRounds)
          .where(where)
          .orderBy(desc(betRounds.startedAt), desc(betRounds.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(betRounds).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** Deposits newest first through deposits_member_idx (brand_id, member_id, id). */
    async deposits(brandId: number, memberId: number, limit: number, offset: number) {
      const where = and(eq(deposits.brandId, brandId), eq(deposits.memberId, memberId));
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: deposits.id,
            amountMinor: deposits.amountMinor,
            currency: deposits.currency,
            status: deposits.status,
            channel: depositChannels.code,
            reference: deposits.reference,
            reason: deposits.reason,
            createdAt: deposits.createdAt,
            decidedAt: deposits.decidedAt,
          })
          .from(deposits)
          .innerJoin(depositChannels, eq(depositChannels.id, deposits.channelId))
          .where(where)
          .orderBy(desc(deposits.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(deposits).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** Withdrawals newest first through withdrawals_member_idx (brand_id, member_id, created_at). */
    async withdrawals(brandId: number, memberId: number, limit: number, offset: number) {
      const where = and(eq(withdrawals.brandId, brandId), eq(withdrawals.memberId, memberId));
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(withdrawals)
          .where(where)
          .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(withdrawals).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    async notes(memberId: number, limit: number, offset: number) {
      const where = eq(memberNotes.memberId, memberId);
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: memberNotes.id,
            text: memberNotes.text,
            operatorId: memberNotes.operatorId,
            author: operators.username,
            createdAt: memberNotes.createdAt,
          })
          .from(memberNotes)
          .leftJoin(operators, eq(operators.id, memberNotes.operatorId))
          .where(where)
          .orderBy(desc(memberNotes.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(memberNotes).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    addNote: (exec: Executor, row: typeof memberNotes.$inferInsert) => exec.insert(memberNotes).values(row).returning(),

    operatorName: async (operatorId: number) =>
      (await db.select({ u: operators.username }).from(operators).where(eq(operators.id, operatorId)))[0]?.u ?? null,
  };
}
export type OpsMembersStore = ReturnType<typeof opsMembersStore>;
