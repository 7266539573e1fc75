import { TRIAL_TYPE } from '@platform/contracts';
import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import type { Executor } from '../../platform/db/tx';
import { members } from './members.tables';
import { loginChallenges } from './security.tables';

export type MemberRow = typeof members.$inferSelect;
export type NewMember = typeof members.$inferInsert;

/** Trial accounts made from an IP since `since` (the free-play cap's count). */
async function trialsFromIp(exec: Executor, brandId: number, ip: string, since: Date): Promise<number> {
  const [row] = await exec
    .select({ n: count() })
    .from(members)
    .where(
      and(
        eq(members.brandId, brandId),
        eq(members.type, TRIAL_TYPE),
        eq(members.registerIp, ip),
        gt(members.createdAt, since),
      ),
    );
  return row?.n ?? 0;
}

/**
 * Writes a new password (in the caller's transaction) and spends the member's pending new-IP
 * challenges: each was opened by a check of the old password, so none may open a session after it.
 */
async function newPassword(tx: Executor, id: number, set: Partial<NewMember>, at: Date) {
  await tx.update(members).set(set).where(eq(members.id, id));
  await tx
    .update(loginChallenges)
    .set({ usedAt: at })
    .where(and(eq(loginChallenges.memberId, id), isNull(loginChallenges.usedAt)));
}

