import { z } from 'zod';
import { serialId } from './bounds';
import { LANGUAGE_CODES } from './languages';
import { page, pageQuery } from './money';

/** Operator-written pages of spec §2's member center: beginner guide, blog and news. */
export const ARTICLE_KINDS = ['guide', 'blog', 'news'] as const;
export type ArticleKind = (typeof ARTICLE_KINDS)[number];

/** A slug is the article's address under its kind (/guide/how-to-deposit): lowercase words joined by dashes. */
export const ARTICLE_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const articleSlug = z.string().min(1).max(80).regex(ARTICLE_SLUG);

/** Text per language code ({ en, bn, ... }); a reader gets their language, else English, else any. */
const localisedText = (max: number) =>
  z
    .partialRecord(z.enum(LANGUAGE_CODES), z.string().trim().max(max))
    .refine((t) => Object.values(t).some((v) => typeof v === 'string' && v.length > 0), {
      message: 'at least one language',
    });

export const articleKindParams = z.object({ kind: z.enum(ARTICLE_KINDS) });
export const articleParams = z.object({ kind: z.enum(ARTICLE_KINDS), slug: articleSlug });
export const articleListQuery = pageQuery.extend({ lang: z.enum(LANGUAGE_CODES).optional() });
export const articleQuery = z.object({ lang: z.enum(LANGUAGE_CODES).optional() });

/** One article as a reader sees it, in the reader's language (with the fallback). */
export const articleSummary = z.object({
  id: z.number().int(),
  kind: z.enum(ARTICLE_KINDS),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  coverUrl: z.string().nullable(),
  publishedAt: z.string().describe('ISO 8601'),
});
export type ArticleSummary = z.infer<typeof articleSummary>;
export const article = articleSummary.extend({
  body: z
    .string()
    .describe('plain text: blocks separated by blank lines; a line "# x" is a heading, lines "- x" list items'),
});
export type Article = z.infer<typeof article>;
export const articlePage = page(articleSummary);
export type ArticlePage = z.infer<typeof articlePage>;

/** What an operator writes. */
export const articleBody = z.object({
  kind: z.enum(ARTICLE_KINDS),
  slug: articleSlug,
  title: localisedText(200),
  summary: localisedText(500).default({}),
  body: localisedText(50_000),
  coverUrl: z.string().trim().max(500).nullable().default(null),
  sequence: z.number().int().min(0).max(100_000).default(0),
});
export type ArticleBody = z.input<typeof articleBody>;
export const articleIdParams = z.object({ id: serialId });
export const operatorArticleQuery = pageQuery.extend({ kind: z.enum(ARTICLE_KINDS).optional() });

/** An article as an operator sees it: every language, published or not. */
export const operatorArticle = z.object({
  id: z.number().int(),
  kind: z.enum(ARTICLE_KINDS),
  slug: z.string(),
  title: z.record(z.string(), z.string()),
  summary: z.record(z.string(), z.string()),
  body: z.record(z.string(), z.string()),
  coverUrl: z.string().nullable(),
  sequence: z.number().int(),
  publishedAt: z.string().nullable().describe('null while unpublished'),
  updatedAt: z.string(),
});
export type OperatorArticle = z.infer<typeof operatorArticle>;
export const operatorArticlePage = page(operatorArticle);
