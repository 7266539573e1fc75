import { eq } from 'drizzle-orm';
import { affiliateCodes } from '../modules/agents/agents.tables';
import { articles } from '../modules/articles/articles.tables';
import { announcements, banners } from '../modules/content/content.tables';
import { vendorCategories, vendors } from '../modules/games/games.tables';
import { members } from '../modules/members/members.tables';
import { hashPassword } from '../modules/members/password';
import { memberIps } from '../modules/members/security.tables';
import { operators } from '../modules/operators/operators.tables';
import {
  brandDomains,
  brandFlags,
  brandModules,
  brandResources,
  brands,
  customerService,
  helpSections,
  regionRules,
  registerRules,
} from '../modules/system/system.tables';
import type { Db } from '../platform/db/client';
import type { Tx } from '../platform/db/tx';
import { DEMO_ACCOUNTS, DEMO_AFFILIATE_CODE, DEMO_DEFAULT_PASSWORD, DEMO_OPERATORS } from './demo-accounts';
import { DEMO_ARTICLES } from './demo-articles';
import {
  DEMO_BRAND,
  DEMO_CUSTOMER_SERVICE,
  DEMO_DOMAINS,
  DEMO_FLAGS,
  DEMO_MODULES,
  DEMO_REGION_RULES,
  DEMO_REGISTER_RULES,
  DEMO_RESOURCES,
} from './demo-brand';
import { DEMO_ANNOUNCEMENTS, DEMO_BANNERS, DEMO_VENDORS } from './demo-content';
import { seedDepositChannels } from './demo-deposits';
import { seedDemoGames } from './demo-games';
import { DEMO_HELP } from './demo-help';
import { seedOpeningBalance } from './demo-money';
import { seedProviderCredentials } from './demo-providers';
import { seedDemoTeam } from './demo-team';

const LOOPBACK = ['127.0.0.1', '::1', '::ffff:127.0.0.1'];

/** What a production demo replaces: the operators' password and the vendors' signing secrets. */
export type DemoSecrets = { operatorPassword?: string; vendorSecrets?: Record<string, string> };

/**
 * Seeds the demo brand once. If the brand already exists nothing is written, so operators'
 * changes survive restarts and running the seed again changes nothing.
 */
