import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { otherBrand } from '../../../test/brands-kit';
import { testDatabase } from '../../../test/harness';
import { pgErrorOf } from '../../platform/db/tx';
import { members } from '../members/members.tables';

const db = await testDatabase();
const brand = async (code: string) => (await otherBrand(db, code)).id;
const B1 = await brand('PA');
const B2 = await brand('PB');
let seq = 0;

/** Inserts members through the members table (the trigger builds the tree); parents[i] < i, or -1 for a root. */
async function insertTree(parents: number[], brandId = B1): Promise<number[]> {
  const ids: number[] = [];
  for (const p of parents) {
    const account = `pt${++seq}`;
    const [m] = await db
      .insert(members)
      .values({
        brandId,
        account,
        accountKey: account,
        passwordHash: 'x',
        language: 'en',
        uplineId: p < 0 ? null : (ids[p] as number),
      })
      .returning({ id: members.id });
    ids.push(m?.id as number);
  }
  return ids;
}
/** parents[i] in [-1, i-1]: any forest, in insertion order. */
const forest = (max: number) =>
  fc.array(fc.nat(), { minLength: 1, maxLength: max }).map((xs) => xs.map((x, i) => (x % (i + 1)) - 1));
const refused = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e) => pgErrorOf(e)?.code ?? 'error',
  );

describe('member tree on generated trees', () => {
  it('member_tree is exactly the closure of upline_id; nobody is its own ancestor below itself', async () => {
    await fc.assert(
      fc.asyncProperty(forest(25), async (parents) => {
        const ids = await insertTree(parents);
        const want: string[] = [];
        parents.forEach((_, i) => {
          for (let at = i, depth = 0; at >= 0; at = parents[at] as number, depth++)
            want.push(`${ids[at]}>${ids[i]}@${depth}`);
        });
        const rows = await db.execute<{ a: number; d: number; depth: number }>(sql`
          select ancestor_id as a, descendant_id as d, depth from member_tree
          where descendant_id in (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )})`);
        expect(rows.rows.map((r) => `${r.a}>${r.d}@${r.depth}`).sort()).toEqual(want.sort());
        expect(rows.rows.filter((r) => r.a === r.d && r.depth > 0)).toEqual([]);
        expect(rows.rows.filter((r) => r.depth === 0 && r.a !== r.d)).toEqual([]);
      }),
      { numRuns: 25 },
    );
  });

  it('refuses any change of upline (so no cycle can ever form) and an upline of another brand', async () => {
    await fc.assert(
      fc.asyncProperty(forest(12), fc.nat(), fc.nat(), async (parents, x, y) => {
        const ids = await insertTree(parents);
        const i = x % ids.length;
        const who = ids[i] as number;
        const to = ids[y % ids.length] as number;
        const current = (parents[i] as number) < 0 ? null : ids[parents[i] as number];
        // Writing the same upline again changes nothing and passes; any other value is refused.
        const set = (v: number | null) =>
          refused(db.execute(sql`update members set upline_id = ${v} where id = ${who}`));
        expect(await set(to)).toBe(to === current ? null : '23514');
        expect(await set(null)).toBe(current === null ? null : '23514');
        const foreign = db.insert(members).values({
          brandId: B2,
          account: `pf${++seq}`,
          accountKey: `pf${seq}`,
          passwordHash: 'x',
          language: 'en',
          uplineId: who,
        });
        expect(await refused(foreign)).toBe('23514');
      }),
      { numRuns: 15, endOnFailure: true },
    );
  }, 60_000);
});

describe('rebates on generated trees', () => {
  it('the database refuses any child above its parent, or a parent below a child, as the model says', async () => {
    const op = fc.record({ node: fc.nat(), bp: fc.integer({ min: 0, max: 1_000 }) });
    await fc.assert(
      fc.asyncProperty(forest(10), fc.array(op, { minLength: 1, maxLength: 30 }), async (parents, ops) => {
        const ids = await insertTree(parents);
        const model = new Map<number, number>(); // node index -> rebate, once set
        for (const o of ops) {
          const i = o.node % ids.length;
          const parent = parents[i] as number;
          const cap = parent >= 0 ? model.get(parent) : undefined;
          const children = parents.flatMap((p, j) => (p === i && model.has(j) ? [model.get(j) as number] : []));
          const ok = (cap === undefined || o.bp <= cap) && children.every((c) => o.bp >= c);
          const res = await refused(
            db.execute(sql`insert into member_rebates (member_id, brand_id, rebate_bp) values (${ids[i]}, ${B1}, ${o.bp})
              on conflict (member_id) do update set rebate_bp = excluded.rebate_bp`),
          );
          expect(res).toBe(ok ? null : '23514');
          if (ok) model.set(i, o.bp);
        }
        const bad = await db.execute(sql`
          select 1 from members c join member_rebates rc on rc.member_id = c.id
          join member_rebates rp on rp.member_id = c.upline_id
          where c.id in (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )}) and rc.rebate_bp > rp.rebate_bp`);
        expect(bad.rows).toEqual([]);
      }),
      { numRuns: 25 },
    );
  }, 60_000);
});
