import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testDatabase } from '../../test/harness';
import { reconcile } from '../modules/ledger/reconcile';
import { registerRules } from '../modules/system/system.tables';
import { seedDemo } from './demo';
import { seedDemoHistory } from './demo-history';

const db = await testDatabase();
const counts = async () =>
  (
    await db.execute<{ t: string; n: string }>(sql`
      select 'brands' t, count(*)::text n from brands union all
      select 'vendors', count(*)::text from vendors union all
      select 'banners', count(*)::text from banners union all
      select 'help', count(*)::text from help_sections union all
      select 'rules', count(*)::text from register_rules union all
      select 'transfers', count(*)::text from ledger_transfers`)
  ).rows;

describe('demo seed', () => {
  it('creates the brand once, and a second run changes nothing, not even operator edits', async () => {
    expect((await seedDemo(db)).created).toBe(true);
    const first = await counts();
    await db.update(registerRules).set({ minLength: 8 }).where(sql`field = 'username'`);
    expect((await seedDemo(db)).created).toBe(false);
    expect(await counts()).toEqual(first);
    const username = await db.execute<{ min_length: number }>(
      sql`select min_length from register_rules where field = 'username'`,
    );
    expect(username.rows[0]?.min_length).toBe(8);
  });

  it('gives the demo player its opening balance through the ledger, once, with every invariant holding', async () => {
    const cash = await db.execute<{ balance: string }>(sql`
      select a.balance_minor::text as balance from ledger_accounts a join members m on m.id = a.member_id
      where m.account = 'player01' and a.kind = 'member_cash'`);
    expect(cash.rows[0]?.balance).toBe('500000');
    expect((await reconcile(db)).problems).toEqual([]);
  });

  it('puts the 10,000 games in the catalogue, and a fresh demo history of settled rounds paid through the ledger', async () => {
    const games = await db.execute<{ n: string }>(sql`select count(*)::text n from games`);
    expect(games.rows[0]?.n).toBe('10000');
    const [brand] = (await db.execute<{ id: number }>(sql`select id from brands`)).rows;
    await seedDemoHistory(db, brand?.id as number);
    const rounds = await db.execute<{ status: string; n: string; wins: string }>(sql`
      select status, count(*)::text n, count(*) filter (where win_minor > 0)::text wins from bet_rounds group by status`);
    expect(rounds.rows).toEqual([{ status: 'settled', n: '96', wins: expect.any(String) }]);
    expect(Number(rounds.rows[0]?.wins)).toBeGreaterThan(10);
    expect((await reconcile(db)).problems).toEqual([]);
  });

  it('writes every opening balance reason as a code the records screen shows in EN and BN, never an English sentence', async () => {
    const reasons = await db.execute<{ reason: string; n: string }>(sql`
      select memo->>'reason' as reason, count(*)::text n from ledger_transfers
      where source = 'seed' and idem_key like 'opening:%' group by 1`);
    expect(reasons.rows.length).toBeGreaterThan(0);
    for (const lang of ['en', 'bn']) {
      const locale = JSON.parse(
        readFileSync(new URL(`../../../web/src/i18n/locales/${lang}.json`, import.meta.url), 'utf8'),
      ) as { wallet: { memoValue: Record<string, string> } };
      for (const { reason } of reasons.rows) expect(locale.wallet.memoValue[reason], `${lang}: ${reason}`).toBeTruthy();
    }
  });
});
