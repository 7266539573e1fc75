import type { ConfigPart, OpsMaintenanceQuery, OpsMaintenanceWindow, opsMaintenanceBody } from '@platform/contracts';
import type { z } from 'zod';
import type { Tx } from '../../platform/db/tx';
import { fieldError } from '../../platform/http/app-error';
import type { SystemService } from '../system/system.service';
import { type Audited, iso, type OpsConfigDeps, type OpsCtx } from './ops-config.audited';

type Window = NonNullable<Awaited<ReturnType<SystemService['config']['windowForUpdate']>>>;
type WindowBody = z.output<typeof opsMaintenanceBody>;

const runsAt = (w: { startTime: Date; endTime: Date }, now: Date) => w.startTime <= now && w.endTime > now;

function windowOf(w: Window, targetName: string | null, now: Date): OpsMaintenanceWindow {
  const messages = Object.keys(w.messages).length > 0 ? w.messages : w.message ? { en: w.message } : {};
  return {
    id: w.id,
    scope: w.scope,
    target: w.target,
    targetName,
    startTime: iso(w.startTime),
    endTime: iso(w.endTime),
    messages,
    state: w.startTime > now ? 'upcoming' : w.endTime > now ? 'active' : 'ended',
  };
}

/** Maintenance windows: the whole site, one vendor or one game, each with its message per language. */
export function maintenanceConfig(deps: OpsConfigDeps, audited: Audited) {
  const { store } = deps;
  const sys = deps.system.config;

  async function windows(brandId: number, q: OpsMaintenanceQuery) {
    const now = deps.clock();
    const { rows, total } = await store.windows(brandId, q, now);
    return {
      list: rows.map((r) => windowOf(r.window, r.targetName, now)),
      pageNo: q.pageNo,
      pageSize: q.pageSize,
      total,
    };
  }

  /** Checks a window's fields; answers the row values and the target's name. */
  async function checkWindow(tx: Tx, brandId: number, body: WindowBody) {
    const start = new Date(body.startTime);
    const end = new Date(body.endTime);
    if (end <= start) throw fieldError('endTime', 'afterStart');
    if (end <= deps.clock()) throw fieldError('endTime', 'inPast');
    let target: string | null = null;
    if (body.scope === 'vendor') {
      if (!body.target) throw fieldError('target', 'required');
      if (!(await store.vendorExists(tx, brandId, body.target))) throw fieldError('target', 'noSuchVendor');
      target = body.target;
    }
    if (body.scope === 'game') {
      const nodeId = Number(body.target);
      if (!body.target) throw fieldError('target', 'required');
      if (!/^\d{1,9}$/.test(body.target) || !(await store.gameExists(tx, brandId, nodeId)))
        throw fieldError('target', 'noSuchGame');
      target = String(nodeId);
    }
    const messages = Object.fromEntries(
      Object.entries(body.messages).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== ''),
    );
    const message = messages.en ?? Object.values(messages)[0] ?? '';
    return { scope: body.scope, target, startTime: start, endTime: end, messages, message };
  }

  /**
   * What players are told after a window changed: a site window running before or after the change
   * moves the status (the socket's maintenance event, as the minute watch would send it); a vendor's
   * or game's one refreshes the lobby (`catalogue`). A window in the future is announced when it
   * starts (realtime.watch).
   */
  function tellFor(windowsTouched: Window[], now: Date, brandId: number) {
    const running = windowsTouched.filter((w) => runsAt(w, now));
    const tell: ConfigPart[] = running.some((w) => w.scope !== 'site') ? ['catalogue'] : [];
    const site = running.some((w) => w.scope === 'site');
    const after = site
      ? async () => {
          const current = await sys.siteWindowAt(deps.db, brandId, deps.clock());
          await deps.publish(
            current
              ? {
                  type: 'maintenance',
                  phase: 'started',
                  status: 1,
                  maintenance: {
                    startTime: iso(current.startTime),
                    endTime: iso(current.endTime),
                    message: current.messages.en || current.message,
                  },
                }
              : { type: 'maintenance', phase: 'ended', status: 0, maintenance: null },
            brandId,
          );
        }
      : undefined;
    return { tell, after };
  }

  const nameOf = (brandId: number, w: Window) => store.targetName(brandId, w.scope, w.target);

  async function createWindow(c: OpsCtx, body: WindowBody): Promise<OpsMaintenanceWindow> {
    const now = deps.clock();
    const row = await audited(c, 'config.maintenance_create', { type: 'maintenance', id: 'new' }, async (tx) => {
      const values = await checkWindow(tx, c.brandId, body);
      const [w] = (await sys.insertWindow(tx, { brandId: c.brandId, ...values })) as Window[];
      const win = w as Window;
      return {
        value: win,
        targetId: String(win.id),
        detail: { id: win.id, scope: win.scope, target: win.target, start: iso(win.startTime), end: iso(win.endTime) },
        ...tellFor([win], now, c.brandId),
      };
    });
    return windowOf(row, await nameOf(c.brandId, row), now);
  }

  async function updateWindow(c: OpsCtx, id: number, body: WindowBody): Promise<OpsMaintenanceWindow> {
    const now = deps.clock();
    const row = await audited(c, 'config.maintenance_update', { type: 'maintenance', id: String(id) }, async (tx) => {
      const before = await sys.windowForUpdate(tx, c.brandId, id);
      if (!before) throw fieldError('id', 'notFound');
      const values = await checkWindow(tx, c.brandId, body);
      const [w] = (await sys.updateWindow(tx, c.brandId, id, values)) as Window[];
      const win = w as Window;
      return {
        value: win,
        detail: {
          before: { start: iso(before.startTime), end: iso(before.endTime), target: before.target },
          after: { scope: win.scope, target: win.target, start: iso(win.startTime), end: iso(win.endTime) },
        },
        ...tellFor([before, win], now, c.brandId),
      };
    });
    return windowOf(row, await nameOf(c.brandId, row), now);
  }

  async function deleteWindow(c: OpsCtx, id: number): Promise<null> {
    const now = deps.clock();
    return audited(c, 'config.maintenance_delete', { type: 'maintenance', id: String(id) }, async (tx) => {
      const before = await sys.windowForUpdate(tx, c.brandId, id);
      if (!before) throw fieldError('id', 'notFound');
      await sys.deleteWindow(tx, c.brandId, id);
      return {
        value: null,
        detail: { scope: before.scope, target: before.target, start: iso(before.startTime), end: iso(before.endTime) },
        ...tellFor([before], now, c.brandId),
      };
    });
  }

  return { windows, createWindow, updateWindow, deleteWindow };
}
