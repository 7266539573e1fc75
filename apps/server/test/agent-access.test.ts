/// <reference types="vite/client" />
import { randomBytes } from 'node:crypto';
import { DOWNLINE_AGENT_TYPE, IDEMPOTENCY_HEADER } from '@platform/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ledgerService } from '../src/modules/ledger/ledger.service';
import { ledgerStore } from '../src/modules/ledger/ledger.store';
import { members } from '../src/modules/members/members.tables';
import { hashPassword } from '../src/modules/members/password';
import { sessionsService } from '../src/modules/sessions/sessions.service';
import { sessionsStore } from '../src/modules/sessions/sessions.store';
import { paymentPasswords } from '../src/modules/withdrawals/withdrawals.tables';
import { type AccessCtx, type AccessRow, type Account, RELATIONS, type Relation } from './access/access.kit';
import { otherBrand } from './brands-kit';
import { testApp } from './harness';

/**
 * The agent access-control table (issue 6): every row of test/access/*.rows.ts against every
 * relation of the fixture tree. Allowed relations are served; every other one answers 403
 * NOT_IN_DOWNLINE and changes no table. A route behind the agent guard without a row, or a row
 * naming no such route, fails the test.
 */
const modules = import.meta.glob<Record<string, unknown>>('./access/*.rows.ts', { eager: true });
const isRow = (v: unknown): v is AccessRow =>
  typeof v === 'object' && v !== null && 'route' in v && 'method' in v && 'request' in v;
const ROWS: AccessRow[] = Object.values(modules).flatMap((m) =>
  Object.values(m).flatMap((v) => (Array.isArray(v) ? v.filter(isRow) : isRow(v) ? [v] : [])),
);

const { app, db } = await testApp();
const [main] = (await db.execute<{ id: number }>(sql`select id from brands where merchant_code = 'RT'`)).rows;
const MAIN = main?.id as number;
const second = await otherBrand(db, 'AX', { domain: true });
const OTHER = second.id;
const HOST: Record<number, string> = { [MAIN]: 'localhost', [OTHER]: second.domain };

const ledger = ledgerService({ store: ledgerStore(db), db });
const sessions = sessionsService({ store: sessionsStore(db), clock: () => new Date() });
const PAY_HASH = await hashPassword('246810');
const brandOf = new Map<string, number>();

async function agent(brandId: number, upline: number | null, type: number, rebateBp: number): Promise<Account> {
  const account = `ax${randomBytes(5).toString('hex')}`;
  const [m] = await db
    .insert(members)
    .values({ brandId, account, accountKey: account, passwordHash: 'x', language: 'en', type, uplineId: upline })
    .returning({ id: members.id });
  const id = m?.id as number;
  await db.execute(
    sql`insert into member_rebates (member_id, brand_id, rebate_bp) values (${id}, ${brandId}, ${rebateBp})`,
  );
  await db.insert(paymentPasswords).values({ memberId: id, hash: PAY_HASH, updatedAt: new Date() });
  await ledger.transfer({
    brandId,
    source: 'test',
    key: `access-fund-${id}`,
    type: 'adjust',
    from: { kind: 'house_adjustment' },
    to: { kind: 'member_cash', memberId: id },
    amountMinor: 1_000_000n,
  });
  const token = await sessions.open(id, brandId, '127.0.0.1');
  brandOf.set(token, brandId);
  return { id, token, account };
}

