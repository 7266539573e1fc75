import { randomBytes } from 'node:crypto';
import { AGENT_TEAM_API as A } from '@platform/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { sealFor } from '../seal';
import type { AccessRow, Relation } from './access.kit';

/** Relations a team call naming a member serves: the caller itself where it says so, and its downline. */
const DOWN: readonly Relation[] = ['child', 'grandchild'];
const SELF_AND_DOWN: readonly Relation[] = ['self', 'child', 'grandchild'];
const seals = new WeakMap<FastifyInstance, ReturnType<typeof sealFor>>();
const sealOf = (app: FastifyInstance) => {
  const s = seals.get(app) ?? sealFor(app);
  seals.set(app, s);
  return s;
};

/** A team report filtered to the target member (memberId in the query). */
const report = (route: string): AccessRow => ({
  method: 'GET',
  route,
  mode: 'read',
  idIn: 'query',
  allowed: SELF_AND_DOWN,
  request: (_ctx, target) => ({ url: `${route}?memberId=${target.id}` }),
});
const own = (method: AccessRow['method'], route: string, mode: AccessRow['mode'], payload?: unknown): AccessRow => ({
  method,
  route,
  mode,
  idIn: 'none',
  allowed: ['self'],
  request: () => ({ url: route, payload }),
});

export const teamRows: AccessRow[] = [
  own('GET', A.profile, 'read'),
  own('GET', A.overview, 'read'),
  own('GET', A.invitations, 'read'),
  own('POST', A.invitations, 'write', { kind: 'member', rebate: '1' }),
  {
    method: 'POST',
    route: A.downlines,
    mode: 'write',
    idIn: 'none',
    allowed: ['self'],
    request: async (ctx) => ({
      url: A.downlines,
      payload: await sealOf(ctx.app)({
        username: `a${randomBytes(4).toString('hex')}`,
        password: 'Pass1234',
        kind: 'agent',
        rebate: '1',
      }),
    }),
  },
  {
    method: 'GET',
    route: A.downlines,
    mode: 'read',
    idIn: 'query',
    allowed: SELF_AND_DOWN,
    request: (_ctx, target) => ({ url: `${A.downlines}?parentId=${target.id}` }),
  },
  {
    method: 'GET',
    route: A.downline,
    mode: 'read',
    idIn: 'path',
    allowed: DOWN,
    request: (_ctx, target) => ({ url: A.downline.replace(':memberId', String(target.id)) }),
  },
  {
    // 2.00% fits both: the child (3.00%) keeps it above the grandchild's 2.00%, the grandchild under the child's.
    method: 'PUT',
    route: A.downlineRebate,
    mode: 'write',
    idIn: 'path',
    allowed: DOWN,
    request: (_ctx, target) => ({
      url: A.downlineRebate.replace(':memberId', String(target.id)),
      payload: { rebate: '2' },
    }),
  },
  {
    // The code belongs to the target: only the caller's own may be deleted.
    method: 'DELETE',
    route: A.invitation,
    mode: 'write',
    idIn: 'path',
    allowed: ['self'],
    request: async (ctx, target) => {
      const code = `AX${randomBytes(4).toString('hex').toUpperCase()}`;
      await ctx.db.execute(sql`insert into affiliate_codes (brand_id, code, agent_id)
        select brand_id, ${code}, id from members where id = ${target.id}`);
      return { url: A.invitation.replace(':code', code) };
    },
  },
  report(A.bets),
  report(A.transactions),
  report(A.loss),
  report(A.accounts),
];
