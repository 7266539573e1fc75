import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import type { Executor } from '../../platform/db/tx';
import { members } from '../members/members.tables';
import { operators } from '../operators/operators.tables';
import { feedback } from './feedback.tables';

export type FeedbackRow = typeof feedback.$inferSelect & { repliedByName: string | null };

const cols = {
  id: feedback.id,
  brandId: feedback.brandId,
  memberId: feedback.memberId,
  sender: feedback.sender,
  type: feedback.type,
  content: feedback.content,
  images: feedback.images,
  status: feedback.status,
  reply: feedback.reply,
  repliedBy: feedback.repliedBy,
  repliedAt: feedback.repliedAt,
  createdAt: feedback.createdAt,
  repliedByName: operators.username,
};

/** Feedback rows: the only SQL of the module (members and operators only read, for names). */
export function feedbackStore(db: Db) {
  async function page(where: SQL | undefined, limit: number, offset: number) {
    const [rows, total] = await Promise.all([
      db
        .select(cols)
        .from(feedback)
        .leftJoin(operators, eq(operators.id, feedback.repliedBy))
        .where(where)
        .orderBy(desc(feedback.id))
        .limit(limit)
        .offset(offset),
      db.select({ n: count() }).from(feedback).where(where),
    ]);
    return { rows: rows as FeedbackRow[], total: total[0]?.n ?? 0 };
  }

  return {
    account: async (memberId: number) =>
      (await db.select({ account: members.account }).from(members).where(eq(members.id, memberId)))[0]?.account,

    insert: async (exec: Executor, row: typeof feedback.$inferInsert) =>
      (await exec.insert(feedback).values(row).returning())[0] as typeof feedback.$inferSelect,

    mine: (memberId: number, limit: number, offset: number) => page(eq(feedback.memberId, memberId), limit, offset),

    ofBrand: (brandId: number, f: { status?: 'pending' | 'replied'; type?: number }, limit: number, offset: number) =>
      page(
        and(
          eq(feedback.brandId, brandId),
          f.status ? eq(feedback.status, f.status) : undefined,
          f.type !== undefined ? eq(feedback.type, f.type) : undefined,
        ),
        limit,
        offset,
      ),

    reply: async (exec: Executor, brandId: number, id: number, r: { reply: string; operatorId: number; at: Date }) =>
      (
        await exec
          .update(feedback)
          .set({ reply: r.reply, repliedBy: r.operatorId, repliedAt: r.at, status: 'replied' })
          .where(and(eq(feedback.id, id), eq(feedback.brandId, brandId)))
          .returning()
      )[0],

    operatorName: async (exec: Executor, id: number) =>
      (await exec.select({ username: operators.username }).from(operators).where(eq(operators.id, id)))[0]?.username,
  };
}
export type FeedbackStore = ReturnType<typeof feedbackStore>;
