import { and, count, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { loginChallenges, loginFailures, memberIps, passwordResets } from './security.tables';

type Scope = 'account' | 'ip';
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
        await tx.execute(sql`select pg_advisory_xact_lock(${t.brandId}, hashtext(${`account:${t.account}`}))`);
        await tx.execute(sql`select pg_advisory_xact_lock(${t.brandId}, hashtext(${`ip:${t.ip}`}))`);
        const rows = await tx
          .select({ scope: loginFailures.scope, n: count(), last: sql<Date | null>`max(${loginFailures.at})` })
          .from(loginFailures)
          .where(
            and(
              eq(loginFailures.brandId, t.brandId),
              or(
                and(eq(loginFailures.scope, 'account'), eq(loginFailures.key, t.account)),
                and(eq(loginFailures.scope, 'ip'), eq(loginFailures.key, t.ip)),
              ),
              gt(loginFailures.at, t.from),
            ),
          )
          .groupBy(loginFailures.scope);
        const side = (scope: Scope) => {
          const r = rows.find((x) => x.scope === scope);
          return { n: r?.n ?? 0, last: r?.last ? new Date(r.last) : null };
        };
        const account = side('account');
        const ip = side('ip');
        const refused: 'locked' | 'captcha' | null =
          account.n >= t.accountMax || ip.n >= t.ipMax
            ? 'locked'
            : Math.max(account.n, ip.n) >= t.captchaAfter && !t.captchaPassed
              ? 'captcha'
              : null;
        if (!refused)
          await tx.insert(loginFailures).values([
            { brandId: t.brandId, scope: 'account', key: t.account, at: t.at },
            { brandId: t.brandId, scope: 'ip', key: t.ip, at: t.at },
          ]);
        return { account, ip, refused };
      }),
    /** Takes one counted try back: a right password proved nothing wrong. */
    uncount: (brandId: number, scope: Scope, key: string, at: Date) =>
      db.execute(sql`delete from ${loginFailures} where ctid = (
        select ctid from ${loginFailures}
        where brand_id = ${brandId} and scope = ${scope} and key = ${key} and at = ${at.toISOString()}::timestamptz
        limit 1)`),
    clearFailures: (brandId: number, scope: Scope, key: string) =>
      db
        .delete(loginFailures)
        .where(and(eq(loginFailures.brandId, brandId), eq(loginFailures.scope, scope), eq(loginFailures.key, key))),

    async knowsIp(memberId: number, ip: string): Promise<boolean> {
      const rows = await db
        .select({ ip: memberIps.ip })
        .from(memberIps)
        .where(and(eq(memberIps.memberId, memberId), eq(memberIps.ip, ip)))
        .limit(1);
      return rows.length > 0;
    },
    rememberIp: (memberId: number, ip: string, at: Date) =>
      db
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

    async resetsSince(memberId: number, from: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(passwordResets)
        .where(and(eq(passwordResets.memberId, memberId), gt(passwordResets.createdAt, from)));
      return row?.n ?? 0;
    },
    insertReset: (row: typeof passwordResets.$inferInsert) => db.insert(passwordResets).values(row),
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
