import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Localised } from '../../platform/i18n/localised';
import { brands } from '../system/system.tables';

/**
 * Beginner guide, blog and news articles of a brand (spec §2), written by operators per language.
 * An article is visible to readers while published_at is set and not in the future.
 */
export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    kind: text('kind', { enum: ['guide', 'blog', 'news'] }).notNull(),
    slug: text('slug').notNull(),
    title: jsonb('title').$type<Localised>().notNull(),
    summary: jsonb('summary').$type<Localised>().notNull().default({}),
    body: jsonb('body').$type<Localised>().notNull(),
    coverUrl: text('cover_url'),
    sequence: integer('sequence').notNull().default(0),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('articles_slug').on(t.brandId, t.kind, t.slug),
    index('articles_list').on(t.brandId, t.kind, t.sequence, t.publishedAt),
  ],
);
