import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { type LedgerService, ledgerService } from '../src/modules/ledger/ledger.service';
import { ledgerStore } from '../src/modules/ledger/ledger.store';
import { members } from '../src/modules/members/members.tables';
import { brands } from '../src/modules/system/system.tables';
import type { Db } from '../src/platform/db/client';
import { seedDemo } from '../src/seed/demo';
import { testDatabase } from './harness';

/**
 * A seeded database with the ledger service on it, members made directly, and `fund` to give a
 * member money the way an operator adjustment does (from the house adjustment account).
 */
export async function ledgerKit(poolMax?: number): Promise<{
  db: Db;
  ledger: LedgerService;
  brandId: number;
  newMember: () => Promise<number>;
  fund: (memberId: number, minor: bigint) => Promise<void>;
}> {
  const db = await testDatabase(poolMax);
  await seedDemo(db);
  const [brand] = await db.select({ id: brands.id }).from(brands).where(eq(brands.merchantCode, 'RT'));
  const brandId = brand?.id as number;
  const ledger = ledgerService({ store: ledgerStore(db), db });
  const newMember = async () => {
    const name = `m${randomBytes(5).toString('hex')}`;
    const [m] = await db
      .insert(members)
      .values({ brandId, account: name, accountKey: name, passwordHash: 'x', language: 'en' })
      .returning({ id: members.id });
    return m?.id as number;
  };
  const fund = async (memberId: number, minor: bigint) => {
    await ledger.transfer({
      brandId,
      source: 'test',
      key: `fund-${randomBytes(8).toString('hex')}`,
      type: 'adjust',
      from: { kind: 'house_adjustment' },
      to: { kind: 'member_cash', memberId },
      amountMinor: minor,
    });
  };
  return { db, ledger, brandId, newMember, fund };
}