/** P (root) -> X (caller), S (sibling); X -> C (child) -> G (grandchild); O of the second brand. */
async function fixture(): Promise<AccessCtx> {
  const parent = await agent(MAIN, null, 1, 500);
  const caller = await agent(MAIN, parent.id, DOWNLINE_AGENT_TYPE, 400);
  const sibling = await agent(MAIN, parent.id, DOWNLINE_AGENT_TYPE, 400);
  const child = await agent(MAIN, caller.id, DOWNLINE_AGENT_TYPE, 300);
  const grandchild = await agent(MAIN, child.id, DOWNLINE_AGENT_TYPE, 200);
  const foreign = await agent(OTHER, null, 1, 500);
  return {
    app,
    db,
    caller,
    members: { self: caller, child, grandchild, sibling, parent, otherBrand: foreign },
    headers: (who) => ({
      token: who.token,
      host: HOST[brandOf.get(who.token) ?? MAIN] as string,
      'accept-language': 'en',
      [IDEMPOTENCY_HEADER]: `ax-${randomBytes(8).toString('hex')}`,
    }),
  };
}

/** Tables a refused call must leave as they were; sessions and catalogue tables move on their own. */
const SKIP =
  /^(sessions|.*sessions|games|game_.*|favourite.*|recent.*|captcha.*|member_ips|launch_tokens|__drizzle.*)$/;
const tables = (
  await db.execute<{ name: string }>(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  )
).rows
  .map((r) => r.name)
  .filter((n) => !SKIP.test(n))
  .sort();
async function snapshot(): Promise<Record<string, string>> {
  const parts = tables.map(
    (t) =>
      sql`select ${t} as name, md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from ${sql.identifier(t)} x`,
  );
  const rows = await db.execute<{ name: string; h: string }>(sql.join(parts, sql` union all `));
  return Object.fromEntries(rows.rows.map((r) => [r.name, r.h]));
}

const key = (method: string, route: string) => `${method} ${route}`;

describe('agent access-control table', () => {
  it('has a row for every route behind the agent guard', () => {
    const covered = new Set(ROWS.map((r) => key(r.method, r.route)));
    const missing = app.agentRoutes.map((r) => key(r.method, r.url)).filter((k) => !covered.has(k));
    expect(missing).toEqual([]);
  });

  it('names only real agent routes in its rows', () => {
    const real = new Set(app.agentRoutes.map((r) => key(r.method, r.url)));
    expect(ROWS.map((r) => key(r.method, r.route)).filter((k) => !real.has(k))).toEqual([]);
  });

  it.each(ROWS.map((r) => [key(r.method, r.route), r.idIn, r] as const))(
    '%s (id in %s): served for the allowed relations, 403 NOT_IN_DOWNLINE and no change for the rest',
    async (_name, _idIn, row) => {
      const ctx = await fixture();
      // A route naming no member has nothing to refuse: it is called once, as the caller, for its own data.
      const relations: readonly Relation[] = row.idIn === 'none' ? ['self'] : RELATIONS;
      const problems: string[] = [];
      for (const relation of relations) {
        const target = ctx.members[relation];
        const allowed = row.idIn === 'none' || row.allowed.includes(relation);
        // The request is built first: it may create what the call needs (an offer, a code).
        const req = await row.request(ctx, target, relation);
        const before = !allowed && row.mode === 'write' ? await snapshot() : null;
        const res = await app.inject({
          method: row.method,
          url: req.url,
          headers: ctx.headers(ctx.caller),
          ...(req.payload === undefined ? {} : { payload: req.payload as Record<string, unknown> }),
        });
        if (allowed) {
          const ok = row.servedStatuses ? row.servedStatuses.includes(res.statusCode) : res.statusCode < 300;
          if (!ok) problems.push(`${relation}: expected served, got ${res.statusCode} ${res.body.slice(0, 200)}`);
          continue;
        }
        const code = res.json().code;
        if (res.statusCode !== 403 || code !== 'NOT_IN_DOWNLINE')
          problems.push(`${relation}: expected 403 NOT_IN_DOWNLINE, got ${res.statusCode} ${code}`);
        if (before) {
          const after = await snapshot();
          const changed = tables.filter((t) => before[t] !== after[t]);
          if (changed.length) problems.push(`${relation}: refused call changed ${changed.join(', ')}`);
        }
      }
      expect(problems).toEqual([]);
    },
  );
});
