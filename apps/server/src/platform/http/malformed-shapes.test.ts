import { randomBytes } from 'node:crypto';
import { CONTRACT_ROUTES, IDEMPOTENCY_HEADER, OPERATOR_PATH_PREFIX, ROUTES, type RouteDef } from '@platform/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { operatorLogin } from '../../../test/operator-kit';
import { signedInject } from '../../../test/provider-kit';
import { sealFor } from '../../../test/seal';
import { walletKit } from '../../../test/wallet-kit';

/** Every field name a route's schema declares (objects, through pipes, wrappers, unions). */
const keysOf = (s: unknown): string[] => {
  const def = (s as { _zod?: { def?: Record<string, unknown> } } | undefined)?._zod?.def;
  if (!def) return [];
  if (def.type === 'object') return Object.keys(def.shape as object);
  if (def.type === 'pipe') return keysOf(def.in);
  if (['optional', 'nullable', 'default', 'prefault', 'readonly'].includes(String(def.type)))
    return keysOf(def.innerType);
  if (def.type === 'union') return [...new Set((def.options as unknown[]).flatMap(keysOf))];
  if (def.type === 'intersection') return [...keysOf(def.left), ...keysOf(def.right)];
  return [];
};

const deep = (depth: number): unknown => {
  let v: unknown = 'x';
  for (let i = 0; i < depth; i++) v = { a: v };
  return v;
};

/** A raw body: the text sent and its content type (undefined: none at all). */
type Raw = { raw: string; type?: string };
type Case = { label: string; url: string; body?: unknown; raw?: Raw };

/** Whole bodies that are not the object a route asks for. */
const RAW_BODIES: [string, Raw][] = [
  ['array', { raw: '[1,2]', type: 'application/json' }],
  ['string', { raw: '"x"', type: 'application/json' }],
  ['null', { raw: 'null', type: 'application/json' }],
  ['number', { raw: '5', type: 'application/json' }],
  ['text/plain', { raw: '{"a":1}', type: 'text/plain' }],
  ['invalid json', { raw: '{"a":', type: 'application/json' }],
  ['empty json', { raw: '', type: 'application/json' }],
  ['empty, no type', { raw: '' }],
  ['__proto__', { raw: '{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}', type: 'application/json' }],
  ['1e400', { raw: '{"a":1e400}', type: 'application/json' }],
  ['utf-16 charset', { raw: '{"a":1}', type: 'application/json; charset=utf-16' }],
  ['bare charset', { raw: '{"a":1}', type: 'application/json;' }],
];
/** Query values each declared key gets, all keys at once: repeated, bracketed, odd numbers. */
const QUERIES: [string, (k: string) => string][] = [
  ['twice', (k) => `${k}=1&${k}=2`],
  ['object', (k) => `${k}[a]=1`],
  ['1e309', (k) => `${k}=1e309`],
  ['-0', (k) => `${k}=-0`],
  ['0x10', (k) => `${k}=0x10`],
  ['padded', (k) => `${k}=%20%205%20`],
  ['2^53+1', (k) => `${k}=9007199254740993`],
  ['empty', (k) => `${k}=`],
  ['bare', (k) => k],
  ['__proto__', (k) => `${k}=1&__proto__[x]=1&constructor[prototype][x]=1`],
];
const PATHS = ['99999999999999999999999999', '-1', 'abc', 'a%2Fb', '1e309', '%2F..%2F', '0'];
/** Field values of the wrong type, each sent in one field at a time. */
const FIELDS: [string, unknown][] = [
  ['array', ['x']],
  ['object', { a: 1 }],
  ['"true"', 'true'],
  ['true', true],
  ['-0', -0],
  ['1e308', 1e308],
  ['depth 1000', deep(1000)],
];

/** Runs the jobs `width` at a time. */
async function pool<T>(jobs: (() => Promise<T>)[], width: number): Promise<T[]> {
  const out: T[] = [];
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const i = next++;
      out[i] = await (jobs[i] as () => Promise<T>)();
    }
  };
  await Promise.all(Array.from({ length: width }, worker));
  return out;
}

/**
 * A second sweep of the route table with malformed request SHAPES (storable-text.test.ts sends
 * malformed values): bodies that are not objects or not JSON, repeated and bracketed query keys,
 * odd numerals, hostile path parameters, fields of the wrong type, deep nesting and a 2 MB string.
 * Each must be refused as the envelope (success false, a code), never a 5xx and never a hang.
 */
