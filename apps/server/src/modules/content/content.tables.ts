import { boolean, integer, jsonb, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Localised } from '../../platform/i18n/localised';
import { brands } from '../system/system.tables';
import { uploads } from '../uploads/uploads.tables';

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
  /** Languages it shows in; empty: every language. */
  languages: text('languages').array().notNull().default([]),
  /** Schedule: shown from (null: now) until (null: no end). */
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
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
  /** When players see it from: the later of the schedule's start and the moment it was published. */
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  sequence: integer('sequence').notNull().default(0),
  /** False while a draft or unpublished: players never see it. */
  published: boolean('published').notNull().default(true),
  /** The operator's schedule start (null: from publication). */
  startsAt: timestamp('starts_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Uploads the content calls made public (banner pictures, promotion cards, popup pictures). */
export const contentImages = pgTable('content_images', {
  uploadId: uuid('upload_id')
    .primaryKey()
    .references(() => uploads.id),
  brandId: integer('brand_id')
    .notNull()
    .references(() => brands.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
