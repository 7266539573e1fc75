import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { captchas } from './captcha.tables';

export function captchaStore(db: Db) {
  return {
    insert: (row: { id: string; answerHash: string; expiresAt: Date }) => db.insert(captchas).values(row),
    /** Marks the captcha used and returns its hash, in one statement, so it can be checked only once. */
    async consume(id: string, now: Date): Promise<string | undefined> {
      const rows = await db
        .update(captchas)
        .set({ usedAt: now })
        .where(and(eq(captchas.id, id), isNull(captchas.usedAt), gt(captchas.expiresAt, now)))
        .returning({ answerHash: captchas.answerHash });
      return rows[0]?.answerHash;
    },
    purgeBefore: (before: Date) => db.delete(captchas).where(lt(captchas.expiresAt, before)),
  };
}
export type CaptchaStore = ReturnType<typeof captchaStore>;
