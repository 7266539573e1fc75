import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { members } from './members.tables';

export type MemberRow = typeof members.$inferSelect;
export type NewMember = typeof members.$inferInsert;

export function membersStore(db: Db) {
  return {
    /** Inserts unless the username is taken in this brand; undefined means taken. */
    async insert(row: NewMember): Promise<MemberRow | undefined> {
      const rows = await db.insert(members).values(row).onConflictDoNothing().returning();
      return rows[0];
    },
    async byAccount(brandId: number, accountKey: string): Promise<MemberRow | undefined> {
      const rows = await db
        .select()
        .from(members)
        .where(and(eq(members.brandId, brandId), eq(members.accountKey, accountKey)))
        .limit(1);
      return rows[0];
    },
    async byId(id: number): Promise<MemberRow | undefined> {
      const rows = await db.select().from(members).where(eq(members.id, id)).limit(1);
      return rows[0];
    },
    markLogin: (id: number, at: Date) => db.update(members).set({ lastLoginAt: at }).where(eq(members.id, id)),
  };
}
export type MembersStore = ReturnType<typeof membersStore>;
