import type { OperatorListQuery } from '@platform/contracts';
import { and, asc, count, desc, eq, gt, ilike, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import type { Executor } from '../../platform/db/tx';
import { operatorLoginTickets, operatorSessions, operators } from './operators.tables';

const SORT_COLUMNS = {
  id: operators.id,
  username: sql`lower(${operators.username})`,
  role: operators.role,
  status: operators.status,
  createdAt: operators.createdAt,
  lastLoginAt: operators.lastLoginAt,
} as const;

/** The moment of a try, the wrong passwords allowed in a row, and the end of the lock the last one sets. */
export type LoginRules = { now: Date; lockAfter: number; until: Date };
export type LoginOutcome = { kind: 'locked'; until: Date } | { kind: 'right' } | { kind: 'wrong' };

export function operatorsStore(db: Db) {
  return {
    /** The operator of a brand by username, whatever its case. */
    async byUsername(brandId: number, username: string) {
      const rows = await db
        .select()
        .from(operators)
        .where(and(eq(operators.brandId, brandId), eq(sql`lower(${operators.username})`, username.toLowerCase())))
        .limit(1);
      return rows[0];
    },
    /**
     * One login try. It is counted first, by a conditional UPDATE whose row lock is held until the
     * try is decided: concurrent tries at one operator are decided one after another, each counted
     * before its check and seeing every try before it, so a burst locks at the 5th wrong password
     * and right ones never lock. A lock that has ended starts a new count; `check` compares the
     * password; a right one clears the count, the `lockAfter`-th wrong one locks until `until`.
     */
    tryLogin: (id: number, t: LoginRules, check: (hash: string) => Promise<boolean>) =>
      db.transaction(async (tx): Promise<LoginOutcome> => {
        const lockedNow = sql`${operators.lockedUntil} > ${t.now.toISOString()}::timestamptz`;
        const [row] = await tx
          .update(operators)
          .set({
            failedLogins: sql`case when ${lockedNow} then ${operators.failedLogins}
              when ${operators.lockedUntil} is not null then 1 else ${operators.failedLogins} + 1 end`,
            lockedUntil: sql`case when ${lockedNow} then ${operators.lockedUntil}
              when ${operators.lockedUntil} is null and ${operators.failedLogins} + 1 > ${t.lockAfter}
              then ${t.until.toISOString()}::timestamptz end`,
          })
          .where(eq(operators.id, id))
          .returning({
            hash: operators.passwordHash,
            tries: operators.failedLogins,
            lockedUntil: operators.lockedUntil,
          });
        if (!row) return { kind: 'wrong' };
        if (row.lockedUntil) return { kind: 'locked', until: row.lockedUntil };
        if (await check(row.hash)) {
          await tx.update(operators).set({ failedLogins: 0 }).where(eq(operators.id, id));
          return { kind: 'right' };
        }
        if (row.tries >= t.lockAfter)
          await tx.update(operators).set({ lockedUntil: t.until }).where(eq(operators.id, id));
        return { kind: 'wrong' };
      }),
    insertSession: (exec: Executor, row: typeof operatorSessions.$inferInsert) =>
      exec.insert(operatorSessions).values(row),
    byId: async (brandId: number, id: number) =>
      (
        await db
          .select()
          .from(operators)
          .where(and(eq(operators.brandId, brandId), eq(operators.id, id)))
          .limit(1)
      )[0],
    insertTicket: (row: typeof operatorLoginTickets.$inferInsert) => db.insert(operatorLoginTickets).values(row),
    /**
     * One code try on a ticket, counted BEFORE the code is checked: a single conditional UPDATE takes
     * a try only from a live, unused ticket with tries left, so a burst gets at most `maxTries` checks.
     */
    async takeTicketTry(tokenHash: string, brandId: number, now: Date, maxTries: number) {
      const [row] = await db
        .update(operatorLoginTickets)
        .set({ tries: sql`${operatorLoginTickets.tries} + 1` })
        .where(
          and(
            eq(operatorLoginTickets.tokenHash, tokenHash),
            eq(operatorLoginTickets.brandId, brandId),
            isNull(operatorLoginTickets.usedAt),
            gt(operatorLoginTickets.expiresAt, now),
            lt(operatorLoginTickets.tries, maxTries),
          ),
        )
        .returning({
          operatorId: operatorLoginTickets.operatorId,
          kind: operatorLoginTickets.kind,
          pendingSecret: operatorLoginTickets.pendingSecret,
        });
      return row;
    },
    /** Spends a ticket once (a second right code sent at once finds it used). */
    async useTicket(exec: Executor, tokenHash: string, now: Date) {
      const rows = await exec
        .update(operatorLoginTickets)
        .set({ usedAt: now })
        .where(and(eq(operatorLoginTickets.tokenHash, tokenHash), isNull(operatorLoginTickets.usedAt)))
        .returning({ operatorId: operatorLoginTickets.operatorId });
      return rows.length === 1;
    },
    /**
     * Accepts a code's time step for an active operator whose authenticator is still `sealedSecret`,
     * only if the step is later than the last one accepted (a code is never good twice).
     */
    async acceptStep(exec: Executor, id: number, sealedSecret: string, step: number, now: Date) {
      const rows = await exec
        .update(operators)
        .set({ totpLastStep: step, lastLoginAt: now })
        .where(
          and(
            eq(operators.id, id),
            eq(operators.status, 'active'),
            eq(operators.totpSecret, sealedSecret),
            or(isNull(operators.totpLastStep), lt(operators.totpLastStep, step)),
          ),
        )
        .returning({ id: operators.id });
      return rows.length === 1;
    },
    /** Binds the enrolled authenticator, only while the operator has none (one enrolment wins). */
    async enrol(exec: Executor, id: number, sealedSecret: string, step: number, now: Date) {
      const rows = await exec
        .update(operators)
        .set({ totpSecret: sealedSecret, totpLastStep: step, lastLoginAt: now })
        .where(and(eq(operators.id, id), eq(operators.status, 'active'), isNull(operators.totpSecret)))
        .returning({ id: operators.id });
      return rows.length === 1;
    },
    async list(brandId: number, q: OperatorListQuery) {
      const where: SQL | undefined = and(
        eq(operators.brandId, brandId),
        q.role ? eq(operators.role, q.role) : undefined,
        q.status ? eq(operators.status, q.status) : undefined,
        q.q ? ilike(operators.username, `%${q.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined,
      );
      const column = SORT_COLUMNS[q.sort];
      const order = q.order === 'desc' ? desc : asc;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(operators)
          .where(where)
          .orderBy(order(column), order(operators.id))
          .limit(q.pageSize)
          .offset((q.pageNo - 1) * q.pageSize),
        db.select({ n: count() }).from(operators).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
    insertOperator: (exec: Executor, row: typeof operators.$inferInsert) =>
      exec.insert(operators).values(row).returning(),
    update: (exec: Executor, brandId: number, id: number, set: Partial<typeof operators.$inferInsert>) =>
      exec
        .update(operators)
        .set(set)
        .where(and(eq(operators.brandId, brandId), eq(operators.id, id)))
        .returning(),
    /** Ends every live session of an operator (disabled, or its authenticator reset). */
    revokeAll: (exec: Executor, operatorId: number, at: Date) =>
      exec
        .update(operatorSessions)
        .set({ revokedAt: at })
        .where(and(eq(operatorSessions.operatorId, operatorId), isNull(operatorSessions.revokedAt))),
    /** Login tickets not yet used die with the authenticator they were for. */
    dropTickets: (exec: Executor, operatorId: number, at: Date) =>
      exec
        .update(operatorLoginTickets)
        .set({ usedAt: at })
        .where(and(eq(operatorLoginTickets.operatorId, operatorId), isNull(operatorLoginTickets.usedAt))),
    /** A live session of an active operator; a disabled operator's sessions are dead. */
    async liveSession(tokenHash: string, now: Date) {
      const rows = await db
        .select({
          brandId: operatorSessions.brandId,
          operatorId: operatorSessions.operatorId,
          lastSeenAt: operatorSessions.lastSeenAt,
          role: operators.role,
        })
        .from(operatorSessions)
        .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
        .where(
          and(
            eq(operatorSessions.tokenHash, tokenHash),
            isNull(operatorSessions.revokedAt),
            gt(operatorSessions.expiresAt, now),
            eq(operators.status, 'active'),
          ),
        )
        .limit(1);
      return rows[0];
    },
    touch: (tokenHash: string, at: Date) =>
      db.update(operatorSessions).set({ lastSeenAt: at }).where(eq(operatorSessions.tokenHash, tokenHash)),
    revoke: (exec: Executor, tokenHash: string, at: Date) =>
      exec
        .update(operatorSessions)
        .set({ revokedAt: at })
        .where(and(eq(operatorSessions.tokenHash, tokenHash), isNull(operatorSessions.revokedAt))),
  };
}
export type OperatorsStore = ReturnType<typeof operatorsStore>;
