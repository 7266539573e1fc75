import { API, GAMES_API, OPS_CONFIG_API as P } from '@platform/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { configKit } from './ops-config.kit';

const { app, db, op, pub, value, refused, audits, fill, told } = await configKit();

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
