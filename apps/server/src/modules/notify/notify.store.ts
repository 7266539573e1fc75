import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { outboxMessages } from './notify.tables';

export type OutboxRow = typeof outboxMessages.$inferSelect;

export function notifyStore(db: Db) {
  return {
    async insert(row: typeof outboxMessages.$inferInsert): Promise<OutboxRow> {
      const [saved] = await db.insert(outboxMessages).values(row).returning();
      return saved as OutboxRow;
    },
    latest: (brandId: number, recipient: string, limit = 20) =>
      db
        .select()
        .from(outboxMessages)
        .where(and(eq(outboxMessages.brandId, brandId), eq(outboxMessages.recipient, recipient)))
        .orderBy(desc(outboxMessages.id))
        .limit(limit),
  };
}
export type NotifyStore = ReturnType<typeof notifyStore>;
