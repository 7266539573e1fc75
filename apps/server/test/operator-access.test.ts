import { randomBytes } from 'node:crypto';
import {
  IDEMPOTENCY_HEADER,
  OPERATOR_PATH_PREFIX,
  OPERATOR_ROLES,
  OPERATOR_SIGN_IN_PATHS,
  type OperatorRole,
  ROUTES,
  type RouteDef,
  roleCan,
} from '@platform/contracts';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { accessHooks, installOperatorAccess } from '../src/platform/http/operator-access';
import { route } from '../src/platform/http/route';
import { DEMO_OPERATORS } from '../src/seed/demo-accounts';
import { type OperatorAccessRow, operatorRows } from './access/operators.rows';
import { testApp } from './harness';
import { operatorLogin } from './operator-kit';

/**
 * The operator access table (issue 17): every operator route of the route table is called as every
 * role (the seeded demo operator of each: ops01 owner, fin01, sup01, con01, risk01). A role the row
 * does not name gets 403 OPERATOR_FORBIDDEN and no table changes; a role it names gets past the
 * guard (any answer but 403: a validation error or a 404 for the made-up ids is fine). An operator
 * route without a row fails, and so does a row that disagrees with ROLE_PERMISSIONS.
 */
const { app, db } = await testApp();
const entries = Object.entries(ROUTES) as [keyof typeof ROUTES, RouteDef][];
const operatorRoutes = entries.filter(
  ([, r]) => r.path.startsWith(OPERATOR_PATH_PREFIX) && !OPERATOR_SIGN_IN_PATHS.includes(r.path),
);
const demoOf = (role: OperatorRole) => DEMO_OPERATORS.find((o) => o.role === role) as { username: string };
const tokens = new Map<OperatorRole, string>();
for (const role of OPERATOR_ROLES) tokens.set(role, await operatorLogin(app, demoOf(role).username));

// A member and an operator the calls may name (so an allowed owner call never touches ops01 itself).
const [member] = (await db.execute<{ id: number }>(sql`select id from members where account = 'player01'`)).rows;
const [target] = (
  await db.execute<{ id: number }>(
    sql`insert into operators (brand_id, username, role, password_hash)
      select brand_id, 'access-target', 'support', password_hash from operators where username = 'ops01' returning id`,
  )
).rows;

const PARAMS: Record<string, string> = {
  memberId: String(member?.id),
  id: '987654',
  pid: '987654',
  action: 'approve',
};
const urlOf = (row: OperatorAccessRow, def: RouteDef) => {
  const params: Record<string, string> = {
    ...PARAMS,
    ...(def.path.includes('/operators/') ? { id: String(target?.id) } : {}),
    ...row.params,
  };
  return def.path.replace(/:([A-Za-z]+)/g, (_, name: string) => params[name] ?? '1');
};

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

describe('operator access table', () => {
  it('has a row for every operator route, and names only operator routes', () => {
    const covered = new Set(operatorRows.map((r) => r.route));
    expect(operatorRoutes.map(([k]) => k).filter((k) => !covered.has(k))).toEqual([]);
    const real = new Set(operatorRoutes.map(([k]) => k));
    expect(operatorRows.map((r) => r.route).filter((k) => !real.has(k))).toEqual([]);
    expect(new Set(operatorRows.map((r) => r.route)).size).toBe(operatorRows.length);
  });

  it('agrees with ROLE_PERMISSIONS: each row names exactly the roles its permission is given to', () => {
    const disagree = operatorRows.flatMap((row) => {
      const permission = (ROUTES[row.route] as RouteDef).permission;
      const expected = permission ? OPERATOR_ROLES.filter((r) => roleCan(r, permission)) : [];
      return [...row.allowed].sort().join() === [...expected].sort().join()
        ? []
        : [`${row.route} (${permission}): table ${row.allowed.join('/')}, roles ${expected.join('/')}`];
    });
    expect(disagree).toEqual([]);
  });

  it.each(operatorRows.map((r) => [r.route, r] as const))(
    '%s: served for its roles, 403 OPERATOR_FORBIDDEN and no change for the others',
    async (_name, row) => {
      const def = ROUTES[row.route] as RouteDef;
      const problems: string[] = [];
      for (const role of OPERATOR_ROLES) {
        const allowed = row.allowed.includes(role);
        const token = row.endsSession ? await operatorLogin(app, demoOf(role).username) : (tokens.get(role) as string);
        const before = allowed ? null : await snapshot();
        const res = await app.inject({
          method: def.method,
          url: urlOf(row, def),
          headers: { token, 'accept-language': 'en', [IDEMPOTENCY_HEADER]: `oa-${randomBytes(8).toString('hex')}` },
          ...(def.method === 'GET' || def.method === 'DELETE' ? {} : { payload: {} }),
        });
        if (res.statusCode === 401) problems.push(`${role}: 401 (the session should be live)`);
        if (allowed) {
          if (res.statusCode === 403)
            problems.push(`${role}: expected past the guard, got 403 ${res.body.slice(0, 120)}`);
          if (res.statusCode >= 500) problems.push(`${role}: ${res.statusCode} ${res.body.slice(0, 120)}`);
          continue;
        }
        const code = res.json().code;
        if (res.statusCode !== 403 || code !== 'OPERATOR_FORBIDDEN')
          problems.push(`${role}: expected 403 OPERATOR_FORBIDDEN, got ${res.statusCode} ${code}`);
        if (before) {
          const after = await snapshot();
          const changed = tables.filter((t) => before[t] !== after[t]);
          if (changed.length) problems.push(`${role}: refused call changed ${changed.join(', ')}`);
        }
      }
      expect(problems).toEqual([]);
    },
  );

  it('refuses without a session: 401, whatever the role', async () => {
    const res = await app.inject({ url: ROUTES.operatorMe.path });
    expect(res.statusCode).toBe(401);
  });
});

describe('registering operator routes', () => {
  const tryRegister = async (def: RouteDef) => {
    const a = Fastify();
    a.decorate('operatorGuard', async () => {});
    try {
      route(a, def, { tags: ['x'], summary: 'x' }, (async () => null) as never);
    } finally {
      await a.close();
    }
  };

  it('refuses an operator route without a permission, and a permission outside /wps/operator/', async () => {
    const bare = { method: 'GET', path: '/wps/operator/forgotten', response: ROUTES.operatorMe.response } as const;
    await expect(tryRegister(bare)).rejects.toThrow(/names its permission/);
    const elsewhere = { ...bare, path: '/wps/member/x', permission: 'reports' } as const;
    await expect(tryRegister(elsewhere)).rejects.toThrow(/lives under/);
    await expect(tryRegister({ ...bare, permission: 'reports' })).resolves.toBeUndefined();
  });

  it('refuses an operator route registered by hand without the access hooks (a raw CSV answer, say)', async () => {
    const a = Fastify();
    installOperatorAccess(a, async () => {});
    const def = {
      method: 'GET',
      path: '/wps/operator/raw',
      response: ROUTES.operatorMe.response,
      permission: 'reports',
    } as const;
    try {
      expect(() => a.get(def.path, { preHandler: a.operatorGuard }, async () => 'x')).toThrow(/accessHooks/);
      expect(() => a.get(def.path, { ...accessHooks(a, def, a.operatorGuard) }, async () => 'x')).not.toThrow();
      expect(() => a.post(ROUTES.operatorLogin.path, async () => 'x')).not.toThrow();
    } finally {
      await a.close();
    }
  });
});
