import {
  AGENT_TYPES,
  CONTRACT_FLAGS,
  CONTRACT_KINDS,
  type ConsolidatedContracts,
  type ContractKind,
  type ContractList,
  type contractAction,
  type contractListQuery,
  formatBasisPoints,
  type WhitelabelFlags,
} from '@platform/contracts';
import type { z } from 'zod';
import type { Db } from '../../platform/db/client';
import { inTransaction, pgErrorOf, type Tx } from '../../platform/db/tx';
import { AppError, fieldError } from '../../platform/http/app-error';
import { keyOr } from '../../platform/i18n/translate';
import type { AgentsService } from '../agents/agents.service';
import type { ContractsStore, RequestRow } from './contracts.store';
import { capOut, contractOut, requestOut } from './contracts.view';
import { SALARY_PERIOD } from './periods';
import { fieldAboveCap, maxRateOf, parseTiers } from './tiers';

type Action = z.infer<typeof contractAction>;
type ListQuery = z.infer<typeof contractListQuery>;
export type AgentCtx = { brandId: number; agentId: number };

/** 409 CONTRACT_STATE worded by what the request or contract already is (contractState.<status>). */
const stateError = (status: string) =>
  new AppError('CONTRACT_STATE', { status }, { status }, keyOr(`contractState.${status}`, 'contractState'));

const isAgentType = (t: number) => (AGENT_TYPES as readonly number[]).includes(t);

/**
 * Dividend and salary contracts (spec §3, §4): an agent offers one to a direct downline agent,
 * which accepts or rejects it; the upline may ask to end it (the downline answers), the downline
 * may end it at once. Rates never exceed the upline's own (the database checks it at commit).
 * Every write of one brand and kind takes one advisory lock, so caps never race.
 */
