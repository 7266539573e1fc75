import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/platform/db/client';

/**
 * The agent access-control table (issue 6): every route behind the `agent` guard has rows here,
 * one file per area (`*.rows.ts` in this folder), and agent-access.test.ts runs each row against
 * every relation. A route behind the guard without a row fails that test.
 */
export const RELATIONS = ['self', 'child', 'grandchild', 'sibling', 'parent', 'otherBrand'] as const;
export type Relation = (typeof RELATIONS)[number];

export interface Account {
  id: number;
  token: string;
  account: string;
}

/**
 * The fixture tree, built fresh for each row: brand 1 has root agent P (parent) with two agent
 * children, the caller X and its sibling S; X has agent child C, C has agent child G (grandchild).
 * otherBrand is an agent of a second brand. All are funded agents with payment password 246810.
 */
export interface AccessCtx {
  app: FastifyInstance;
  db: Db;
  caller: Account;
  members: Record<Relation, Account>;
  /** Headers of a call made as `who` (token, Host of its brand, a fresh Idempotency-Key). */
  headers(who: Account): Record<string, string>;
}

export interface AccessRequest {
  /** The concrete URL (params filled in), query string included if any. */
  url: string;
  payload?: unknown;
}

export interface AccessRow {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Exactly as registered, with :params (the test matches it against app.agentRoutes). */
  route: string;
  mode: 'read' | 'write';
  /** Where the target member's id travels; 'none' for routes that name no member (caller's own data). */
  idIn: 'path' | 'query' | 'body' | 'none';
  /** Relations the route serves; every other one must answer 403 NOT_IN_DOWNLINE and change nothing. */
  allowed: readonly Relation[];
  /** Builds the call naming `target` (it may first create what the call needs, e.g. an offer). */
  request(ctx: AccessCtx, target: Account, relation: Relation): Promise<AccessRequest> | AccessRequest;
  /** Statuses that count as "served" for an allowed relation (default: any 2xx). */
  servedStatuses?: readonly number[];
}
