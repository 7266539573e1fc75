import { AGENT_TYPES } from '@platform/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';

export type TreeRow = {
  id: number;
  account: string;
  type: number;
  status: 'active' | 'disabled';
  upline_id: number | null;
  created_at: Date;
  level: number;
  direct_count: number;
  team_size: number;
};
export type PathRow = { id: number; account: string };

const agentTypes = sql.join(
  AGENT_TYPES.map((t) => sql`${t}`),
  sql`, `,
);

/**
 * Each member with its level (ancestors above it) and its team (direct downlines and everyone below)
 * from the member_tree closure table: three index range scans per row, so a page costs its size.
 */
const node = sql`
  SELECT m.id, m.account, m.type, m.status, m.upline_id, m.created_at,
         (SELECT count(*)::int - 1 FROM member_tree a WHERE a.descendant_id = m.id) AS level,
         t.direct_count, t.team_size
    FROM members m
    CROSS JOIN LATERAL (
      SELECT (count(*) FILTER (WHERE d.depth = 1))::int AS direct_count,
             (count(*) FILTER (WHERE d.depth > 0))::int AS team_size
        FROM member_tree d WHERE d.ancestor_id = m.id) t`;

/** The back office's agent tree reads (member_tree, members; read only). */
export function opsTreeStore(db: Db) {
  return {
    async node(brandId: number, id: number): Promise<TreeRow | undefined> {
      const r = await db.execute<TreeRow>(sql`${node} WHERE m.brand_id = ${brandId} AND m.id = ${id}`);
      return r.rows[0];
    },

    /** Direct downlines of parentId, or the roots (agents without upline), oldest first. */
    async children(brandId: number, parentId: number | null, limit: number, offset: number) {
      const where =
        parentId === null
          ? sql`m.brand_id = ${brandId} AND m.upline_id IS NULL AND m.type IN (${agentTypes})`
          : sql`m.brand_id = ${brandId} AND m.upline_id = ${parentId}`;
      const [rows, count] = await Promise.all([
        db.execute<TreeRow>(sql`${node} WHERE ${where} ORDER BY m.id LIMIT ${limit} OFFSET ${offset}`),
        db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM members m WHERE ${where}`),
      ]);
      return { rows: rows.rows, total: count.rows[0]?.n ?? 0 };
    },

    /** A member's uplines from the top, then the member itself. */
    async path(id: number): Promise<PathRow[]> {
      const r = await db.execute<PathRow>(sql`
        SELECT m.id, m.account FROM member_tree t JOIN members m ON m.id = t.ancestor_id
         WHERE t.descendant_id = ${id} ORDER BY t.depth DESC`);
      return r.rows;
    },

    /** Members whose account starts with the text (case-insensitive), an exact match first. */
    async search(brandId: number, text: string, limit: number): Promise<TreeRow[]> {
      const key = text.toLowerCase();
      const prefix = `${key.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const r = await db.execute<TreeRow>(sql`${node}
        WHERE m.brand_id = ${brandId} AND m.account_key LIKE ${prefix}
        ORDER BY (m.account_key = ${key}) DESC, m.account_key LIMIT ${limit}`);
      return r.rows;
    },
  };
}
export type OpsTreeStore = ReturnType<typeof opsTreeStore>;
