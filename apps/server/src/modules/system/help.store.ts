import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import type { Executor } from '../../platform/db/tx';
import { helpSections } from './system.tables';

export type HelpRow = typeof helpSections.$inferSelect;

/** The help center's sections as the back office writes them (the players' read is systemStore.help). */
export function helpStore(db: Db) {
  return {
    async page(brandId: number, lang: string, limit: number, offset: number) {
      const where = and(eq(helpSections.brandId, brandId), eq(helpSections.lang, lang));
      const [rows, count] = await Promise.all([
        db
          .select()
          .from(helpSections)
          .where(where)
          .orderBy(asc(helpSections.sequence), asc(helpSections.sectionId))
          .limit(limit)
          .offset(offset),
        db.select({ n: sql<number>`count(*)::int` }).from(helpSections).where(where),
      ]);
      return { rows, total: count[0]?.n ?? 0 };
    },
    languages: async (brandId: number) =>
      (
        await db
          .selectDistinct({ lang: helpSections.lang })
          .from(helpSections)
          .where(eq(helpSections.brandId, brandId))
          .orderBy(asc(helpSections.lang))
      ).map((r) => r.lang),
    upsert: async (exec: Executor, row: typeof helpSections.$inferInsert) =>
      (
        await exec
          .insert(helpSections)
          .values(row)
          .onConflictDoUpdate({
            target: [helpSections.brandId, helpSections.lang, helpSections.sectionId],
            set: { title: row.title, body: row.body, sequence: row.sequence },
          })
          .returning()
      )[0] as HelpRow,
    remove: async (exec: Executor, brandId: number, lang: string, sectionId: string) =>
      (
        await exec
          .delete(helpSections)
          .where(
            and(eq(helpSections.brandId, brandId), eq(helpSections.lang, lang), eq(helpSections.sectionId, sectionId)),
          )
          .returning()
      )[0],
  };
}
export type HelpStore = ReturnType<typeof helpStore>;
