import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { insertLinkUnderCap } from './mailed-links';
import { members } from './members.tables';
import { emailBindings } from './security.tables';

/** The security center's writes to members (profile, avatar, email, mobile) and the email binding links. */
export function profileStore(db: Db) {
  return {
    /**
     * Saves the profile in one statement: the nickname, the labels (`profile`, already merged by the
     * caller), and the real name only while it is still empty (it is the payout holder name).
     */
    async save(memberId: number, nickname: string, profile: Record<string, string>, realName: string | null) {
      await db
        .update(members)
        .set({
          nickname: nickname || null,
          profile,
          ...(realName
            ? {
                payeeName: sql`case when coalesce(${members.payeeName}, '') = '' then ${realName} else ${members.payeeName} end`,
              }
            : {}),
        })
        .where(eq(members.id, memberId));
    },
    setAvatar: (memberId: number, avatar: number) => db.update(members).set({ avatar }).where(eq(members.id, memberId)),
    setEmail: (memberId: number, email: string) => db.update(members).set({ email }).where(eq(members.id, memberId)),
    /** Binds a number unless another member of the brand holds it: the unique index decides (false then). */
    async setMobile(memberId: number, e164: string): Promise<boolean> {
      try {
        await db.update(members).set({ mobileNum: e164 }).where(eq(members.id, memberId));
        return true;
      } catch (err) {
        const e = err as { cause?: { constraint?: string }; constraint?: string };
        if ((e.constraint ?? e.cause?.constraint) === 'members_brand_mobile') return false;
        throw err;
      }
    },

    /** Adds a link unless `max` were made for the member since `from` (mailed-links.ts); false at the cap. */
    insertBindingWithin: (row: typeof emailBindings.$inferInsert, from: Date, max: number) =>
      insertLinkUnderCap(db, emailBindings, row, from, max),
    /** Spends a live link; the member and address it was for, or undefined (unknown, used or expired). */
    async useBinding(tokenHash: string, at: Date) {
      const rows = await db
        .update(emailBindings)
        .set({ usedAt: at })
        .where(
          and(eq(emailBindings.tokenHash, tokenHash), isNull(emailBindings.usedAt), gt(emailBindings.expiresAt, at)),
        )
        .returning({ memberId: emailBindings.memberId, email: emailBindings.email });
      return rows[0];
    },
  };
}
export type ProfileStore = ReturnType<typeof profileStore>;
