import { isIP } from 'node:net';
import {
  type ConfigPart,
  FLAG_NAMES,
  type OpsBrandConfig,
  type OpsCsEntry,
  type OpsFlagsBody,
  type OpsGame,
  type OpsGameBody,
  type OpsGameQuery,
  type OpsLanguagesBody,
  type OpsMaintenanceQuery,
  type OpsMaintenanceWindow,
  type OpsModule,
  type OpsModuleBody,
  type OpsRegionBody,
  type OpsRegionRule,
  type OpsRegisterBody,
  type OpsRegisterConfig,
  type OpsRegisterRule,
  type OpsVendor,
  type OpsVendorBody,
  type OpsVendorQuery,
  type opsCsBody,
  type opsMaintenanceBody,
  PATTERNS,
  REGISTER_FIELDS,
  type RealtimeEvent,
  type RegisterField,
} from '@platform/contracts';
import type { z } from 'zod';
import type { Db } from '../../platform/db/client';
import { inTransaction, type Tx } from '../../platform/db/tx';
import { AppError, fieldError } from '../../platform/http/app-error';
import type { BrandRef } from '../../platform/http/context';
import type { Translate } from '../../platform/i18n/translate';
import type { AuditService } from '../audit/audit.service';
import type { GamesService } from '../games/games.service';
import type { SystemService } from '../system/system.service';
import type { OpsConfigStore } from './ops-config.store';

/** Who acts: every write is audited with them. */
export type OpsCtx = { brandId: number; operatorId: number; ip: string | null };

export type OpsConfigDeps = {
  db: Db;
  store: OpsConfigStore;
  audit: AuditService;
  system: SystemService;
  games: GamesService;
  /** Drops this instance's in-memory catalogue of the brand (games module). */
  forgetCatalogue: (brandId: number) => void;
  /** Tells the brand's sockets (players' tabs) after a commit (realtime module). */
  publish: (event: RealtimeEvent, brandId: number) => Promise<void>;
  clock: () => Date;
  log?: { error: (o: object, msg: string) => void };
};

type Window = NonNullable<Awaited<ReturnType<SystemService['config']['windowForUpdate']>>>;
type WindowBody = z.output<typeof opsMaintenanceBody>;
type CsBody = z.output<typeof opsCsBody>;

const iso = (d: Date) => d.toISOString();
const runsAt = (w: { startTime: Date; endTime: Date }, now: Date) => w.startTime <= now && w.endTime > now;

/** A CIDR or a single address, IPv4 or IPv6, with a prefix length its family allows. */
function isCidr(value: string) {
  const [addr = '', bits, extra] = value.split('/');
  const family = isIP(addr);
  if (!family || extra !== undefined) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (family === 4 ? 32 : 128);
}

/** A customer service link: a web address, mailto:, tel:, or a path on the site. */
const isLink = (path: string) => /^(https?:\/\/[^\s]+|mailto:[^\s]+|tel:\+?[0-9 -]+|\/[^\s]*)$/.test(path);

/**
 * The back office's Configuration: brand flags and the module tree, registration rules, region
 * rules, maintenance windows, vendors and games, customer service, languages. Each write runs in one
 * transaction with its audit entry (written through the system and games modules' services); after
 * the commit this instance drops its cached copies and the brand's sockets are told what to fetch
 * again, so players see the change within a second (other instances: within 5 s, their own checks).
 */
