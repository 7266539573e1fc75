import { sql } from 'drizzle-orm';
import { brands } from '../src/modules/system/system.tables';
import type { Db } from '../src/platform/db/client';

/**
 * Another brand beside the demo one, for tests that prove brands never see each other's data:
 * merchant `code`, main domain `<code>.test` (also served as a player domain when `domain` is set).
 */
export async function otherBrand(db: Db, code: string, opts: { domain?: boolean } = {}) {
  const mainDomain = `${code.toLowerCase()}.test`;
  const [b] = await db
    .insert(brands)
    .values({
      merchantCode: code,
      name: `Other ${code}`,
      mainDomain,
      currencyCode: 'BDT',
      currencySymbol: '৳',
      timezone: 'Asia/Dhaka',
      defaultLanguage: 'en',
      supportedLanguages: ['en'],
      countryDialingCode: '+880',
      mobileDigits: 10,
    })
    .returning({ id: brands.id });
  const id = b?.id as number;
  if (opts.domain)
    await db.execute(
      sql`insert into brand_domains (domain, brand_id, purpose) values (${mainDomain}, ${id}, 'player')`,
    );
  return { id, domain: mainDomain };
}
