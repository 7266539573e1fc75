import { AGENT_TYPES, OPS_MEMBERS_API } from '@platform/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { accountsKit } from '../../../test/accounts-kit';
import { operatorLogin } from '../../../test/operator-kit';
import { opsMembersStore, type SearchFilter, type SearchMatch } from './ops-members.store';

/**
 * Member search on a brand of 100,000 members: every key is answered through an index (no
 * sequential scan of members or member_ips in the plan) and within a budget through the API.
 */
const { app, db, brandId } = await accountsKit();
const N = 100_000;
let op: string;

beforeAll(async () => {
  op = await operatorLogin(app);
  await db.execute(sql`
    insert into members (brand_id, account, account_key, password_hash, language, mobile_num, register_ip, created_at, last_login_at)
    select ${brandId}, 'scale' || g, 'scale' || g, 'x', 'en', '+88019' || lpad(g::text, 8, '0'),
           '10.' || (g / 65536) || '.' || (g / 256 % 256) || '.' || (g % 256),
           now() - make_interval(mins => g), case when g % 3 = 0 then null else now() - make_interval(secs => g) end
    from generate_series(1, ${N}) g`);
  await db.execute(sql`
    insert into member_ips (member_id, ip, first_seen_at, last_seen_at)
    select id, '172.16.' || (id / 256 % 256) || '.' || (id % 256), now(), now() from members where account_key like 'scale%'`);
  await db.execute(sql`analyze members`);
  await db.execute(sql`analyze member_ips`);
}, 120_000);

const store = opsMembersStore(db);
const filter = (matches: SearchMatch[], sort: SearchFilter['sort'] = 'id'): SearchFilter => ({
  brandId,
  matches,
  agentTypes: AGENT_TYPES,
  sort,
  order: 'desc',
});
/** The plan of one statement as text (EXPLAIN without ANALYZE: what the planner chose). */
async function plan(q: { toSQL: () => { sql: string; params: unknown[] } }) {
  const { sql: text, params } = q.toSQL();
  const res = await db.$client.query(`explain ${text}`, params);
  return res.rows.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n');
}

describe('member search at 100,000 members', () => {
  const cases: [string, SearchMatch[], SearchFilter['sort']][] = [
    ['username prefix', [{ key: 'username', prefix: 'scale4242' }], 'id'],
    ['mobile exact', [{ key: 'mobile', exact: '+8801900042424' }], 'id'],
    ['mobile prefix', [{ key: 'mobile', prefix: '+880190004242' }], 'id'],
    ['id', [{ key: 'id', id: 4242 }], 'id'],
    ['registration or login IP', [{ key: 'ip', ip: '10.0.16.146' }], 'id'],
    ['login IP', [{ key: 'ip', ip: '172.16.16.146' }], 'id'],
    [
      'any key (OR)',
      [
        { key: 'id', id: 4242 },
        { key: 'username', prefix: '4242' },
      ],
      'id',
    ],
    ['whole brand by join date', [], 'createdAt'],
    ['whole brand by last login', [], 'lastLoginAt'],
    ['whole brand by username', [], 'account'],
  ];

  it.each(cases)('%s: indexes only', async (_name, matches, sort) => {
    const q = store.searchQueries(filter(matches, sort), 20, 0);
    const rows = await plan(q.rows);
    expect(rows).not.toMatch(/Seq Scan on members\b/);
    expect(rows).not.toMatch(/Seq Scan on member_ips/);
    if (matches.length) expect(await plan(q.total)).not.toMatch(/Seq Scan on members\b/);
  });

  it('answers each key through the API within a second (a shared 2-core CI box; plans above are the proof)', async () => {
    await app.inject({ url: `${OPS_MEMBERS_API.search}?q=warm`, headers: { token: op } });
    for (const query of ['q=scale4242', 'q=01900042424', 'q=4242&by=id', 'q=10.0.16.146', 'sort=lastLoginAt']) {
      const started = performance.now();
      const res = await app.inject({ url: `${OPS_MEMBERS_API.search}?${query}`, headers: { token: op } });
      const ms = performance.now() - started;
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().value.total).toBeGreaterThan(0);
      expect(ms, query).toBeLessThan(1000);
    }
  });
});
