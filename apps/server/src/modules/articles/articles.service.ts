import type {
  Article,
  ArticleBody,
  ArticleKind,
  ArticlePage,
  ArticleSummary,
  LanguageCode,
  OperatorArticle,
} from '@platform/contracts';
import type { Db } from '../../platform/db/client';
import { inTransaction, pgErrorOf, type Tx } from '../../platform/db/tx';
import { AppError } from '../../platform/http/app-error';
import { localised } from '../../platform/i18n/localised';
import type { AuditService } from '../audit/audit.service';
import type { ArticleRow, ArticlesStore } from './articles.store';

type Page = { pageNo: number; pageSize: number };
export type OperatorCtx = { brandId: number; operatorId: number; ip: string };
/** The parsed body (defaults applied) as the route hands it over. */
type Fields = Required<Pick<ArticleBody, 'kind' | 'slug'>> & {
  title: Record<string, string | undefined>;
  summary: Record<string, string | undefined>;
  body: Record<string, string | undefined>;
  coverUrl: string | null;
  sequence: number;
};

/** A missing article names the field that pointed at it (slug for readers, id for operators). */
const notFound = (field: 'slug' | 'id') =>
  new AppError('ARTICLE_NOT_FOUND', { field }, { fields: [{ field, rule: 'notFound', message: '' }] });

/** Only the languages actually written: empty strings are dropped so the fallback can apply. */
const written = (t: Record<string, string | undefined>): Record<string, string> =>
  Object.fromEntries(Object.entries(t).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== ''));

const summaryOf = (r: ArticleRow, lang: LanguageCode): ArticleSummary => ({
  id: r.id,
  kind: r.kind,
  slug: r.slug,
  title: localised(r.title, lang),
  summary: localised(r.summary, lang),
  coverUrl: r.coverUrl,
  publishedAt: (r.publishedAt as Date).toISOString(),
});

const operatorView = (r: ArticleRow): OperatorArticle => ({
  id: r.id,
  kind: r.kind,
  slug: r.slug,
  title: r.title,
  summary: r.summary,
  body: r.body,
  coverUrl: r.coverUrl,
  sequence: r.sequence,
  publishedAt: r.publishedAt?.toISOString() ?? null,
  updatedAt: r.updatedAt.toISOString(),
});

/**
 * Beginner guide, blog and news. Readers (guests and members alike) see published articles only, in
 * their language with the English fallback of every operator text (localised()); operators see and
 * change everything, each change audited in the same transaction.
 */
export function articlesService(deps: { db: Db; store: ArticlesStore; audit: AuditService; clock: () => Date }) {
  const fields = (f: Fields) => ({
    kind: f.kind,
    slug: f.slug,
    title: written(f.title),
    summary: written(f.summary),
    body: written(f.body),
    coverUrl: f.coverUrl || null,
    sequence: f.sequence,
  });

  /** The unique (brand, kind, slug) index is the check: a concurrent duplicate fails the same way. */
  async function guardSlug<T>(fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (error) {
      if (pgErrorOf(error)?.code === '23505' && pgErrorOf(error)?.constraint === 'articles_slug')
        throw new AppError(
          'ARTICLE_SLUG_TAKEN',
          { field: 'slug' },
          { fields: [{ field: 'slug', rule: 'unique', message: '' }] },
        );
      throw error;
    }
  }

  async function audited(
    c: OperatorCtx,
    action: string,
    change: (tx: Tx) => Promise<ArticleRow | undefined>,
  ): Promise<ArticleRow> {
    return guardSlug(() =>
      inTransaction(deps.db, async (tx) => {
        const row = await change(tx);
        if (!row) throw notFound('id');
        await deps.audit.record(tx, {
          brandId: c.brandId,
          operatorId: c.operatorId,
          action: `article.${action}`,
          targetType: 'article',
          targetId: String(row.id),
          detail: { kind: row.kind, slug: row.slug },
          ip: c.ip,
        });
        return row;
      }),
    );
  }

  return {
    async list(brandId: number, kind: ArticleKind, lang: LanguageCode, p: Page): Promise<ArticlePage> {
      const { rows, total } = await deps.store.published(
        brandId,
        kind,
        deps.clock(),
        p.pageSize,
        (p.pageNo - 1) * p.pageSize,
      );
      return { list: rows.map((r) => summaryOf(r, lang)), pageNo: p.pageNo, pageSize: p.pageSize, total };
    },

    async one(brandId: number, kind: ArticleKind, slug: string, lang: LanguageCode): Promise<Article> {
      const row = await deps.store.publishedBySlug(brandId, kind, slug, deps.clock());
      if (!row) throw notFound('slug');
      return { ...summaryOf(row, lang), body: localised(row.body, lang) };
    },

    async operatorList(brandId: number, kind: ArticleKind | undefined, p: Page) {
      const { rows, total } = await deps.store.list(brandId, kind, p.pageSize, (p.pageNo - 1) * p.pageSize);
      return { list: rows.map(operatorView), pageNo: p.pageNo, pageSize: p.pageSize, total };
    },

    async create(c: OperatorCtx, f: Fields) {
      return operatorView(await audited(c, 'create', (tx) => deps.store.insert(tx, c.brandId, fields(f))));
    },

    async update(c: OperatorCtx, id: number, f: Fields) {
      return operatorView(
        await audited(c, 'update', (tx) => deps.store.update(tx, c.brandId, id, fields(f), deps.clock())),
      );
    },

    async publish(c: OperatorCtx, id: number, on: boolean) {
      return operatorView(
        await audited(c, on ? 'publish' : 'unpublish', (tx) =>
          deps.store.setPublished(tx, c.brandId, id, on, deps.clock()),
        ),
      );
    },

    async remove(c: OperatorCtx, id: number): Promise<null> {
      await audited(c, 'delete', (tx) => deps.store.remove(tx, c.brandId, id));
      return null;
    },
  };
}
export type ArticlesService = ReturnType<typeof articlesService>;
