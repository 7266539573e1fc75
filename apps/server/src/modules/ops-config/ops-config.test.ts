import { API, GAMES_API, OPS_CONFIG_API as P, type RealtimeEvent } from '@platform/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { testApp } from '../../../test/harness';
import { operatorLogin } from '../../../test/operator-kit';

const { app, db } = await testApp();
const token = await operatorLogin(app);

type Res = { statusCode: number; json: () => { value: never; code: string; message: string } };
const op = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, lang = 'en') =>
  app.inject({
    method,
    url,
    headers: { 'accept-language': lang, authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  }) as Promise<Res>;
const pub = (url: string, lang = 'en') => app.inject({ url, headers: { 'accept-language': lang } });
const value = async <T = Record<string, unknown>>(r: Promise<Res>): Promise<T> => {
  const res = await r;
  expect(res.statusCode, JSON.stringify(res.json())).toBe(200);
  return res.json().value as T;
};
/** A refusal: the status, and the first field it names. */
const refused = async (r: Promise<Res>) => {
  const res = await r;
  const body = res.json() as unknown as { value: { fields?: { field: string }[] }; message: string };
  return { status: res.statusCode, field: body.value?.fields?.[0]?.field, message: body.message };
};
const audits = async (action: string) =>
  (
    await db.execute<{ target_id: string; detail: Record<string, unknown>; operator_id: number }>(
      sql`select target_id, detail, operator_id from audit_log where action = ${action} order by id`,
    )
  ).rows;
const fill = (path: string, params: Record<string, string | number>) =>
  path.replace(/:([A-Za-z]+)/g, (_, k: string) => encodeURIComponent(String(params[k])));

/** Every event published to the brand's sockets during `fn`. */
async function told(fn: () => Promise<unknown>): Promise<RealtimeEvent[]> {
  const spy = vi.spyOn(app.realtime.realtime, 'publish');
  try {
    await fn();
    return spy.mock.calls.map((c) => c[0]);
  } finally {
    spy.mockRestore();
  }
}

describe('ops-config access', () => {
  it('refuses every call without an operator session', async () => {
    const res = await app.inject({ url: P.brand });
    expect(res.statusCode).toBe(401);
    const put = await app.inject({ method: 'PUT', url: P.flags, payload: { flags: { freePlay: false } } });
    expect(put.statusCode).toBe(401);
  });
});

describe('brand flags, module tree, languages', () => {
  it('switches a flag: whitelabel answers it at once, audited, sockets told', async () => {
    const before = await value<{ flags: { freePlay: boolean } }>(op('GET', P.brand));
    expect(before.flags.freePlay).toBe(true);
    const events = await told(() => value(op('PUT', P.flags, { flags: { freePlay: false } })));
    expect(events).toContainEqual({ type: 'config', parts: ['brand'] });
    const wl = (await pub(API.whitelabel)).json().value;
    expect(wl.flags.freePlay).toBe(false);
    const [row] = await audits('config.flags');
    expect(row?.detail).toEqual({ flags: { freePlay: false } });
    expect(row?.operator_id).toBeGreaterThan(0);
    expect(await refused(op('PUT', P.flags, { flags: {} }))).toMatchObject({ status: 400, field: 'flags' });
  });

  it('disables and renames a module of the tree; an unknown module is named', async () => {
    const m = await value<{ enabled: boolean; name: string }>(
      op('PUT', fill(P.module, { modId: 'blog' }), { enabled: false, name: 'Blog posts' }),
    );
    expect(m).toMatchObject({ enabled: false, name: 'Blog posts' });
    const wl = (await pub(API.whitelabel)).json().value as {
      modules: { modId: string; childrenNodes: { modId: string; enabled: boolean }[] }[];
    };
    const blog = wl.modules.find((r) => r.modId === 'MEMBER')?.childrenNodes.find((c) => c.modId === 'blog');
    expect(blog?.enabled).toBe(false);
    expect(await refused(op('PUT', fill(P.module, { modId: 'nope' }), { enabled: true }))).toMatchObject({
      status: 400,
      field: 'modId',
    });
    expect((await audits('config.module')).map((a) => a.target_id)).toEqual(['blog']);
  });

  it('sets the languages offered; the default must be one of them', async () => {
    const r = await refused(op('PUT', P.languages, { default: 'fr', supported: ['en', 'bn'] }));
    expect(r).toMatchObject({ status: 400, field: 'default' });
    expect(r.message).toContain('languages offered');
    const bn = await refused(op('PUT', P.languages, { default: 'fr', supported: ['en'] }, 'bn'));
    expect(bn.message).toContain('ভাষা');
    await value(op('PUT', P.languages, { default: 'en', supported: ['en', 'bn', 'hi', 'en'] }));
    // The brand row is cached for 5 s per instance: the write dropped this instance's copy.
    const wl = (await pub(API.whitelabel)).json().value;
    expect(wl.languages).toEqual({ default: 'en', supported: ['en', 'bn', 'hi'] });
    expect(await audits('config.languages')).toHaveLength(1);
  });
});

describe('registration rules', () => {
  it('lists every field with the hint in the operator language', async () => {
    const cfg = await value<{ fields: { field: string; stored: boolean; message: string }[] }>(op('GET', P.register));
    expect(cfg.fields).toHaveLength(20);
    expect(cfg.fields.find((f) => f.field === 'username')).toMatchObject({ stored: true });
    expect(cfg.fields.find((f) => f.field === 'username')?.message).toContain('Start with a letter');
  });

  it('makes email required: the register settings players read follow at once', async () => {
    const events = await told(() =>
      value(
        op('PUT', fill(P.registerField, { field: 'email' }), {
          enabled: true,
          required: true,
          patternId: 'EMAIL',
          minLength: 6,
          maxLength: 60,
        }),
      ),
    );
    expect(events).toContainEqual({ type: 'config', parts: ['register'] });
    const rs = (await pub(API.registerSettings)).json().value as { fields: { field: string; required: boolean }[] };
    expect(rs.fields.find((f) => f.field === 'email')?.required).toBe(true);
    const [a] = await audits('config.register_rule');
    expect(a).toMatchObject({
      target_id: 'email',
      detail: { before: { required: false }, after: { required: true, patternId: 'EMAIL' } },
    });
  });

  it('refuses rules naming the field', async () => {
    const body = { enabled: true, required: false, patternId: 'DIGITS', minLength: 10, maxLength: 6 };
    expect(await refused(op('PUT', fill(P.registerField, { field: 'mobileNum' }), body))).toMatchObject({
      status: 400,
      field: 'maxLength',
    });
    expect(
      await refused(op('PUT', fill(P.registerField, { field: 'shoeSize' }), { ...body, minLength: 1 })),
    ).toMatchObject({ status: 400, field: 'field' });
    expect(
      await refused(
        op('PUT', fill(P.registerField, { field: 'mobileNum' }), {
          ...body,
          minLength: 1,
          enabled: false,
          required: true,
        }),
      ),
    ).toMatchObject({ status: 400, field: 'required' });
    expect(
      await refused(op('PUT', fill(P.registerField, { field: 'mobileNum' }), { ...body, patternId: 'NOPE' })),
    ).toMatchObject({ status: 400, field: 'patternId' });
    expect(await audits('config.register_rule')).toHaveLength(1);
  });
});

describe('region rules', () => {
  it("blocks the caller's IP at once and lets it in again when removed", async () => {
    const status = async () => (await pub(API.status)).json().value.status;
    expect(await status()).toBe(0);
    const rule = await value<{ id: number }>(
      op('POST', P.regions, { kind: 'cidr', value: '127.0.0.0/8', action: 'block' }),
    );
    expect(await status()).toBe(2);
    const list = await value<{ id: number; value: string }[]>(op('GET', P.regions));
    expect(list.map((r) => r.value)).toContain('127.0.0.0/8');
    await value(op('DELETE', fill(P.region, { id: rule.id })));
    expect(await status()).toBe(0);
    expect((await audits('config.region_add')).map((a) => a.target_id)).toEqual([String(rule.id)]);
    expect(await audits('config.region_remove')).toHaveLength(1);
  });

  it('refuses bad rules naming the field', async () => {
    for (const [body, field] of [
      [{ kind: 'country', value: 'Bangladesh', action: 'block' }, 'value'],
      [{ kind: 'cidr', value: '10.0.0.0/33', action: 'block' }, 'value'],
      [{ kind: 'cidr', value: 'not-an-ip', action: 'allow' }, 'value'],
      [{ kind: 'country', value: 'BD', action: 'allow' }, 'action'],
      [{ kind: 'planet', value: 'BD', action: 'block' }, 'kind'],
    ] as const)
      expect(await refused(op('POST', P.regions, body)), JSON.stringify(body)).toMatchObject({ status: 400, field });
    expect(await refused(op('DELETE', fill(P.region, { id: 999_999 })))).toMatchObject({ status: 400, field: 'id' });
  });
});

describe('maintenance windows', () => {
  const soon = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

  it('refuses an end before the start, an unknown vendor or game, naming the field', async () => {
    for (const [body, field] of [
      [{ scope: 'site', startTime: soon(60), endTime: soon(30) }, 'endTime'],
      [{ scope: 'site', startTime: soon(-60), endTime: soon(-30) }, 'endTime'],
      [{ scope: 'vendor', target: 'NOPE', startTime: soon(0), endTime: soon(30) }, 'target'],
      [{ scope: 'vendor', startTime: soon(0), endTime: soon(30) }, 'target'],
      [{ scope: 'game', target: '42', startTime: soon(0), endTime: soon(30) }, 'target'],
      [{ scope: 'site', startTime: 'tomorrow', endTime: soon(30) }, 'startTime'],
    ] as const)
      expect(await refused(op('POST', P.maintenance, body)), JSON.stringify(body)).toMatchObject({
        status: 400,
        field,
      });
    const r = await refused(op('POST', P.maintenance, { scope: 'site', startTime: soon(60), endTime: soon(30) }));
    expect(r.message).toContain('after the start time');
    expect(await audits('config.maintenance_create')).toHaveLength(0);
  });

  it('puts a vendor in maintenance now: game menus and the lobby show it at once, and again open when deleted', async () => {
    const vendorClosed = async () => {
      const menus = (await pub(API.gameMenus)).json().value as {
        vendors: { vassalage: string; maintenance: boolean }[];
      }[];
      return menus.flatMap((m) => m.vendors).find((v) => v.vassalage === 'STARSLOT')?.maintenance;
    };
    const cardClosed = async () => {
      const page = (await pub(`${GAMES_API.list}?vassalage=STARSLOT&pageSize=1`)).json().value;
      return page.list[0].maintenance as boolean;
    };
    expect([await vendorClosed(), await cardClosed()]).toEqual([false, false]);
    let id = 0;
    const events = await told(async () => {
      const w = await value<{ id: number; state: string; targetName: string }>(
        op('POST', P.maintenance, {
          scope: 'vendor',
          target: 'STARSLOT',
          startTime: soon(-1),
          endTime: soon(60),
          messages: { en: 'Upgrading', bn: 'আপগ্রেড চলছে' },
        }),
      );
      expect(w).toMatchObject({ state: 'active', targetName: expect.any(String) });
      id = w.id;
    });
    expect(events).toEqual([{ type: 'config', parts: ['catalogue'] }]);
    // No wait: the lobby's copy of the catalogue was dropped by the write.
    expect([await vendorClosed(), await cardClosed()]).toEqual([true, true]);
    const page = await value<{ list: { id: number }[]; total: number }>(
      op('GET', `${P.maintenance}?scope=vendor&state=active`),
    );
    expect(page.list.map((w) => w.id)).toEqual([id]);
    await value(op('DELETE', fill(P.maintenanceOne, { id })));
    expect([await vendorClosed(), await cardClosed()]).toEqual([false, false]);
    expect((await audits('config.maintenance_create')).map((a) => a.target_id)).toEqual([String(id)]);
    expect(await audits('config.maintenance_delete')).toHaveLength(1);
  });

  it('a site window running now answers status 1 in the visitor language and tells the sockets', async () => {
    let id = 0;
    const events = await told(async () => {
      id = (
        await value<{ id: number }>(
          op('POST', P.maintenance, {
            scope: 'site',
            startTime: soon(-1),
            endTime: soon(30),
            messages: { en: 'Back soon', bn: 'শীঘ্রই ফিরছি' },
          }),
        )
      ).id;
    });
    expect(events[0]).toMatchObject({ type: 'maintenance', phase: 'started', status: 1 });
    const bn = (await pub(API.status, 'bn')).json().value;
    expect(bn).toMatchObject({ status: 1, maintenance: { message: 'শীঘ্রই ফিরছি' } });
    // Ending it now (an update) reopens the site.
    const ended = await told(() =>
      value(op('PUT', fill(P.maintenanceOne, { id }), { scope: 'site', startTime: soon(60), endTime: soon(90) })),
    );
    expect(ended[0]).toMatchObject({ type: 'maintenance', phase: 'ended', status: 0 });
    expect((await pub(API.status)).json().value.status).toBe(0);
    expect(await audits('config.maintenance_update')).toHaveLength(1);
  });

  it('a vendor window planned for later is announced as a catalogue change when it starts, never as site maintenance', async () => {
    await app.realtime.watch.run(); // places the watch mark
    await value(
      op('POST', P.maintenance, { scope: 'vendor', target: 'TIGER_REELS', startTime: soon(0.02), endTime: soon(30) }),
    );
    await new Promise((r) => setTimeout(r, 1_500));
    const events = await told(() => app.realtime.watch.run());
    expect(events).toEqual([{ type: 'config', parts: ['catalogue'] }]);
  });

  it('a game window closes that game in the lobby', async () => {
    const [g] = (await db.execute<{ node_id: number }>(sql`select node_id from games where game_code = 'SS0002'`)).rows;
    const nodeId = Number(g?.node_id);
    await value(
      op('POST', P.maintenance, { scope: 'game', target: String(nodeId), startTime: soon(-1), endTime: soon(5) }),
    );
    const page = (await pub(`${GAMES_API.list}?vassalage=STARSLOT&pageSize=10`)).json().value as {
      list: { nodeId: number; maintenance: boolean }[];
    };
    expect(page.list.find((c) => c.nodeId === nodeId)?.maintenance).toBe(true);
  });
});

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

describe('customer service', () => {
  it('adds, changes and removes an entry; whitelabel follows; a bad link is named', async () => {
    const e = await value<{ id: number }>(
      op('POST', P.cs, { csType: 'telegram', csPosition: 'footer', title: 'Telegram help', path: 'https://t.me/help' }),
    );
    const titles = async () =>
      ((await pub(API.whitelabel)).json().value.customerService as { title: string }[]).map((c) => c.title);
    expect(await titles()).toContain('Telegram help');
    await value(
      op('PUT', fill(P.csOne, { id: e.id }), {
        csType: 'telegram',
        csPosition: 'footer',
        title: 'Telegram 24/7',
        path: 'https://t.me/help',
      }),
    );
    expect(await titles()).toContain('Telegram 24/7');
    await value(op('DELETE', fill(P.csOne, { id: e.id })));
    expect(await titles()).not.toContain('Telegram 24/7');
    expect(
      await refused(
        op('POST', P.cs, { csType: 'email', csPosition: 'footer', title: 'Mail', path: 'javascript:alert(1)' }),
      ),
    ).toMatchObject({ status: 400, field: 'path' });
    expect(
      (await audits('config.cs_create')).length +
        (await audits('config.cs_update')).length +
        (await audits('config.cs_delete')).length,
    ).toBe(3);
  });
});
