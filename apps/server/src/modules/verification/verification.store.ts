import { and, count, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { smsCodes } from './verification.tables';

export type SmsCodeRow = typeof smsCodes.$inferSelect;
/** Namespace of the advisory lock on one requesting IP (two-key form: apart from the numbers' locks). */
const SMS_IP_LOCK = 4_002;
/** Namespace of the advisory lock on a brand's dialing code (its hourly cap). */
const SMS_DIALING_LOCK = 4_003;

function queries(db: Db) {
  const since =
    (brandId: number, column: typeof smsCodes.mobile | typeof smsCodes.ip | typeof smsCodes.dialingCode) =>
    async (value: string, from: Date) => {
      const [row] = await db
        .select({ n: count() })
        .from(smsCodes)
        .where(and(eq(smsCodes.brandId, brandId), eq(column, value), gt(smsCodes.createdAt, from)));
      return row?.n ?? 0;
    };

  return {
    countForMobile: (brandId: number, mobile: string, from: Date) => since(brandId, smsCodes.mobile)(mobile, from),
    countForIp: (brandId: number, ip: string, from: Date) => since(brandId, smsCodes.ip)(ip, from),
    /**
     * The count for the dialing code's hourly cap, taken under a lock on that code, held to the
     * commit: requests from many IPs for many numbers at once are counted one after another. Taken
     * last (after the number's and the IP's), only for the count and the insert.
     */
    countForDialing: async (brandId: number, code: string, from: Date) => {
      await db.execute(sql`select pg_advisory_xact_lock(${SMS_DIALING_LOCK}, hashtext(${`${brandId}:${code}`}))`);
      return since(brandId, smsCodes.dialingCode)(code, from);
    },
    async lastForMobile(brandId: number, mobile: string): Promise<SmsCodeRow | undefined> {
      const rows = await db
        .select()
        .from(smsCodes)
        .where(and(eq(smsCodes.brandId, brandId), eq(smsCodes.mobile, mobile)))
        .orderBy(desc(smsCodes.id))
        .limit(1);
      return rows[0];
    },
    async insert(row: typeof smsCodes.$inferInsert): Promise<number> {
      const [r] = await db.insert(smsCodes).values(row).returning({ id: smsCodes.id });
      return r?.id as number;
    },
    /** Forgets a code whose message could not be delivered, so it counts toward no limit. */
    discard: async (id: number) => {
      await db.delete(smsCodes).where(eq(smsCodes.id, id));
    },
    async latestUnused(brandId: number, mobile: string, purposes: string[]): Promise<SmsCodeRow | undefined> {
      const rows = await db
        .select()
        .from(smsCodes)
        .where(
          and(
            eq(smsCodes.brandId, brandId),
            eq(smsCodes.mobile, mobile),
            inArray(smsCodes.purpose, purposes),
            isNull(smsCodes.usedAt),
          ),
        )
        .orderBy(desc(smsCodes.id))
        .limit(1);
      return rows[0];
    },
    /**
     * Counts a try at a code before it is compared, in one statement so concurrent tries all count;
     * false when the code is spent, expired or out of tries (the try is then not counted).
     */
    async attempt(id: number, now: Date, maxAttempts: number): Promise<boolean> {
      const rows = await db
        .update(smsCodes)
        .set({ attempts: sql`${smsCodes.attempts} + 1` })
        .where(
          and(
            eq(smsCodes.id, id),
            isNull(smsCodes.usedAt),
            lt(smsCodes.attempts, maxAttempts),
            gt(smsCodes.expiresAt, now),
          ),
        )
        .returning({ id: smsCodes.id });
      return rows.length === 1;
    },
    /** Marks the code used unless another request got there first; true when this one won. */
    async use(id: number, at: Date): Promise<boolean> {
      const rows = await db
        .update(smsCodes)
        .set({ usedAt: at })
        .where(and(eq(smsCodes.id, id), isNull(smsCodes.usedAt)))
        .returning({ id: smsCodes.id });
      return rows.length === 1;
    },
  };
}
type Queries = ReturnType<typeof queries>;

export function verificationStore(db: Db) {
  return {
    ...queries(db),
    /**
     * Runs `fn` holding a transaction-scoped lock on one number, so two requests cannot both pass the
     * limits; `busy` when another request holds it. It never waits for the lock: 30 requests for one
     * number at once each held a pooled connection while they waited, the holder then needed one
     * more, and the whole app hung (the 1-second throttle would refuse them anyway).
     * Then it waits for the lock on the requesting IP (`ipKey`), so the per-IP counts (the hourly
     * cap, the captcha after 3) see every request before it: 30 requests from one IP for 30 numbers
     * at once sent 5 codes without a captcha before. Nothing inside needs a second connection, and
     * the IP lock is only ever taken after a number's, so the wait cannot deadlock.
     */
    withNumberLock: <T>(key: string, ipKey: string, fn: (store: Queries) => Promise<T>): Promise<T | 'busy'> =>
      db.transaction(async (tx) => {
        const got = await tx.execute<{ ok: boolean }>(
          sql`select pg_try_advisory_xact_lock(hashtext(${`sms:${key}`})) as ok`,
        );
        if (!got.rows[0]?.ok) return 'busy' as const;
        await tx.execute(sql`select pg_advisory_xact_lock(${SMS_IP_LOCK}, hashtext(${`sms-ip:${ipKey}`}))`);
        return fn(queries(tx as unknown as Db));
      }),
  };
}
export type VerificationStore = ReturnType<typeof verificationStore>;
