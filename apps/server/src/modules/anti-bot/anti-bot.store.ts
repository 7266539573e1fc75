import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { antiBotSpent, registerIpHours } from './anti-bot.tables';

export function antiBotStore(db: Db) {
  return {
    /** Records a solution's challenge as used; false when it already was (one statement, so a race has one winner). */
    async spend(signature: string, expiresAt: Date): Promise<boolean> {
      const rows = await db
        .insert(antiBotSpent)
        .values({ signature, expiresAt })
        .onConflictDoNothing()
        .returning({ signature: antiBotSpent.signature });
      return rows.length === 1;
    },
    purgeSpent: (before: Date) => db.delete(antiBotSpent).where(lt(antiBotSpent.expiresAt, before)),

    /**
     * Takes one registration slot of this IP's hour when fewer than `cap` are taken; the count
     * after, or null when the hour is full. The upsert's row lock serialises concurrent callers.
     */
    async reserveRegistration(brandId: number, ip: string, hour: Date, cap: number): Promise<number | null> {
      const rows = await db
        .insert(registerIpHours)
        .values({ brandId, ip, hour, n: 1 })
        .onConflictDoUpdate({
          target: [registerIpHours.brandId, registerIpHours.ip, registerIpHours.hour],
          set: { n: sql`${registerIpHours.n} + 1` },
          setWhere: sql`${registerIpHours.n} < ${cap}`,
        })
        .returning({ n: registerIpHours.n });
      return rows[0]?.n ?? null;
    },
    /** Gives a slot back when the registration that took it did not create an account. */
    releaseRegistration: (brandId: number, ip: string, hour: Date) =>
      db
        .update(registerIpHours)
        .set({ n: sql`${registerIpHours.n} - 1` })
        .where(
          and(
            eq(registerIpHours.brandId, brandId),
            eq(registerIpHours.ip, ip),
            eq(registerIpHours.hour, hour),
            gt(registerIpHours.n, 0),
          ),
        ),
    purgeHours: (before: Date) => db.delete(registerIpHours).where(lt(registerIpHours.hour, before)),
  };
}
export type AntiBotStore = ReturnType<typeof antiBotStore>;
