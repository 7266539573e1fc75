import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { brands } from '../system/system.tables';

/** A game vendor as one brand offers it (vassalage is the vendor code of spec §3). */
export const vendors = pgTable(
  'vendors',
  {
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    code: text('code').notNull(),
    name: text('name').notNull(),
    logo: text('logo').notNull(),
    walletMode: text('wallet_mode', { enum: ['seamless', 'transfer'] }).notNull(),
    isGame: text('is_game'),
    /** Where the vendor's game window opens (launch token and game appended); null: no game window. */
    launchUrl: text('launch_url'),
    enabled: boolean('enabled').notNull().default(true),
    maintenance: boolean('maintenance').notNull().default(false),
    sequence: integer('sequence').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.code] })],
);

/** Which categories a vendor appears in; e-sports and cockfight vendors are split out of sports. */
export const vendorCategories = pgTable(
  'vendor_categories',
  {
    brandId: integer('brand_id').notNull(),
    vendorCode: text('vendor_code').notNull(),
    category: text('category').notNull(),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.vendorCode, t.category] })],
);

/**
 * The catalogue: one row per game a brand offers. Names in every language live in `names` (language
 * code to name; English always present) because the lobby reads them together, from memory.
 */
export const games = pgTable(
  'games',
  {
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    nodeId: integer('node_id').notNull(),
    gameId: text('game_id').notNull(),
    vendorCode: text('vendor_code').notNull(),
    gameCode: text('game_code').notNull(),
    /** Category code of spec §1; slots are RNG. */
    category: text('category').notNull(),
    isGame: text('is_game'),
    isHot: boolean('is_hot').notNull().default(false),
    isNew: boolean('is_new').notNull().default(false),
    rtpBp: integer('rtp_bp').notNull(),
    volatility: text('volatility', { enum: ['low', 'medium', 'high'] }).notNull(),
    tags: text('tags').array().notNull(),
    theme: text('theme').notNull(),
    iconUrl: text('icon_url').notNull(),
    largeIconUrl: text('large_icon_url').notNull(),
    names: jsonb('names').$type<Record<string, string>>().notNull(),
    trial: boolean('trial').notNull().default(true),
    enabled: boolean('enabled').notNull().default(true),
    maintenance: boolean('maintenance').notNull().default(false),
    sequence: integer('sequence').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.brandId, t.nodeId] }),
    uniqueIndex('games_vendor_code').on(t.brandId, t.vendorCode, t.gameCode),
  ],
);

/** A member's favourite games (spec: favourite list and ids). */
export const gameFavourites = pgTable(
  'game_favourites',
  {
    brandId: integer('brand_id').notNull(),
    memberId: integer('member_id').notNull(),
    nodeId: integer('node_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.nodeId] }), index('game_favourites_member').on(t.memberId, t.createdAt)],
);

/** Games a member launched for real, newest first (GCS_recentGame). */
export const gameRecent = pgTable(
  'game_recent',
  {
    brandId: integer('brand_id').notNull(),
    memberId: integer('member_id').notNull(),
    nodeId: integer('node_id').notNull(),
    playedAt: timestamp('played_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.nodeId] }), index('game_recent_member').on(t.memberId, t.playedAt)],
);
