import { AGENT_TYPES, OPS_SEARCH_LIMIT, type OpsTreeNode, type OpsTreePage } from '@platform/contracts';
import { AppError } from '../../platform/http/app-error';
import type { OpsTreeStore, TreeRow } from './ops-tree.store';

const nodeOut = (r: TreeRow): OpsTreeNode => ({
  id: r.id,
  account: r.account,
  type: r.type,
  isAgent: (AGENT_TYPES as readonly number[]).includes(r.type),
  status: r.status,
  level: r.level,
  uplineId: r.upline_id,
  directCount: r.direct_count,
  teamSize: r.team_size,
  createdAt: new Date(r.created_at).toISOString(),
});

/**
 * The back office's tree browser (permission agents): one level at a time (the roots, or a
 * member's direct downlines) with each one's level and team size, and a search by account that
 * answers each match's upline path so the screen can open the tree down to it.
 */
export function opsTreeService(deps: { store: OpsTreeStore }) {
  async function children(brandId: number, q: { parentId?: number; pageNo: number; pageSize: number }) {
    const parent = q.parentId ? await deps.store.node(brandId, q.parentId) : undefined;
    if (q.parentId && !parent) throw new AppError('NOT_FOUND');
    const [page, path] = await Promise.all([
      deps.store.children(brandId, q.parentId ?? null, q.pageSize, (q.pageNo - 1) * q.pageSize),
      q.parentId ? deps.store.path(q.parentId) : Promise.resolve([]),
    ]);
    const out: OpsTreePage = {
      list: page.rows.map(nodeOut),
      pageNo: q.pageNo,
      pageSize: q.pageSize,
      total: page.total,
      parent: parent ? nodeOut(parent) : null,
      path,
    };
    return out;
  }

  async function search(brandId: number, account: string) {
    const rows = await deps.store.search(brandId, account, OPS_SEARCH_LIMIT);
    const paths = await Promise.all(rows.map((r) => deps.store.path(r.id)));
    return { list: rows.map((r, i) => ({ ...nodeOut(r), path: paths[i] ?? [] })) };
  }

  return { children, search };
}
export type OpsTreeService = ReturnType<typeof opsTreeService>;
