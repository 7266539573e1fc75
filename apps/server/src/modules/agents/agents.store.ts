import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import type { Executor } from '../../platform/db/tx';
import { affiliateCodes, memberTree } from './agents.tables';

export type InvitationRow = {
  code: string;
  kind: 'member' | 'agent';
  rebateBp: number;
  registrations: number;
  createdAt: Date;
};

export function agentsStore(db: Db) {
  return {
    async agentOfCode(brandId: number, code: string): Promise<number | undefined> {
      const rows = await db
        .select({ agentId: affiliateCodes.agentId })
        .from(affiliateCodes)
        .where(and(eq(affiliateCodes.brandId, brandId), eq(affiliateCodes.code, code)))
        .limit(1);
      return rows[0]?.agentId;
    },
    /** How far below `ancestorId` the member is (0: itself), within the brand; undefined when not below. */
    async depthBelow(brandId: number, ancestorId: number, descendantId: number): Promise<number | undefined> {
      const rows = await db
        .select({ depth: memberTree.depth })
        .from(memberTree)
        .where(
          and(
            eq(memberTree.ancestorId, ancestorId),
            eq(memberTree.descendantId, descendantId),
            eq(memberTree.brandId, brandId),
          ),
        )
        .limit(1);
      return rows[0]?.depth;
    },
    /** What a code makes of its registrations: whose downline, player or agent, and the starting rebate. */
    async invitationOf(brandId: number, code: string) {
      const rows = await db
        .select({ agentId: affiliateCodes.agentId, kind: affiliateCodes.kind, rebateBp: affiliateCodes.rebateBp })
        .from(affiliateCodes)
        .where(and(eq(affiliateCodes.brandId, brandId), eq(affiliateCodes.code, code)))
        .limit(1);
      const r = rows[0];
      return r ? { ...r, kind: r.kind as 'member' | 'agent' } : undefined;
    },
    /** The agent's codes, newest first, each with how many direct downlines registered with it. */
    async invitations(brandId: number, agentId: number): Promise<InvitationRow[]> {
      const res = await db.execute<{ code: string; kind: string; rebate_bp: number; n: number; created_at: Date }>(sql`
        select c.code, c.kind, c.rebate_bp, c.created_at,
          (select count(*)::int from member_tree t join members m on m.id = t.descendant_id
            where t.ancestor_id = c.agent_id and t.depth = 1 and m.affiliate_code = c.code) as n
        from affiliate_codes c
        where c.brand_id = ${brandId} and c.agent_id = ${agentId}
        order by c.created_at desc, c.code`);
      return res.rows.map((r) => ({
        code: r.code,
        kind: r.kind as 'member' | 'agent',
        rebateBp: r.rebate_bp,
        registrations: r.n,
        createdAt: new Date(r.created_at),
      }));
    },
    /**
     * Inserts a code unless it exists in the brand (undefined then: the caller draws another); exec is the
     * caller's transaction when the code is part of a larger change (an affiliate application approved).
     */
    async addInvitation(
      row: { brandId: number; agentId: number; code: string; kind: string; rebateBp: number },
      exec: Executor = db,
    ) {
      const rows = await exec
        .insert(affiliateCodes)
        .values(row)
        .onConflictDoNothing()
        .returning({ createdAt: affiliateCodes.createdAt });
      return rows[0]?.createdAt;
    },
    /** Deletes the code only if it is the agent's own; false otherwise. */
    async removeInvitation(brandId: number, agentId: number, code: string): Promise<boolean> {
      const rows = await db
        .delete(affiliateCodes)
        .where(
          and(eq(affiliateCodes.brandId, brandId), eq(affiliateCodes.agentId, agentId), eq(affiliateCodes.code, code)),
        )
        .returning({ code: affiliateCodes.code });
      return rows.length > 0;
    },
  };
}
export type AgentsStore = ReturnType<typeof agentsStore>;