describe('malformed request shapes on every route', async () => {
  const k = await walletKit();
  const { app, db } = k;
  const member = await k.newMember();
  await k.fund(member.id, 100_000n);
  const agent = await k.newMember();
  await db.execute(sql`update members set type = 1 where id = ${agent.id}`);
  await db.execute(
    sql`insert into member_rebates (member_id, brand_id, rebate_bp) values (${agent.id}, ${k.brandId}, 500)`,
  );
  const agentRoutes = new Set(app.agentRoutes.map((r) => `${r.method} ${r.url}`));
  const seal = sealFor(app);
  const tokens = {
    member: member.token,
    agent: agent.token,
    operator: await operatorLogin(app, 'ops01'),
  };
  type Who = keyof typeof tokens;
  // One sign-in at a time per role: the jobs run side by side, and an operator's sign-in is two steps.
  const signingIn = new Map<Who, Promise<void>>();
  const relogin = (who: Who, stale: string) => {
    if (tokens[who] !== stale) return Promise.resolve();
    let p = signingIn.get(who);
    if (!p) {
      p = (async () => {
        tokens[who] =
          who === 'operator'
            ? await operatorLogin(app, 'ops01')
            : await k.login(who === 'agent' ? agent.id : member.id);
      })().finally(() => signingIn.delete(who));
      signingIn.set(who, p);
    }
    return p;
  };

  const casesOf = (def: RouteDef): Case[] => {
    const filled = def.path.replace(/:([A-Za-z]+)/g, '1');
    const cases: Case[] = [];
    for (const p of PATHS) {
      if (filled !== def.path) cases.push({ label: `path ${p}`, url: def.path.replace(/:([A-Za-z]+)/g, p) });
    }
    const qkeys = keysOf(def.query);
    for (const [label, q] of QUERIES) {
      if (qkeys.length) cases.push({ label: `query ${label}`, url: `${filled}?${qkeys.map(q).join('&')}` });
    }
    if (def.method !== 'GET' && def.method !== 'DELETE') {
      for (const [label, raw] of RAW_BODIES) cases.push({ label: `body ${label}`, url: filled, raw });
      const fields = keysOf(def.body);
      for (const f of fields) {
        for (const [label, v] of FIELDS) cases.push({ label: `field ${f} ${label}`, url: filled, body: { [f]: v } });
      }
      cases.push({
        label: 'fields 2 MB',
        url: filled,
        body: Object.fromEntries((fields.length ? fields : ['x']).slice(0, 1).map((f) => [f, 'a'.repeat(2 << 20)])),
      });
    }
    return cases;
  };

  it('answers each with a 4xx envelope or a success, never a 5xx or a hang', { timeout: 60_000 }, async () => {
    const jobs: (() => Promise<string | undefined>)[] = [];
    for (const [name, def] of Object.entries(ROUTES) as [string, RouteDef][]) {
      const provider = def.path.startsWith('/provider/');
      const who: Who = def.path.startsWith(OPERATOR_PATH_PREFIX)
        ? 'operator'
        : agentRoutes.has(`${def.method} ${def.path}`)
          ? 'agent'
          : 'member';
      for (const c of casesOf(def)) {
        let used = '';
        const send = async () => {
          if (provider) {
            const raw = c.raw?.raw ?? JSON.stringify(c.body ?? {});
            return signedInject(app, c.url, undefined, { raw });
          }
          used = tokens[who];
          const headers: Record<string, string> = {
            token: used,
            'accept-language': 'en',
            [IDEMPOTENCY_HEADER]: `shape-${randomBytes(8).toString('hex')}`,
          };
          let payload: string | undefined;
          if (c.raw) {
            payload = c.raw.raw;
            if (c.raw.type) headers['content-type'] = c.raw.type;
          } else if (c.body !== undefined) {
            payload = JSON.stringify(def.sealed ? await seal(c.body as object) : c.body);
            headers['content-type'] = 'application/json';
          }
          return app.inject({ method: def.method, url: c.url, headers, ...(payload !== undefined ? { payload } : {}) });
        };
        jobs.push(async () => {
          const where = `${name} ${def.method} ${c.url.slice(0, 120)} [${c.label}]`;
          let timer: NodeJS.Timeout | undefined;
          const hang = new Promise<'hang'>((r) => {
            timer = setTimeout(() => r('hang'), 10_000);
          });
          try {
            let res = await Promise.race([send(), hang]);
            if (res !== 'hang' && res.statusCode === 401 && !provider) {
              // A route before this one ended the session (logout, password change): a new one, once.
              await relogin(who, used);
              res = await Promise.race([send(), hang]);
            }
            if (res === 'hang') return `${where}: no answer in 10 s`;
            if (res.statusCode >= 500) return `${where}: ${res.statusCode} ${res.body.slice(0, 200)}`;
            if (res.statusCode >= 400 && !provider) {
              const body = res.json() as { success?: unknown; code?: unknown };
              if (body.success !== false || typeof body.code !== 'string')
                return `${where}: ${res.statusCode} not the envelope ${res.body.slice(0, 200)}`;
            }
            return undefined;
          } finally {
            clearTimeout(timer);
          }
        });
      }
    }
    const problems = (await pool(jobs, 4)).filter((p): p is string => !!p);
    expect(problems).toEqual([]);
  });

  it('an agent contract offer whose free-form tiers are odd shapes: refused naming the tier, never a 5xx', async () => {
    const name = `dl${randomBytes(5).toString('hex')}`;
    const [downline] = (
      await db.execute<{ id: number }>(
        sql`insert into members (brand_id, account, account_key, password_hash, language, type, upline_id)
            values (${k.brandId}, ${name}, ${name}, 'x', 'en', 2, ${agent.id}) returning id`,
      )
    ).rows as [{ id: number }];
    await db.execute(
      sql`insert into member_rebates (member_id, brand_id, rebate_bp) values (${downline.id}, ${k.brandId}, 100)`,
    );
    const odd: unknown[] = [
      deep(1000),
      { periodBet: [1], periodLoss: { a: 1 }, activeMembers: [7], rate: true },
      { betAmount: '1e309', activeMembers: '0x10', winRate: '-0', lossRate: ' 5 ' },
      { periodBet: '9007199254740993', periodLoss: 1e308, activeMembers: 1e308, rate: -0 },
    ];
    for (const def of Object.values(CONTRACT_ROUTES)) {
      for (const tier of odd) {
        const res = await app.inject({
          method: 'POST',
          url: def.act.path,
          headers: { token: tokens.agent, 'accept-language': 'bn' },
          payload: { action: 'offer', downlineId: downline.id, tiers: [tier] },
        });
        expect(res.statusCode, `${def.act.path} ${JSON.stringify(tier).slice(0, 80)}`).toBe(400);
        expect(res.json()).toMatchObject({
          success: false,
          code: 'VALIDATION',
          value: { fields: [{ field: expect.stringMatching(/^tiers\.0/) }] },
        });
      }
    }
  });
});