export function membersStore(db: Db) {
  const one = async (where: ReturnType<typeof eq>) => (await db.select().from(members).where(where).limit(1))[0];
  return {
    /** The member's real name (payee name), read inside the caller's transaction. */
    async realName(exec: Executor, memberId: number): Promise<string | null> {
      const [row] = await exec.select({ name: members.payeeName }).from(members).where(eq(members.id, memberId));
      return row?.name || null;
    },
    /** Sets the real name only while it is still empty: of two first claims, one wins. */
    async claimRealName(exec: Executor, memberId: number, name: string): Promise<boolean> {
      const rows = await exec
        .update(members)
        .set({ payeeName: name })
        .where(and(eq(members.id, memberId), sql`coalesce(${members.payeeName}, '') = ''`))
        .returning({ id: members.id });
      return rows.length > 0;
    },
    /**
     * Inserts unless the username or mobile number is taken in this brand; the unique indexes
     * decide, so two simultaneous registrations cannot both win. `taken` names which one.
     */
    async insert(row: NewMember): Promise<{ member?: MemberRow; taken?: 'account' | 'mobile' }> {
      try {
        const rows = await db.insert(members).values(row).returning();
        return { member: rows[0] };
      } catch (err) {
        // drizzle wraps the driver's error; the constraint name is on the pg error underneath.
        const e = err as { cause?: { constraint?: string }; constraint?: string };
        const c = e.constraint ?? e.cause?.constraint;
        if (c === 'members_brand_account_key') return { taken: 'account' };
        if (c === 'members_brand_mobile') return { taken: 'mobile' };
        throw err;
      }
    },
    /**
     * A member placed under an upline (registration through an invitation code, or an agent's
     * register center) with its rebate, in one transaction. `clamp` lowers the rebate to the
     * upline's current one (a code may promise more than its agent has now); without it the
     * database's rebate trigger refuses a rebate above the upline's (constraint member_rebates_upline).
     */
    async createDownline(
      row: NewMember,
      rebateBp: number,
      clamp: boolean,
    ): Promise<{ member?: MemberRow; taken?: 'account' | 'mobile' }> {
      try {
        return await db.transaction(async (tx) => {
          const [member] = await tx.insert(members).values(row).returning();
          const m = member as MemberRow;
          const bp = clamp
            ? sql`least(${rebateBp}::int, coalesce((select rebate_bp from member_rebates where member_id = ${m.uplineId}), ${rebateBp}::int))`
            : sql`${rebateBp}::int`;
          await tx.execute(
            sql`insert into member_rebates (member_id, brand_id, rebate_bp) values (${m.id}, ${m.brandId}, ${bp})`,
          );
          return { member: m };
        });
      } catch (err) {
        const e = err as { cause?: { constraint?: string }; constraint?: string };
        const c = e.constraint ?? e.cause?.constraint;
        if (c === 'members_brand_account_key') return { taken: 'account' };
        if (c === 'members_brand_mobile') return { taken: 'mobile' };
        throw err;
      }
    },
    /** Agents (affiliate approval): makes a player an agent of `type`, only while it is still a player (0). */
    async promoteToAgent(exec: Executor, memberId: number, type: number): Promise<boolean> {
      const rows = await exec
        .update(members)
        .set({ type })
        .where(and(eq(members.id, memberId), eq(members.type, 0)))
        .returning({ id: members.id });
      return rows.length > 0;
    },
    byAccount: (brandId: number, accountKey: string) =>
      one(and(eq(members.brandId, brandId), eq(members.accountKey, accountKey)) as ReturnType<typeof eq>),
    byMobile: (brandId: number, e164: string) =>
      one(and(eq(members.brandId, brandId), eq(members.mobileNum, e164)) as ReturnType<typeof eq>),
    byId: (id: number) => one(eq(members.id, id)),
    /**
     * In the transaction that opens a login's session: stamps the login and answers the member's
     * status and password hash as they are now. The update locks the row until that transaction
     * ends, so a disable or a new password written meanwhile (each in one transaction with the end
     * of the member's sessions) either commits first and is answered here, or waits and then ends
     * this session too.
     */
    async markLogin(tx: Executor, id: number, at: Date) {
      const [row] = await tx
        .update(members)
        .set({ lastLoginAt: at })
        .where(eq(members.id, id))
        .returning({ status: members.status, passwordHash: members.passwordHash });
      return row;
    },
    /**
     * The member chose a password: a temporary one set by an operator no longer has to be changed.
     * In the caller's transaction, with the end of the member's sessions.
     */
    setPassword: (tx: Executor, id: number, passwordHash: string, at: Date) =>
      newPassword(tx, id, { passwordHash, passwordSet: true, passwordChangedAt: at, mustChangePassword: false }, at),
    /** Back office: disable or enable; only a real change answers a row (`exec` joins the audit's transaction). */
    setStatus: (exec: Executor, id: number, status: 'active' | 'disabled') =>
      exec
        .update(members)
        .set({ status })
        .where(and(eq(members.id, id), sql`${members.status} <> ${status}`))
        .returning({ id: members.id }),
    /** Back office: an operator's temporary password, to be changed at the next login. */
    setTemporaryPassword: (tx: Executor, id: number, passwordHash: string, at: Date) =>
      newPassword(tx, id, { passwordHash, passwordSet: true, passwordChangedAt: at, mustChangePassword: true }, at),
    /** Back office: removes the bound authenticator (and one waiting to be confirmed); a row only when one was bound. */
    unbindTotp: (exec: Executor, id: number) =>
      exec
        .update(members)
        .set({ totpSecret: null, totpPendingSecret: null })
        .where(and(eq(members.id, id), sql`${members.totpSecret} is not null`))
        .returning({ id: members.id }),
    setPendingTotp: (id: number, secret: string) =>
      db.update(members).set({ totpPendingSecret: secret }).where(eq(members.id, id)),
    bindTotp: (id: number, secret: string) =>
      db.update(members).set({ totpSecret: secret, totpPendingSecret: null }).where(eq(members.id, id)),
    setLanguage: (id: number, language: string) => db.update(members).set({ language }).where(eq(members.id, id)),
    trialsFromIp: (brandId: number, ip: string, since: Date) => trialsFromIp(db, brandId, ip, since),
    /**
     * Inserts a trial account unless `max` were made from its IP since `since`. The count and the
     * insert run under a lock on the brand and the IP, so a burst is counted one after another (30
     * free plays from one IP at once made 30 trial accounts against a cap of 20). Undefined at the cap.
     */
    insertTrialUnderCap: (row: NewMember & { registerIp: string }, since: Date, max: number) =>
      db.transaction(async (tx): Promise<MemberRow | undefined> => {
        await tx.execute(sql`select pg_advisory_xact_lock(${row.brandId}, hashtext(${`trial:${row.registerIp}`}))`);
        if ((await trialsFromIp(tx, row.brandId, row.registerIp, since)) >= max) return undefined;
        return (await tx.insert(members).values(row).returning())[0];
      }),
    /** The next free trial account name (trial0001, ...), from a sequence so concurrent guests never clash. */
    async nextTrialName(): Promise<string> {
      const r = await db.execute<{ n: string }>(sql`select nextval('trial_account_seq') as n`);
      return `trial${String(r.rows[0]?.n).padStart(6, '0')}`;
    },
  };
}
export type MembersStore = ReturnType<typeof membersStore>;
