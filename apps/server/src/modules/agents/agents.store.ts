import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { affiliateCodes } from './agents.tables';

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
  };
}
export type AgentsStore = ReturnType<typeof agentsStore>;
