import type { ContractKind } from '@platform/contracts';
import { and, desc, eq, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/client';
import type { Executor } from '../../platform/db/tx';
import { members } from '../members/members.tables';
import { agentContractRequests, agentContracts, type StoredTier } from './contracts.tables';

const up = alias(members, 'up');
const down = alias(members, 'down');
const partyCols = { uplineAccount: up.account, downlineAccount: down.account };

export type ContractRow = typeof agentContracts.$inferSelect & { uplineAccount: string; downlineAccount: string };
export type RequestRow = typeof agentContractRequests.$inferSelect & { uplineAccount: string; downlineAccount: string };
export type NewRequest = typeof agentContractRequests.$inferInsert;

/** The only SQL of contract offers, answers and contracts. */
export function contractsStore(db: Db) {
  const contractsWhere = (where: SQL | undefined, exec: Executor = db) =>
    exec
      .select({ ...getTableColumns(agentContracts), ...partyCols })
      .from(agentContracts)
      .innerJoin(up, eq(up.id, agentContracts.uplineId))
      .innerJoin(down, eq(down.id, agentContracts.downlineId))
      .where(where);
  const requestsWhere = (where: SQL | undefined, exec: Executor = db) =>
    exec
      .select({ ...getTableColumns(agentContractRequests), ...partyCols })
      .from(agentContractRequests)
      .innerJoin(up, eq(up.id, agentContractRequests.uplineId))
      .innerJoin(down, eq(down.id, agentContractRequests.downlineId))
      .where(where);

  return {
    /** Contract writes of one brand and kind run one at a time, so two caps never race each other. */
    async lockKind(tx: Executor, brandId: number, kind: ContractKind) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`contracts:${brandId}:${kind}`}))`);
    },

    async member(exec: Executor, id: number) {
      const [m] = await exec
        .select({ id: members.id, brandId: members.brandId, type: members.type, uplineId: members.uplineId })
        .from(members)
        .where(eq(members.id, id));
      return m;
    },

    /** The agent's cap for a kind, as the database trigger computes it (-1: may offer nothing). */
    async cap(exec: Executor, agentId: number, kind: ContractKind): Promise<number> {
      const res = await exec.execute<{ cap: number }>(sql`select agent_contract_cap(${agentId}, ${kind}) as cap`);
      return Number(res.rows[0]?.cap ?? -1);
    },

    async contracts(
      f: { brandId: number; kind: ContractKind; uplineId?: number; downlineId?: number; status?: string },
      pageNo: number,
      pageSize: number,
    ) {
      const where = and(
        eq(agentContracts.brandId, f.brandId),
        eq(agentContracts.kind, f.kind),
        f.uplineId ? eq(agentContracts.uplineId, f.uplineId) : undefined,
        f.downlineId ? eq(agentContracts.downlineId, f.downlineId) : undefined,
        f.status ? eq(agentContracts.status, f.status) : undefined,
      );
      const [rows, count] = await Promise.all([
        contractsWhere(where)
          .orderBy(desc(agentContracts.id))
          .limit(pageSize)
          .offset((pageNo - 1) * pageSize),
        db.select({ n: sql<number>`count(*)::int` }).from(agentContracts).where(where),
      ]);
      return { rows: rows as ContractRow[], total: count[0]?.n ?? 0 };
    },

    async contractById(exec: Executor, brandId: number, id: number): Promise<ContractRow | undefined> {
      const [row] = await contractsWhere(and(eq(agentContracts.brandId, brandId), eq(agentContracts.id, id)), exec);
      return row as ContractRow | undefined;
    },

    /** The downline's contract in force for a kind. */
    async inForce(exec: Executor, downlineId: number, kind: ContractKind): Promise<ContractRow | undefined> {
      const [row] = await contractsWhere(
        and(
          eq(agentContracts.downlineId, downlineId),
          eq(agentContracts.kind, kind),
          eq(agentContracts.status, 'accepted'),
        ),
        exec,
      );
      return row as ContractRow | undefined;
    },

    /** Requests in process where the agent is the upline (`as: 'upline'`) or the downline. */
    async pending(
      brandId: number,
      kind: ContractKind,
      agentId: number,
      as: 'upline' | 'downline',
      exec: Executor = db,
    ) {
      const rows = await requestsWhere(
        and(
          eq(agentContractRequests.brandId, brandId),
          eq(agentContractRequests.kind, kind),
          eq(agentContractRequests.status, 'in_process'),
          eq(as === 'upline' ? agentContractRequests.uplineId : agentContractRequests.downlineId, agentId),
        ),
        exec,
      ).orderBy(desc(agentContractRequests.id));
      return rows as RequestRow[];
    },

    async requestById(exec: Executor, brandId: number, id: number): Promise<RequestRow | undefined> {
      const [row] = await requestsWhere(
        and(eq(agentContractRequests.brandId, brandId), eq(agentContractRequests.id, id)),
        exec,
      );
      return row as RequestRow | undefined;
    },

    async insertRequest(exec: Executor, r: NewRequest): Promise<number> {
      const [row] = await exec.insert(agentContractRequests).values(r).returning({ id: agentContractRequests.id });
      return row?.id as number;
    },

    /** Moves an in-process request to its answer; false when it was answered already. */
    async decide(
      exec: Executor,
      id: number,
      status: 'approved' | 'rejected',
      at: Date,
      contractId?: number,
    ): Promise<boolean> {
      const rows = await exec
        .update(agentContractRequests)
        .set({ status, decidedAt: at, ...(contractId ? { contractId } : {}) })
        .where(and(eq(agentContractRequests.id, id), eq(agentContractRequests.status, 'in_process')))
        .returning({ id: agentContractRequests.id });
      return rows.length > 0;
    },

    /** Earlier offers of the same upline to the same downline and kind, withdrawn by a newer one. */
    async withdrawOffers(exec: Executor, uplineId: number, downlineId: number, kind: ContractKind, at: Date) {
      await exec
        .update(agentContractRequests)
        .set({ status: 'rejected', decidedAt: at })
        .where(
          and(
            eq(agentContractRequests.uplineId, uplineId),
            eq(agentContractRequests.downlineId, downlineId),
            eq(agentContractRequests.kind, kind),
            eq(agentContractRequests.type, 'new'),
            eq(agentContractRequests.status, 'in_process'),
          ),
        );
    },

    /** Termination requests of a contract that has ended: they got what they asked. */
    async closeTerminations(exec: Executor, contractIds: number[], at: Date) {
      if (contractIds.length === 0) return;
      await exec
        .update(agentContractRequests)
        .set({ status: 'approved', decidedAt: at })
        .where(
          and(
            inArray(agentContractRequests.contractId, contractIds),
            eq(agentContractRequests.type, 'termination'),
            eq(agentContractRequests.status, 'in_process'),
          ),
        );
    },

    async insertContract(
      exec: Executor,
      c: {
        brandId: number;
        kind: ContractKind;
        period: string;
        uplineId: number;
        downlineId: number;
        tiers: StoredTier[];
        maxRateBp: number;
        status: 'accepted' | 'rejected';
        at: Date;
      },
    ): Promise<number> {
      const [row] = await exec
        .insert(agentContracts)
        .values({
          brandId: c.brandId,
          kind: c.kind,
          period: c.period,
          uplineId: c.uplineId,
          downlineId: c.downlineId,
          tiers: c.tiers,
          maxRateBp: c.maxRateBp,
          status: c.status,
          createdAt: c.at,
          acceptedAt: c.status === 'accepted' ? c.at : null,
          endedAt: c.status === 'rejected' ? c.at : null,
        })
        .returning({ id: agentContracts.id });
      return row?.id as number;
    },

    /** Ends one accepted contract; false when it was not in force any more. */
    async complete(exec: Executor, id: number, reason: 'terminated' | 'replaced', at: Date): Promise<boolean> {
      const rows = await exec
        .update(agentContracts)
        .set({ status: 'completed', endReason: reason, endedAt: at })
        .where(and(eq(agentContracts.id, id), eq(agentContracts.status, 'accepted')))
        .returning({ id: agentContracts.id });
      return rows.length > 0;
    },

    /**
     * Ends, with `upline_lowered`, every contract of this kind below `agentId` that its new cap no
     * longer covers: its own downlines' contracts above `capBp` (-1: all of them, it holds none now),
     * and then, recursively, every contract under a downline that just lost its own.
     */
    async cascade(exec: Executor, agentId: number, kind: ContractKind, capBp: number, at: Date): Promise<number[]> {
      const res = await exec.execute<{ id: number }>(sql`
        WITH RECURSIVE doomed AS (
          SELECT c.id, c.downline_id FROM agent_contracts c
           WHERE c.upline_id = ${agentId} AND c.kind = ${kind} AND c.status = 'accepted' AND c.max_rate_bp > ${capBp}
          UNION
          SELECT c.id, c.downline_id FROM agent_contracts c JOIN doomed d ON c.upline_id = d.downline_id
           WHERE c.kind = ${kind} AND c.status = 'accepted'
        )
        UPDATE agent_contracts SET status = 'completed', end_reason = 'upline_lowered', ended_at = ${at.toISOString()}
         WHERE id IN (SELECT id FROM doomed)
        RETURNING id`);
      return res.rows.map((r) => Number(r.id));
    },
  };
}
export type ContractsStore = ReturnType<typeof contractsStore>;