export function opsConfigService(deps: OpsConfigDeps) {
  const { store, system, games } = deps;
  const sys = system.config;

  /** Runs `fn` and its audit entry in one transaction; then forgets caches and tells the players. */
  async function audited<T>(
    c: OpsCtx,
    action: string,
    target: { type: string; id: string },
    fn: (tx: Tx) => Promise<{
      value: T;
      detail: Record<string, unknown>;
      /** The target's id when it is known only now (a new row). */
      targetId?: string;
      tell?: ConfigPart[];
      after?: () => unknown;
    }>,
  ): Promise<T> {
    const out = await inTransaction(deps.db, async (tx) => {
      const r = await fn(tx);
      await deps.audit.record(tx, {
        brandId: c.brandId,
        operatorId: c.operatorId,
        action,
        targetType: target.type,
        targetId: r.targetId ?? target.id,
        detail: r.detail,
        ip: c.ip,
      });
      return r;
    });
    system.forget();
    if (out.tell?.includes('catalogue')) deps.forgetCatalogue(c.brandId);
    try {
      if (out.tell?.length) await deps.publish({ type: 'config', parts: out.tell }, c.brandId);
      await out.after?.();
    } catch (err) {
      // The change is committed; players still see it at their next fetch.
      deps.log?.error({ err }, 'ops-config: players not told');
    }
    return out.value;
  }

  // Brand flags, module tree, languages
  async function brand(brandId: number): Promise<OpsBrandConfig> {
    const [b, flags, modules] = await Promise.all([
      store.brand(brandId),
      system.flags(brandId),
      store.modules(brandId),
    ]);
    if (!b) throw new AppError('NOT_FOUND');
    // Parents first, each level in display order.
    const roots = modules.filter((m) => !m.parentModId);
    const ordered = roots.flatMap((r) => [r, ...modules.filter((m) => m.parentModId === r.modId)]);
    const orphans = modules.filter((m) => !ordered.includes(m));
    return {
      brandName: b.name,
      flags,
      modules: [...ordered, ...orphans].map(
        (m): OpsModule => ({
          modId: m.modId,
          parentModId: m.parentModId,
          name: m.name,
          enabled: m.enabled,
          sequence: m.sequence,
        }),
      ),
      languages: {
        default: b.defaultLanguage as OpsBrandConfig['languages']['default'],
        supported: b.supportedLanguages as OpsBrandConfig['languages']['supported'],
      },
    };
  }

  async function setFlags(c: OpsCtx, body: OpsFlagsBody): Promise<OpsBrandConfig> {
    const changes = Object.entries(body.flags).filter(
      (e): e is [string, boolean] => typeof e[1] === 'boolean' && (FLAG_NAMES as string[]).includes(e[0]),
    );
    if (changes.length === 0) throw fieldError('flags', 'required');
    await audited(c, 'config.flags', { type: 'brand', id: String(c.brandId) }, async (tx) => {
      for (const [flag, enabled] of changes) await sys.setFlag(tx, c.brandId, flag, enabled);
      return { value: null, detail: { flags: Object.fromEntries(changes) }, tell: ['brand'] };
    });
    return brand(c.brandId);
  }

  async function updateModule(c: OpsCtx, modId: string, body: OpsModuleBody): Promise<OpsModule> {
    return audited(c, 'config.module', { type: 'module', id: modId }, async (tx) => {
      const [row] = await sys.updateModule(tx, c.brandId, modId, body);
      if (!row) throw fieldError('modId', 'notFound');
      return {
        value: {
          modId: row.modId,
          parentModId: row.parentModId,
          name: row.name,
          enabled: row.enabled,
          sequence: row.sequence,
        },
        detail: { ...body },
        tell: ['brand'],
      };
    });
  }

  async function setLanguages(c: OpsCtx, body: OpsLanguagesBody): Promise<OpsBrandConfig> {
    const supported = [...new Set(body.supported)];
    if (!supported.includes(body.default)) throw fieldError('default', 'notOffered');
    await audited(c, 'config.languages', { type: 'brand', id: String(c.brandId) }, async (tx) => {
      await sys.setLanguages(tx, c.brandId, body.default, supported);
      return { value: null, detail: { default: body.default, supported }, tell: ['brand'] };
    });
    return brand(c.brandId);
  }

  // Registration rules
  async function registerConfig(brandRef: BrandRef, t: Translate): Promise<OpsRegisterConfig> {
    const settings = await system.registerSettings(brandRef, t);
    const stored = new Map(settings.fields.map((f) => [f.field, f]));
    return {
      ageGate: settings.ageGate,
      countryDialingCode: settings.countryDialingCode,
      mobileDigits: settings.mobileDigits,
      fields: REGISTER_FIELDS.map((field): OpsRegisterRule => {
        const f = stored.get(field);
        if (f) return { ...f, stored: true };
        return {
          field,
          enabled: false,
          required: false,
          acceptedPattern: PATTERNS.ANY.pattern,
          patternId: 'ANY',
          minLength: 0,
          maxLength: 50,
          message: t('pattern.ANY', { min: 0, max: 50 }),
          stored: false,
        };
      }),
    };
  }

  async function setRegisterRule(
    c: OpsCtx,
    field: string,
    body: OpsRegisterBody,
    t: Translate,
  ): Promise<OpsRegisterRule> {
    if (!(REGISTER_FIELDS as readonly string[]).includes(field)) throw fieldError('field', 'unknown');
    if (body.minLength > body.maxLength) throw fieldError('maxLength', 'belowMin', { min: body.minLength });
    if (body.required && !body.enabled) throw fieldError('required', 'requiresShown');
    const row = {
      brandId: c.brandId,
      field,
      enabled: body.enabled,
      required: body.required,
      patternId: body.patternId,
      acceptedPattern: PATTERNS[body.patternId].pattern,
      minLength: body.minLength,
      maxLength: body.maxLength,
    };
    return audited(c, 'config.register_rule', { type: 'register_rule', id: field }, async (tx) => {
      const before = await store.registerRule(tx, c.brandId, field);
      await sys.upsertRegisterRule(tx, row);
      const value: OpsRegisterRule = {
        field: field as RegisterField,
        enabled: row.enabled,
        required: row.required,
        acceptedPattern: row.acceptedPattern,
        patternId: body.patternId,
        minLength: row.minLength,
        maxLength: row.maxLength,
        message: t(`pattern.${body.patternId}`, { min: row.minLength, max: row.maxLength }),
        stored: true,
      };
      const { brandId: _b, field: _f, acceptedPattern: _p, ...after } = row;
      const was = before
        ? {
            enabled: before.enabled,
            required: before.required,
            patternId: before.patternId,
            minLength: before.minLength,
            maxLength: before.maxLength,
          }
        : null;
      return { value, detail: { before: was, after }, tell: ['register'] };
    });
  }

  // Region rules
  const regionOf = (r: { id: number; kind: string; value: string; action: string }): OpsRegionRule => ({
    id: r.id,
    kind: r.kind as OpsRegionRule['kind'],
    value: r.value,
    action: r.action as OpsRegionRule['action'],
  });

  const regions = async (brandId: number) => (await store.regions(brandId)).map(regionOf);

  async function addRegion(c: OpsCtx, body: OpsRegionBody): Promise<OpsRegionRule> {
    const value = body.kind === 'country' ? body.value.toUpperCase() : body.value.toLowerCase();
    if (body.kind === 'country' && !/^[A-Z]{2}$/.test(value)) throw fieldError('value', 'countryCode');
    if (body.kind === 'cidr' && !isCidr(value)) throw fieldError('value', 'cidr');
    if (body.kind === 'country' && body.action === 'allow') throw fieldError('action', 'allowCidrOnly');
    return audited(c, 'config.region_add', { type: 'region_rule', id: 'new' }, async (tx) => {
      const [row] = await sys.insertRegion(tx, { brandId: c.brandId, kind: body.kind, value, action: body.action });
      const r = regionOf(row as NonNullable<typeof row>);
      return { value: r, targetId: String(r.id), detail: { ...r }, tell: ['status'] };
    });
  }

  async function removeRegion(c: OpsCtx, id: number): Promise<null> {
    return audited(c, 'config.region_remove', { type: 'region_rule', id: String(id) }, async (tx) => {
      const [row] = await sys.deleteRegion(tx, c.brandId, id);
      if (!row) throw fieldError('id', 'notFound');
      return { value: null, detail: { ...regionOf(row) }, tell: ['status'] };
    });
  }

  // Maintenance windows
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

  // Vendors and games
  async function vendors(brandId: number, q: OpsVendorQuery & { pageNo: number; pageSize: number }) {
    const { rows, total } = await store.vendors(brandId, q);
    return {
      list: rows.map((r): OpsVendor => ({ ...r })),
      pageNo: q.pageNo,
      pageSize: q.pageSize,
      total,
    };
  }

  async function updateVendor(c: OpsCtx, code: string, body: OpsVendorBody): Promise<OpsVendor> {
    await audited(c, 'config.vendor', { type: 'vendor', id: code }, async (tx) => {
      const [row] = await games.config.updateVendor(tx, c.brandId, code, body);
      if (!row) throw fieldError('code', 'noSuchVendor');
      return { value: null, detail: { ...body }, tell: ['catalogue'] };
    });
    const { rows } = await store.vendors(c.brandId, { keyword: code, pageNo: 1, pageSize: 100 });
    return rows.find((r) => r.code === code) as OpsVendor;
  }

  async function gamesPage(brandId: number, q: OpsGameQuery & { pageNo: number; pageSize: number }) {
    const { rows, total } = await store.games(brandId, q);
    return {
      list: rows.map((r): OpsGame => ({ ...r, name: r.name ?? r.gameCode })),
      pageNo: q.pageNo,
      pageSize: q.pageSize,
      total,
    };
  }

  async function updateGame(c: OpsCtx, nodeId: number, body: OpsGameBody): Promise<OpsGame> {
    const row = await audited(c, 'config.game', { type: 'game', id: String(nodeId) }, async (tx) => {
      const [g] = await games.config.updateGame(tx, c.brandId, nodeId, body);
      if (!g) throw fieldError('nodeId', 'noSuchGame');
      return { value: g, detail: { ...body }, tell: ['catalogue'] };
    });
    return {
      nodeId: row.nodeId,
      gameCode: row.gameCode,
      name: row.names.en ?? row.gameCode,
      vendorCode: row.vendorCode,
      category: row.category,
      enabled: row.enabled,
      maintenance: row.maintenance,
      isHot: row.isHot,
      isNew: row.isNew,
      sequence: row.sequence,
      iconUrl: row.iconUrl,
    };
  }

  // Customer service
  const csOf = (r: {
    id: number;
    csType: string;
    csPosition: string;
    title: string;
    path: string;
    sequence: number;
  }): OpsCsEntry => ({
    id: r.id,
    csType: r.csType as OpsCsEntry['csType'],
    csPosition: r.csPosition as OpsCsEntry['csPosition'],
    title: r.title,
    path: r.path,
    sequence: r.sequence,
  });

  const cs = async (brandId: number) => (await store.customerService(brandId)).map(csOf);

  function checkCs(body: CsBody) {
    if (!isLink(body.path)) throw fieldError('path', 'link');
    return body;
  }

  async function createCs(c: OpsCtx, input: CsBody): Promise<OpsCsEntry> {
    const body = checkCs(input);
    return audited(c, 'config.cs_create', { type: 'customer_service', id: 'new' }, async (tx) => {
      const [row] = await sys.insertCs(tx, { brandId: c.brandId, ...body });
      const e = csOf(row as NonNullable<typeof row>);
      return { value: e, targetId: String(e.id), detail: { ...e }, tell: ['brand'] };
    });
  }

  async function updateCs(c: OpsCtx, id: number, input: CsBody): Promise<OpsCsEntry> {
    const body = checkCs(input);
    return audited(c, 'config.cs_update', { type: 'customer_service', id: String(id) }, async (tx) => {
      const [row] = await sys.updateCs(tx, c.brandId, id, body);
      if (!row) throw fieldError('id', 'notFound');
      const e = csOf(row);
      return { value: e, detail: { ...e }, tell: ['brand'] };
    });
  }

  async function deleteCs(c: OpsCtx, id: number): Promise<null> {
    return audited(c, 'config.cs_delete', { type: 'customer_service', id: String(id) }, async (tx) => {
      const [row] = await sys.deleteCs(tx, c.brandId, id);
      if (!row) throw fieldError('id', 'notFound');
      return { value: null, detail: { ...csOf(row) }, tell: ['brand'] };
    });
  }

  return {
    brand,
    setFlags,
    updateModule,
    setLanguages,
    registerConfig,
    setRegisterRule,
    regions,
    addRegion,
    removeRegion,
    windows,
    createWindow,
    updateWindow,
    deleteWindow,
    vendors,
    updateVendor,
    games: gamesPage,
    updateGame,
    cs,
    createCs,
    updateCs,
    deleteCs,
  };
}
export type OpsConfigService = ReturnType<typeof opsConfigService>;
