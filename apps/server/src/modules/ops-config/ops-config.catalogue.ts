import type { OpsGame, OpsGameBody, OpsGameQuery, OpsVendor, OpsVendorBody, OpsVendorQuery } from '@platform/contracts';
import { fieldError } from '../../platform/http/app-error';
import type { Audited, OpsConfigDeps, OpsCtx } from './ops-config.audited';

/** Vendors and games: the lobby's catalogue (a change drops the cached catalogue, `catalogue`). */
export function catalogueConfig(deps: OpsConfigDeps, audited: Audited) {
  const { store, games } = deps;

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

  return { vendors, updateVendor, games: gamesPage, updateGame };
}
