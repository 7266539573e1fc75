import { OPS_AGENTS_API } from '@platform/contracts';
import { describe, expect, it } from 'vitest';
import { operatorLogin } from '../../../test/operator-kit';
import { contractsKit } from '../contracts/contracts.kit';

const k = await contractsKit();
const op = await operatorLogin(k.app);
const get = (url: string, query: Record<string, string> = {}, lang = 'en') =>
  k.app.inject({ url, query, headers: { token: op, 'accept-language': lang } });

// top -> a -> (p1, p2 players), top -> b
const top = await k.agent(null);
const a = await k.agent(top);
const b = await k.agent(top);
const p1 = await k.agent(a, 0);
const p2 = await k.agent(a, 0);

describe('operator: agent tree', () => {
  it('lists the roots (agents without upline) with level and team size', async () => {
    const res = await get(OPS_AGENTS_API.tree, { pageSize: '100' });
    expect(res.statusCode, res.body).toBe(200);
    const roots = res.json().value;
    expect(roots).toMatchObject({ parent: null, path: [] });
    const mine = roots.list.find((n: { id: number }) => n.id === top.id);
    expect(mine).toMatchObject({ account: top.account, isAgent: true, level: 0, directCount: 2, teamSize: 4 });
  });

  it("opens one agent's direct downlines, paged, with the parent's path", async () => {
    const res = (await get(OPS_AGENTS_API.tree, { parentId: String(a.id) })).json().value;
    expect(res.total).toBe(2);
    expect(res.parent).toMatchObject({ id: a.id, level: 1, teamSize: 2 });
    expect(res.path).toEqual([
      { id: top.id, account: top.account },
      { id: a.id, account: a.account },
    ]);
    expect(res.list.map((n: { id: number }) => n.id)).toEqual([p1.id, p2.id]);
    expect(res.list[0]).toMatchObject({ isAgent: false, level: 2, directCount: 0, teamSize: 0, uplineId: a.id });
    const page2 = (await get(OPS_AGENTS_API.tree, { parentId: String(a.id), pageSize: '1', pageNo: '2' })).json().value;
    expect(page2).toMatchObject({ total: 2, pageNo: 2 });
    expect(page2.list.map((n: { id: number }) => n.id)).toEqual([p2.id]);
    const topLevel = (await get(OPS_AGENTS_API.tree, { parentId: String(top.id) })).json().value;
    expect(topLevel.list.map((n: { id: number }) => n.id)).toEqual([a.id, b.id]);
  });

  it('finds a member by the start of its account, with the path to open the tree down to it', async () => {
    const res = (await get(OPS_AGENTS_API.search, { account: p2.account.toUpperCase() })).json().value;
    expect(res.list[0]).toMatchObject({ id: p2.id, level: 2 });
    expect(res.list[0].path.map((x: { id: number }) => x.id)).toEqual([top.id, a.id, p2.id]);
    const prefix = (await get(OPS_AGENTS_API.search, { account: 'c' })).json();
    expect(prefix.value.fields[0]).toMatchObject({ field: 'account', rule: 'minLength' });
    // LIKE wildcards are text, not patterns.
    expect((await get(OPS_AGENTS_API.search, { account: '%%' })).json().value.list).toEqual([]);
  });

  it('refuses an unknown parent and a malformed one naming the field', async () => {
    expect((await get(OPS_AGENTS_API.tree, { parentId: '999999' })).statusCode).toBe(404);
    const bad = await get(OPS_AGENTS_API.tree, { parentId: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().value.fields[0]).toMatchObject({ field: 'parentId' });
    const member = await k.app.inject({ url: OPS_AGENTS_API.tree, headers: { token: top.token } });
    expect(member.statusCode).toBe(401);
  });
});