export function contractsService(deps: {
  db: Db;
  store: ContractsStore;
  agents: Pick<AgentsService, 'assertDownline'>;
  flags: (brandId: number) => Promise<WhitelabelFlags>;
  clock: () => Date;
}) {
  const { store } = deps;

  async function assertEnabled(brandId: number, kind: ContractKind) {
    if (!(await deps.flags(brandId))[CONTRACT_FLAGS[kind]]) throw new AppError('FEATURE_DISABLED');
  }

  /** A commit the database refused because a rate is above the upline's: a 400 naming the tiers. */
  async function write<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
    try {
      return await inTransaction(deps.db, fn);
    } catch (error) {
      if (pgErrorOf(error)?.constraint === 'agent_contracts_upline_cap') throw fieldError('tiers', 'rateAboveUpline');
      throw error;
    }
  }

  async function list(c: AgentCtx, kind: ContractKind, q: ListQuery): Promise<ContractList> {
    await assertEnabled(c.brandId, kind);
    if (q.memberId !== undefined) await deps.agents.assertDownline(c.brandId, c.agentId, q.memberId, { direct: true });
    const mine = q.role === 'upline' ? { uplineId: c.agentId, downlineId: q.memberId } : { downlineId: c.agentId };
    const [page, requests, cap] = await Promise.all([
      store.contracts({ brandId: c.brandId, kind, status: q.status, ...mine }, q.pageNo, q.pageSize),
      store.pending(c.brandId, kind, c.agentId, q.role),
      store.cap(deps.db, c.agentId, kind),
    ]);
    const shown = q.memberId ? requests.filter((r) => r.downlineId === q.memberId) : requests;
    return {
      list: page.rows.map(contractOut),
      pageNo: q.pageNo,
      pageSize: q.pageSize,
      total: page.total,
      requests: shown.map(requestOut),
      rateCap: capOut(cap),
    };
  }

  async function consolidated(c: AgentCtx): Promise<ConsolidatedContracts> {
    const flags = await deps.flags(c.brandId);
    const entries = await Promise.all(
      CONTRACT_KINDS.map(async (kind) => {
        const [contract, pending, cap] = await Promise.all([
          store.inForce(deps.db, c.agentId, kind),
          store.pending(c.brandId, kind, c.agentId, 'downline'),
          store.cap(deps.db, c.agentId, kind),
        ]);
        return [
          kind,
          {
            enabled: flags[CONTRACT_FLAGS[kind]],
            contract: contract ? contractOut(contract) : null,
            pending: pending.map(requestOut),
            rateCap: capOut(cap),
          },
        ] as const;
      }),
    );
    return Object.fromEntries(entries) as ConsolidatedContracts;
  }

  async function offer(c: AgentCtx, kind: ContractKind, a: Extract<Action, { action: 'offer' }>) {
    await deps.agents.assertDownline(c.brandId, c.agentId, a.downlineId, { direct: true });
    const downline = await store.member(deps.db, a.downlineId);
    if (!downline || !isAgentType(downline.type)) throw fieldError('downlineId', 'agentDownline');
    if (kind !== 'dividend' && a.period !== undefined) throw fieldError('period', 'unknown');
    const period = kind === 'dividend' ? (a.period ?? 'daily') : SALARY_PERIOD[kind];
    const tiers = parseTiers(kind, a.tiers);
    const maxRateBp = maxRateOf(tiers);
    const now = deps.clock();
    const id = await write(async (tx) => {
      await store.lockKind(tx, c.brandId, kind);
      const cap = await store.cap(tx, c.agentId, kind);
      if (maxRateBp > cap) throw fieldError(fieldAboveCap(tiers, cap), 'rateCap', { max: capOut(cap) });
      // A newer offer to the same downline replaces the one it has not answered yet.
      await store.withdrawOffers(tx, c.agentId, a.downlineId, kind, now);
      return store.insertRequest(tx, {
        brandId: c.brandId,
        kind,
        type: 'new',
        uplineId: c.agentId,
        downlineId: a.downlineId,
        period,
        tiers,
        maxRateBp,
        createdAt: now,
      });
    });
    return { request: requestOut((await store.requestById(deps.db, c.brandId, id)) as RequestRow), contract: null };
  }

  /** The request addressed to the caller; another agent's is as unknown as one that does not exist. */
  async function addressed(tx: Tx, c: AgentCtx, kind: ContractKind, requestId: number) {
    const r = await store.requestById(tx, c.brandId, requestId);
    if (!r || r.kind !== kind || r.downlineId !== c.agentId) throw new AppError('NOT_FOUND');
    if (r.status !== 'in_process') throw stateError(r.status);
    return r;
  }

  /** Answers a request; one answered meanwhile rolls the whole answer back. */
  async function decided(tx: Tx, id: number, status: 'approved' | 'rejected', now: Date, contractId?: number) {
    if (!(await store.decide(tx, id, status, now, contractId))) throw stateError('answered');
  }

  /** Ends a contract in force and everything below it that loses its cover. */
  async function end(tx: Tx, kind: ContractKind, contractId: number, downlineId: number, now: Date) {
    if (!(await store.complete(tx, contractId, 'terminated', now))) throw stateError('completed');
    const ended = await store.cascade(tx, downlineId, kind, -1, now);
    await store.closeTerminations(tx, [contractId, ...ended], now);
  }

  async function accept(c: AgentCtx, kind: ContractKind, requestId: number) {
    const now = deps.clock();
    const contractId = await write(async (tx) => {
      await store.lockKind(tx, c.brandId, kind);
      const r = await addressed(tx, c, kind, requestId);
      if (r.type === 'termination') {
        await decided(tx, r.id, 'approved', now);
        await end(tx, kind, r.contractId as number, c.agentId, now);
        return r.contractId as number;
      }
      const cap = await store.cap(tx, r.uplineId, kind);
      if (r.maxRateBp > cap) throw fieldError(fieldAboveCap(r.tiers, cap), 'rateCap', { max: capOut(cap) });
      const previous = await store.inForce(tx, c.agentId, kind);
      if (previous) await store.complete(tx, previous.id, 'replaced', now);
      const id = await store.insertContract(tx, { ...r, kind, status: 'accepted', at: now });
      // The downline's own contracts above its new rate end by themselves, and so on down.
      const ended = await store.cascade(tx, c.agentId, kind, r.maxRateBp, now);
      await store.closeTerminations(tx, [...(previous ? [previous.id] : []), ...ended], now);
      await decided(tx, r.id, 'approved', now, id);
      return id;
    });
    return answer(c, requestId, contractId);
  }

  async function reject(c: AgentCtx, kind: ContractKind, requestId: number) {
    const now = deps.clock();
    const contractId = await write(async (tx) => {
      await store.lockKind(tx, c.brandId, kind);
      const r = await addressed(tx, c, kind, requestId);
      if (r.type === 'termination') {
        await decided(tx, r.id, 'rejected', now);
        return r.contractId as number;
      }
      // The turned-down offer stays on record as a rejected contract.
      const id = await store.insertContract(tx, { ...r, kind, status: 'rejected', at: now });
      await decided(tx, r.id, 'rejected', now, id);
      return id;
    });
    return answer(c, requestId, contractId);
  }

  async function requestTermination(c: AgentCtx, kind: ContractKind, contractId: number) {
    const now = deps.clock();
    const id = await write(async (tx) => {
      // Under the kind's lock and on this transaction's connection: 30 requests at once opened
      // several requests, and their pooled reads, each waiting for a connection the others held, hung the app.
      await store.lockKind(tx, c.brandId, kind);
      const k = await store.contractById(tx, c.brandId, contractId);
      if (!k || k.kind !== kind || k.uplineId !== c.agentId) throw new AppError('NOT_FOUND');
      if (k.status !== 'accepted') throw stateError(k.status);
      const open = (await store.pending(c.brandId, kind, c.agentId, 'upline', tx)).find(
        (r) => r.type === 'termination' && r.contractId === contractId,
      );
      if (open) return open.id;
      return store.insertRequest(tx, {
        brandId: c.brandId,
        kind,
        type: 'termination',
        uplineId: c.agentId,
        downlineId: k.downlineId,
        period: k.period,
        tiers: k.tiers,
        maxRateBp: k.maxRateBp,
        contractId,
        createdAt: now,
      });
    });
    return answer(c, id, contractId);
  }

  async function terminate(c: AgentCtx, kind: ContractKind, contractId: number) {
    const now = deps.clock();
    await write(async (tx) => {
      await store.lockKind(tx, c.brandId, kind);
      const k = await store.contractById(tx, c.brandId, contractId);
      if (!k || k.kind !== kind || k.downlineId !== c.agentId) throw new AppError('NOT_FOUND');
      if (k.status !== 'accepted') throw stateError(k.status);
      await end(tx, kind, contractId, c.agentId, now);
    });
    return { request: null, contract: contractOut(await mustContract(c, contractId)) };
  }

  const mustContract = async (c: AgentCtx, id: number) =>
    (await store.contractById(deps.db, c.brandId, id)) as NonNullable<
      Awaited<ReturnType<ContractsStore['contractById']>>
    >;

  async function answer(c: AgentCtx, requestId: number, contractId: number | null) {
    const r = await store.requestById(deps.db, c.brandId, requestId);
    const k = contractId ? await store.contractById(deps.db, c.brandId, contractId) : undefined;
    return { request: r ? requestOut(r) : null, contract: k ? contractOut(k) : null };
  }

  async function act(c: AgentCtx, kind: ContractKind, a: Action) {
    await assertEnabled(c.brandId, kind);
    switch (a.action) {
      case 'offer':
        return offer(c, kind, a);
      case 'accept':
        return accept(c, kind, a.requestId);
      case 'reject':
        return reject(c, kind, a.requestId);
      case 'requestTermination':
        return requestTermination(c, kind, a.contractId);
      case 'terminate':
        return terminate(c, kind, a.contractId);
    }
  }

  return {
    list,
    consolidated,
    act,
    rateCap: (agentId: number, kind: ContractKind) => store.cap(deps.db, agentId, kind),
  };
}
export type ContractsService = ReturnType<typeof contractsService>;
export { formatBasisPoints };
