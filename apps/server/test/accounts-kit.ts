import { desc, eq } from 'drizzle-orm';
import type { AppDeps } from '../src/app';
import { members } from '../src/modules/members/members.tables';
import { hashPassword } from '../src/modules/members/password';
import { memberIps } from '../src/modules/members/security.tables';
import { outboxMessages } from '../src/modules/notify/notify.tables';
import { brands } from '../src/modules/system/system.tables';
import { testApp } from './harness';
import { sealFor } from './seal';

/**
 * What the account API tests share: the app on its own database with a clock they move, sealed
 * bodies, the demo brand's id, members written directly, and the outbox where codes land.
 */
export async function accountsKit(overrides: Partial<AppDeps> = {}) {
  let current = new Date();
  const now = () => current;
  const tick = (ms: number) => {
    current = new Date(current.getTime() + ms);
  };
  const { app, db } = await testApp({ clock: now, ...overrides });
  const [brand] = await db.select().from(brands).where(eq(brands.merchantCode, 'RT'));
  const brandId = brand?.id as number;

  /** A member with password Secret123, and `knownIp` already known (null: none). */
  const member = async (
    account: string,
    extra: Partial<typeof members.$inferInsert> = {},
    knownIp: string | null = '127.0.0.1',
  ) => {
    const [m] = await db
      .insert(members)
      .values({
        brandId,
        account,
        accountKey: account.toLowerCase(),
        passwordHash: await hashPassword('Secret123'),
        language: 'en',
        ...extra,
      })
      .returning();
    if (knownIp)
      await db
        .insert(memberIps)
        .values({ memberId: m?.id as number, ip: knownIp, firstSeenAt: current, lastSeenAt: current });
    return m as typeof members.$inferSelect;
  };

  const lastMessage = async (recipient: string) =>
    (
      await db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.recipient, recipient))
        .orderBy(desc(outboxMessages.id))
        .limit(1)
    )[0];
  const codeIn = (body?: string) => body?.match(/\b(\d{6})\b/)?.[1] as string;

  return {
    app,
    db,
    now,
    tick,
    seal: sealFor(app),
    en: { 'accept-language': 'en' },
    brandId,
    member,
    lastMessage,
    codeIn,
  };
}
