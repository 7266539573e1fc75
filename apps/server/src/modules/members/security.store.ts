import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import type { Executor } from '../../platform/db/tx';
import { insertLinkUnderCap } from './mailed-links';
import { loginChallenges, loginFailures, memberIps, passwordResets } from './security.tables';

type Scope = 'account' | 'ip';
type Refusal = 'locked' | 'captcha' | null;
/** One password login try: its brand, account key and IP, when it was made, and the limits. */
export type LoginTry = {
  brandId: number;
  account: string;
  ip: string;
  at: Date;
  /** Tries before this moment are forgotten. */
  from: Date;
  accountMax: number;
  ipMax: number;
  /** Tries (of the account or the IP) after which a solved captcha must come with the next one. */
  captchaAfter: number;
  captchaPassed: boolean;
};
export type ChallengeRow = typeof loginChallenges.$inferSelect;

/** The login-protection tables: failures, known IPs, pending challenges and reset links. */
export function securityStore(db: Db) {
  return {
    /**
     * Counts a password login try for its account and its IP before the password is checked. Under
     * a lock per account and per IP (always taken in that order, so two tries never wait on each
     * other in a circle) the recent tries are read and, unless either side has reached its limit,
     * this one is added: concurrent tries are counted one after another, each seeing all before it.
     * Returns what each side held before this try, and why it was refused (then it is not counted):
     * a limit reached, or a captcha asked for by the tries before it and not solved.
     */
    countLoginTry: (t: LoginTry) =>
      db.transaction(async (tx) => {
        // Two locks in one statement, evaluated left to right: the account's, then the IP's.
        await tx.execute(sql`select pg_advisory_xact_lock(${t.brandId}, hashtext(${`account:${t.account}`})),
          pg_advisory_xact_lock(${t.brandId}, hashtext(${`ip:${t.ip}`}))`);
        // A statement of its own, so its snapshot is taken once both locks are held.
        const { rows } = await tx.execute<{
          acc_n: number;
          acc_last: string | null;
          ip_n: number;
          ip_last: string | null;
          refused: Refusal;
        }>(sql`
          with c as (
            select count(*) filter (where scope = 'account')::int as acc_n, max(at) filter (where scope = 'account') as acc_last,
                   count(*) filter (where scope = 'ip')::int as ip_n, max(at) filter (where scope = 'ip') as ip_last
            from ${loginFailures}
            where brand_id = ${t.brandId} and at > ${t.from.toISOString()}::timestamptz
              and ((scope = 'account' and key = ${t.account}) or (scope = 'ip' and key = ${t.ip}))
          ), d as (
            select c.*, case
              when acc_n >= ${t.accountMax}::int or ip_n >= ${t.ipMax}::int then 'locked'
              when greatest(acc_n, ip_n) >= ${t.captchaAfter}::int and not ${t.captchaPassed}::boolean then 'captcha'
            end as refused from c
          ), ins as (
            insert into ${loginFailures} (brand_id, scope, key, at)
            select ${t.brandId}, v.scope, v.key, ${t.at.toISOString()}::timestamptz
            from d, (values ('account', ${t.account}::text), ('ip', ${t.ip}::text)) as v(scope, key)
            where d.refused is null
          )
          select * from d`);
        const r = rows[0];
        const side = (n: number | undefined, last: string | null | undefined) => ({
          n: n ?? 0,
          last: last ? new Date(last) : null,
        });
        return { account: side(r?.acc_n, r?.acc_last), ip: side(r?.ip_n, r?.ip_last), refused: r?.refused ?? null };
      }),
    /**
     * A right password: the account's count ends (as before counting came first) and the IP gets
     * this try back, so only wrong passwords add up on an IP.
     */
    loginSucceeded: (t: { brandId: number; account: string; ip: string; at: Date }) =>
      db.execute(sql`delete from ${loginFailures} where brand_id = ${t.brandId} and (
        (scope = 'account' and key = ${t.account})
        or ctid = (select ctid from ${loginFailures} where brand_id = ${t.brandId} and scope = 'ip' and key = ${t.ip}
                   and at = ${t.at.toISOString()}::timestamptz limit 1))`),
    /** Takes one counted try back: a try that proved nothing about the password. */
    uncount: (brandId: number, scope: Scope, key: string, at: Date) =>
      db.execute(sql`delete from ${loginFailures} where ctid = (
        select ctid from ${loginFailures}
        where brand_id = ${brandId} and scope = ${scope} and key = ${key} and at = ${at.toISOString()}::timestamptz
        limit 1)`),

    async knowsIp(memberId: number, ip: string): Promise<boolean> {
      const rows = await db
        .select({ ip: memberIps.ip })
        .from(memberIps)
        .where(and(eq(memberIps.memberId, memberId), eq(memberIps.ip, ip)))
        .limit(1);
      return rows.length > 0;
    },
    /** In the transaction that opens the login's session, so only an admitted login makes an IP known. */
    rememberIp: (exec: Executor, memberId: number, ip: string, at: Date) =>
      exec
        .insert(memberIps)
        .values({ memberId, ip, firstSeenAt: at, lastSeenAt: at })
        .onConflictDoUpdate({ target: [memberIps.memberId, memberIps.ip], set: { lastSeenAt: at } }),

    insertChallenge: (row: typeof loginChallenges.$inferInsert) => db.insert(loginChallenges).values(row),
    /**
     * Counts a try at a live challenge from its own IP before the answer is checked, in one
     * statement so concurrent tries all count; undefined when it is unknown, spent, expired, out of
     * tries or asked from another IP (the try is then not counted).
     */
    async attemptChallenge(idHash: string, ip: string, now: Date, maxAttempts: number) {
      const rows = await db
        .update(loginChallenges)
        .set({ attempts: sql`${loginChallenges.attempts} + 1` })
        .where(
          and(
            eq(loginChallenges.idHash, idHash),
            isNull(loginChallenges.usedAt),
            gt(loginChallenges.expiresAt, now),
            eq(loginChallenges.ip, ip),
            lt(loginChallenges.attempts, maxAttempts),
          ),
        )
        .returning();
      return rows[0] as ChallengeRow | undefined;
    },
    /** Spends a challenge unless another request got there first; true when this one won. */
    async useChallenge(idHash: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(loginChallenges)
        .set({ usedAt: at })
        .where(and(eq(loginChallenges.idHash, idHash), isNull(loginChallenges.usedAt)))
        .returning({ id: loginChallenges.idHash });
      return rows.length === 1;
    },

    /** Adds a link unless `max` were made for the member since `from` (mailed-links.ts); false at the cap. */
    insertResetWithin: (row: typeof passwordResets.$inferInsert, from: Date, max: number) =>
      insertLinkUnderCap(db, passwordResets, row, from, max),
    /** Spends a live reset link; the member it was for, or undefined. */
    async useReset(tokenHash: string, at: Date): Promise<number | undefined> {
      const rows = await db
        .update(passwordResets)
        .set({ usedAt: at })
        .where(
          and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, at)),
        )
        .returning({ memberId: passwordResets.memberId });
      return rows[0]?.memberId;
    },
  };
}
export type SecurityStore = ReturnType<typeof securityStore>;
