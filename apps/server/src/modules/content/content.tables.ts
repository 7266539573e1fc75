import { boolean, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { Localised } from '../../platform/i18n/localised';
import { brands } from '../system/system.tables';

export const banners = pgTable('banners', {
  id: serial('id').primaryKey(),
  brandId: integer('brand_id')
    .notNull()
    .references(() => brands.id),
  group: text('tab_group').notNull(),
  url: text('url').notNull(),
  mediaType: text('media_type', { enum: ['image', 'video'] })
    .notNull()
    .default('image'),
  title: jsonb('title').$type<Localised>().notNull(),
  linkage: text('linkage'),
  linkageType: text('linkage_type').notNull().default('none'),
  sequence: integer('sequence').notNull().default(0),
  active: boolean('active').notNull().default(true),
});

export const announcements = pgTable('announcements', {
  id: serial('id').primaryKey(),
  brandId: integer('brand_id')
    .notNull()
    .references(() => brands.id),
  type: text('type', { enum: ['B', 'PL', 'PU', 'PR', 'H'] }).notNull(),
  title: jsonb('title').$type<Localised>().notNull(),
  content: jsonb('content').$type<Localised>().notNull(),
  execution: text('execution', { enum: ['A', 'B', 'F'] }),
  images: jsonb('images').$type<{ sequence: number; url: string }[]>().notNull().default([]),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  sequence: integer('sequence').notNull().default(0),
});
