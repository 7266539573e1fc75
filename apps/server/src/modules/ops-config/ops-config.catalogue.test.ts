import { API, GAMES_API, OPS_CONFIG_API as P } from '@platform/contracts';
import { describe, expect, it } from 'vitest';
import { configKit } from './ops-config.kit';

const { op, pub, value, refused, audits, fill, told } = await configKit();

describe('vendors and games', () => {
  it('lists vendors paged, sorted and filtered on the server', async () => {
    const all = await value<{ list: { code: string; games: number }[]; total: number }>(
      op('GET', `${P.vendors}?pageSize=3&sort=code&order=desc`),
    );
    expect(all.list).toHaveLength(3);
    expect(all.total).toBeGreaterThan(3);
    const codes = all.list.map((v) => v.code);
    expect(codes).toEqual([...codes].sort().reverse());
    const star = await value<{ list: { code: string; games: number }[] }>(op('GET', `${P.vendors}?keyword=starsl`));
    expect(star.list.map((v) => v.code)).toEqual(['STARSLOT']);
    expect(star.list[0]?.games).toBeGreaterThan(100);
    expect(await refused(op('GET', `${P.vendors}?sort=colour`))).toMatchObject({ status: 400, field: 'sort' });
  });

  it("switches a vendor's maintenance: the game menus follow at once; an unknown vendor is named", async () => {
    const events = await told(() => value(op('PUT', fill(P.vendor, { code: 'STARSLOT' }), { maintenance: true })));
    expect(events).toEqual([{ type: 'config', parts: ['catalogue'] }]);
    const menus = (await pub(API.gameMenus)).json().value as {
      vendors: { vassalage: string; maintenance: boolean }[];
    }[];
    expect(menus.flatMap((m) => m.vendors).find((v) => v.vassalage === 'STARSLOT')?.maintenance).toBe(true);
    await value(op('PUT', fill(P.vendor, { code: 'STARSLOT' }), { maintenance: false }));
    expect(await refused(op('PUT', fill(P.vendor, { code: 'NOPE' }), { enabled: false }))).toMatchObject({
      status: 400,
      field: 'code',
    });
    expect((await audits('config.vendor')).map((a) => a.detail)).toEqual([
      { maintenance: true },
      { maintenance: false },
    ]);
  });

  it('pages the 10,000 games with filters and sorting; marks one hot and the lobby shows it', async () => {
    const p = await value<{ list: { nodeId: number; name: string }[]; total: number }>(
      op('GET', `${P.games}?pageSize=5&sort=name&order=asc`),
    );
    expect(p.total).toBeGreaterThanOrEqual(10_000);
    const names = p.list.map((g) => g.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const star = await value<{ list: { nodeId: number; vendorCode: string; isHot: boolean }[]; total: number }>(
      op('GET', `${P.games}?vendor=STARSLOT&flag=hot&pageSize=100`),
    );
    expect(star.list.every((g) => g.vendorCode === 'STARSLOT' && g.isHot)).toBe(true);
    const plain = await value<{ list: { nodeId: number }[] }>(op('GET', `${P.games}?vendor=NEON_SLOTS&pageSize=100`));
    const target = plain.list.find((g) => !star.list.some((s) => s.nodeId === g.nodeId)) as { nodeId: number };
    await value(op('PUT', fill(P.game, { nodeId: target.nodeId }), { isHot: true, isNew: true }));
    const hot = (await pub(`${GAMES_API.list}?vassalage=NEON_SLOTS&gameClassify=HOT&pageSize=100`)).json().value as {
      list: { nodeId: number }[];
    };
    expect(hot.list.map((g) => g.nodeId)).toContain(target.nodeId);
    await value(op('PUT', fill(P.game, { nodeId: target.nodeId }), { enabled: false }));
    const gone = (await pub(`${GAMES_API.list}?vassalage=NEON_SLOTS&pageSize=100`)).json().value as {
      list: { nodeId: number }[];
    };
    expect(gone.list.map((g) => g.nodeId)).not.toContain(target.nodeId);
    expect(await refused(op('PUT', fill(P.game, { nodeId: 7 }), { isHot: true }))).toMatchObject({
      status: 400,
      field: 'nodeId',
    });
    expect(await audits('config.game')).toHaveLength(2);
  });
});
