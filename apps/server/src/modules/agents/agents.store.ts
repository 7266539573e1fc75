import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { affiliateCodes, memberTree } from './agents.tables';

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
  };
}
export type AgentsStore = ReturnType<typeof agentsStore>;