export async function seedDemo(db: Db, secrets: DemoSecrets = {}): Promise<{ created: boolean; brandId: number }> {
  return db.transaction(async (tx) => {
    // Serialises concurrent first starts (several server processes on one database).
    await tx.execute('select pg_advisory_xact_lock(727275)');
    const existing = await tx
      .select({ id: brands.id })
      .from(brands)
      .where(eq(brands.merchantCode, DEMO_BRAND.merchantCode));
    if (existing[0]) {
      // Games: a database seeded before the catalogue existed gets it now.
      await seedDemoGames(tx, existing[0].id);
      // Agents: a database seeded before the demo team gets it now (only while agent01 has no downline agent).
      await seedDemoTeam(tx, existing[0].id);
      // Access: a database seeded before operator roles gets the demo operator of each role now.
      await seedMissingOperators(tx, existing[0].id, secrets.operatorPassword);
      return { created: false, brandId: existing[0].id };
    }

    const [brand] = await tx
      .insert(brands)
      .values({ ...DEMO_BRAND, defaultPasswordHash: await hashPassword(DEMO_DEFAULT_PASSWORD) })
      .returning({ id: brands.id });
    const brandId = (brand as { id: number }).id;
    const withBrand = <T extends object>(rows: T[]) => rows.map((r, i) => ({ brandId, sequence: i, ...r }));

    await tx.insert(brandDomains).values(DEMO_DOMAINS.map((d) => ({ ...d, brandId })));
    await tx
      .insert(brandFlags)
      .values(Object.entries(DEMO_FLAGS).map(([flag, enabled]) => ({ brandId, flag, enabled })));
    await tx.insert(brandModules).values(
      DEMO_MODULES.map((m, i) => ({
        brandId,
        modId: m.modId,
        parentModId: m.parent ?? null,
        name: m.name,
        enabled: m.enabled ?? true,
        sequence: i,
      })),
    );
    await tx.insert(customerService).values(withBrand(DEMO_CUSTOMER_SERVICE));
    await tx.insert(brandResources).values(withBrand(DEMO_RESOURCES));
    await tx.insert(registerRules).values(DEMO_REGISTER_RULES.map((r) => ({ ...r, brandId })));
    await tx.insert(regionRules).values(DEMO_REGION_RULES.map((r) => ({ ...r, brandId })));
    for (const [lang, sections] of Object.entries(DEMO_HELP)) {
      await tx
        .insert(helpSections)
        .values(
          sections.map((s, i) => ({ brandId, lang, sectionId: s.id, title: s.title, body: s.body, sequence: i + 1 })),
        );
    }
    await tx.insert(banners).values(DEMO_BANNERS.map((b) => ({ ...b, brandId })));
    // Content: the beginner guide (in its reading order), news and blog, published on past days.
    const seededAt = Date.now();
    await tx.insert(articles).values(
      DEMO_ARTICLES.map((a, i) => ({
        brandId,
        kind: a.kind,
        slug: a.slug,
        title: a.title,
        summary: a.summary,
        body: a.body,
        sequence: a.kind === 'guide' ? i + 1 : 0,
        publishedAt: new Date(seededAt - a.daysAgo * 86_400_000),
      })),
    );
    await tx.insert(announcements).values(DEMO_ANNOUNCEMENTS.map((a) => ({ ...a, brandId })));
    await tx.insert(vendors).values(
      DEMO_VENDORS.map((v, i) => ({
        brandId,
        code: v.code,
        name: v.name,
        logo: `/static/vendors/${v.code}.svg`,
        walletMode: v.walletMode ?? 'seamless',
        isGame: v.isGame ?? null,
        sequence: i,
      })),
    );
    await tx
      .insert(vendorCategories)
      .values(DEMO_VENDORS.flatMap((v) => v.categories.map((category) => ({ brandId, vendorCode: v.code, category }))));
    // Agents: players are created under the demo agent (an upline is fixed at insert), so agent01 has a team.
    let demoAgentId: number | null = null;
    for (const a of DEMO_ACCOUNTS) {
      const [m]: { id: number }[] = await tx
        .insert(members)
        .values({
          brandId,
          account: a.account,
          accountKey: a.account.toLowerCase(),
          type: a.type,
          nickname: a.nickname,
          passwordHash: await hashPassword(a.password),
          mobileNum: a.mobileNum,
          language: DEMO_BRAND.defaultLanguage,
          registerIp: '127.0.0.1',
          uplineId: a.type === 0 ? demoAgentId : null,
        })
        .returning({ id: members.id });
      if (a.type === 1) demoAgentId = m?.id ?? null;
      // Known IPs, so a local demo logs in without the new-IP verification (the e2e clears them to test it).
      const now = new Date();
      await tx
        .insert(memberIps)
        .values(LOOPBACK.map((ip) => ({ memberId: m?.id as number, ip, firstSeenAt: now, lastSeenAt: now })));
      await seedOpeningBalance(tx, brandId, m?.id as number, a.account);
      if (a.type === 1)
        await tx.insert(affiliateCodes).values({ brandId, code: DEMO_AFFILIATE_CODE, agentId: m?.id as number });
    }
    await seedMissingOperators(tx, brandId, secrets.operatorPassword);
    // Agents: agent01's rebate and its demo team (agent02 with players).
    await seedDemoTeam(tx, brandId);
    // Money (deposits: DEP)
    await seedDepositChannels(tx, brandId);
    // Games (provider wallet API): demo-only signing secrets of the seamless vendors.
    await seedProviderCredentials(tx, brandId, secrets.vendorSecrets);
    // Games: the demo studio's 10,000 games.
    await seedDemoGames(tx, brandId);
    return { created: true, brandId };
  });
}

/** The demo operators (one per role) the brand does not have yet; one password hash for them all. */
async function seedMissingOperators(tx: Tx, brandId: number, password: string | undefined) {
  const have = await tx.select({ username: operators.username }).from(operators).where(eq(operators.brandId, brandId));
  const missing = DEMO_OPERATORS.filter((o) => !have.some((h) => h.username.toLowerCase() === o.username));
  if (missing.length === 0) return;
  const passwordHash = await hashPassword(password ?? DEMO_OPERATORS[0].password);
  await tx
    .insert(operators)
    .values(missing.map((o) => ({ brandId, username: o.username, role: o.role, passwordHash })));
}
