import { and, asc, count, desc, eq, isNotNull, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import type { Executor } from '../../platform/db/tx';
import { articles } from './articles.tables';

export type ArticleRow = typeof articles.$inferSelect;
export type ArticleKindName = ArticleRow['kind'];
type Fields = Pick<
  typeof articles.$inferInsert,
  'kind' | 'slug' | 'title' | 'summary' | 'body' | 'coverUrl' | 'sequence'
>;

/** Readers' order: the operator's sequence first, then newest first. */
const ORDER = [asc(articles.sequence), desc(articles.publishedAt), desc(articles.id)];

export function articlesStore(db: Db) {
  const published = (brandId: number, kind: ArticleKindName, now: Date): SQL | undefined =>
    and(
      eq(articles.brandId, brandId),
      eq(articles.kind, kind),
      isNotNull(articles.publishedAt),
      lte(articles.publishedAt, now),
    );
  const all = (brandId: number, kind?: ArticleKindName) =>
    and(eq(articles.brandId, brandId), kind ? eq(articles.kind, kind) : undefined);
  const mine = (brandId: number, id: number) => and(eq(articles.brandId, brandId), eq(articles.id, id));
  return {
    async published(brandId: number, kind: ArticleKindName, now: Date, limit: number, offset: number) {
      const where = published(brandId, kind, now);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(articles)
          .where(where)
          .orderBy(...ORDER)
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(articles).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
    async publishedBySlug(brandId: number, kind: ArticleKindName, slug: string, now: Date) {
      const [row] = await db
        .select()
        .from(articles)
        .where(and(published(brandId, kind, now), eq(articles.slug, slug)));
      return row;
    },
    async list(brandId: number, kind: ArticleKindName | undefined, limit: number, offset: number) {
      const where = all(brandId, kind);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(articles)
          .where(where)
          .orderBy(asc(articles.kind), ...ORDER)
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(articles).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
    async insert(exec: Executor, brandId: number, f: Fields) {
      const [row] = await exec
        .insert(articles)
        .values({ ...f, brandId })
        .returning();
      return row as ArticleRow;
    },
    async update(exec: Executor, brandId: number, id: number, f: Fields, now: Date) {
      const [row] = await exec
        .update(articles)
        .set({ ...f, updatedAt: now })
        .where(mine(brandId, id))
        .returning();
      return row;
    },
    /** Publishing keeps the first publication time of an article already published; unpublishing clears it. */
    async setPublished(exec: Executor, brandId: number, id: number, publish: boolean, now: Date) {
      const [row] = await exec
        .update(articles)
        .set({ publishedAt: publish ? sql`coalesce(${articles.publishedAt}, ${now})` : null, updatedAt: now })
        .where(mine(brandId, id))
        .returning();
      return row;
    },
    async remove(exec: Executor, brandId: number, id: number) {
      const [row] = await exec.delete(articles).where(mine(brandId, id)).returning();
      return row;
    },
  };
}
export type ArticlesStore = ReturnType<typeof articlesStore>;
