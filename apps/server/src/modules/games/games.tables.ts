import { boolean, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
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
