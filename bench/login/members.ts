import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { members } from '../../apps/server/src/modules/members/members.tables';
import { hashPassword } from '../../apps/server/src/modules/members/password';
import { memberIps } from '../../apps/server/src/modules/members/security.tables';
import { brands } from '../../apps/server/src/modules/system/system.tables';
import type { Db } from '../../apps/server/src/platform/db/client';
import { sealFor } from '../../apps/server/test/seal';

export const PASSWORD = 'Bench1234';

/** A member of the bench and the IP it logs in from (its own, already known: no new-IP challenge). */
export type BenchMember = { account: string; ip: string };

/**
 * Members of the demo brand, each with the one password and its own known IP. Written directly (the
 * bench measures login, not registration); hashed with the app's own hashPassword, so the logins
 * verify real argon2id hashes of the production parameters.
 */
export async function createMembers(db: Db, count: number): Promise<BenchMember[]> {
  const [brand] = await db.select({ id: brands.id }).from(brands).where(eq(brands.merchantCode, 'RT'));
  if (!brand) throw new Error('the demo brand RT is missing');
  const hash = await hashPassword(PASSWORD);
  const list = Array.from({ length: count }, (_, i) => ({
    account: `benchlogin${i}`,
    // 10.20.0.0/16: a distinct address per member, as members behind their own connections.
    ip: `10.20.${Math.floor(i / 250)}.${(i % 250) + 1}`,
  }));
  const now = new Date();
  for (let i = 0; i < list.length; i += 500) {
    const part = list.slice(i, i + 500);
    const rows = await db
      .insert(members)
      .values(
        part.map((m) => ({
          brandId: brand.id,
          account: m.account,
          accountKey: m.account,
          // One hash for all: the same cost per verify as distinct ones, without minutes of setup.
          passwordHash: hash,
          language: 'en',
        })),
      )
      .returning({ id: members.id });
    await db
      .insert(memberIps)
      .values(rows.map((r, j) => ({ memberId: r.id, ip: part[j]?.ip as string, firstSeenAt: now, lastSeenAt: now })));
  }
  return list;
}

/** Every login body sealed in advance, as the browser seals it, so the run itself spends no client crypto. */
export async function sealedLogins(app: FastifyInstance, list: BenchMember[], count: number) {
  const seal = sealFor(app);
  const out: { body: string; ip: string }[] = [];
  for (let i = 0; i < count; i++) {
    const m = list[i % list.length] as BenchMember;
    out.push({ body: JSON.stringify(await seal({ username: m.account, password: PASSWORD })), ip: m.ip });
  }
  return out;
}
