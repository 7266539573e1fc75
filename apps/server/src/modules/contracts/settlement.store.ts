import type { ContractKind } from '@platform/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import type { Executor } from '../../platform/db/tx';
import type { Period } from './periods';

export type OpenRow = {
  id: number;
  contract_id: number;
  upline_id: number;
  downline_id: number;
  period_start: Date;
  amount_minor: string;
};

/**
 * Each team member's figures of the period, brand-wide, in one pass: summed from member_day_stats
 * for whole brand days, from settled bet_rounds (index bet_rounds_settled) for shorter windows.
 */
function memberFigures(brandId: number, p: Period) {
  if (p.dayFrom && p.dayTo)
    return sql`SELECT d.member_id, sum(d.bet_minor) AS bets, sum(d.win_minor - d.bet_minor) AS profit,
                      bool_or(d.rounds > 0) AS active
                 FROM member_day_stats d
                WHERE d.brand_id = ${brandId} AND d.day >= ${p.dayFrom}::date AND d.day < ${p.dayTo}::date
                GROUP BY d.member_id`;
  return sql`SELECT r.member_id, sum(r.stake_minor) AS bets, sum(r.win_minor - r.stake_minor) AS profit, true AS active
               FROM bet_rounds r
              WHERE r.brand_id = ${brandId} AND r.status = 'settled'
                AND r.settled_at >= ${p.start.toISOString()}::timestamptz AND r.settled_at < ${p.end.toISOString()}::timestamptz
              GROUP BY r.member_id`;
}

/**
 * The tier that applies (the highest one whose thresholds the team met) and what it pays, rounded
 * down to the minor unit. Dividend: a share of the team's loss, only when the team lost. Salary:
 * a share of the team's bets, at the loss rate when the team lost, the win rate otherwise.
 */
function tierPick(kind: ContractKind) {
  if (kind === 'dividend')
    return sql`SELECT (e.t->>'rate')::int AS rate,
                      floor((-f.profit)::numeric * (e.t->>'rate')::int / 10000)::bigint AS amount
                 FROM jsonb_array_elements(c.tiers) WITH ORDINALITY AS e(t, i)
                WHERE -f.profit > 0 AND f.bets >= (e.t->>'periodBet')::bigint
                  AND -f.profit >= (e.t->>'periodLoss')::bigint AND f.active >= (e.t->>'activeMembers')::int
                ORDER BY e.i DESC LIMIT 1`;
  return sql`SELECT r.rate, floor(f.bets::numeric * r.rate / 10000)::bigint AS amount
               FROM jsonb_array_elements(c.tiers) WITH ORDINALITY AS e(t, i)
               CROSS JOIN LATERAL (SELECT CASE WHEN f.profit < 0 THEN (e.t->>'lossRate')::int
                                               ELSE (e.t->>'winRate')::int END AS rate) r
              WHERE f.bets >= (e.t->>'betAmount')::bigint AND f.active >= (e.t->>'activeMembers')::int
              ORDER BY e.i DESC LIMIT 1`;
}

/**
 * Contracts of this kind and period type in force for the whole period (accepted at or before its
 * start, not ended before its end) that have no row for it yet.
 */
function unsettled(brandId: number, kind: ContractKind, p: Period) {
  const start = p.start.toISOString();
  return sql`c.brand_id = ${brandId} AND c.kind = ${kind} AND c.period = ${p.period}
    AND c.status IN ('accepted', 'completed')
    AND c.accepted_at <= ${start}::timestamptz
    AND (c.ended_at IS NULL OR c.ended_at >= ${p.end.toISOString()}::timestamptz)
    AND NOT EXISTS (SELECT 1 FROM contract_settlements s
                     WHERE s.contract_id = c.id AND s.period_start = ${start}::timestamptz)`;
}

/** The only SQL of settlement: computing a period for every contract at once, and paying rows. */
export function settlementStore(db: Db) {
  return {
    async brands(): Promise<{ id: number; timezone: string }[]> {
      const res = await db.execute<{ id: number; timezone: string }>(sql`SELECT id, timezone FROM brands ORDER BY id`);
      return res.rows;
    },

    /**
     * One settlement row per contract of this kind and period type that was in force for the whole
     * period (accepted at or before its start, not ended before its end). The team is the
     * contract's downline and all its descendants (member_tree). Rows already written stay as they
     * are, so a second run inserts nothing.
     */
    async compute(brandId: number, kind: ContractKind, p: Period): Promise<number> {
      const start = p.start.toISOString();
      const end = p.end.toISOString();
      // Materialized on purpose: each part is computed once for all contracts, and the team sums
      // are one grouped join (member_tree by ancestor, the figures by member), never a scan per contract.
      const res = await db.execute(sql`
        WITH w AS MATERIALIZED (${memberFigures(brandId, p)}),
        k AS MATERIALIZED (
          SELECT c.id, c.brand_id, c.kind, c.period, c.upline_id, c.downline_id, c.tiers
            FROM agent_contracts c WHERE ${unsettled(brandId, kind, p)}
        ),
        sums AS (
          SELECT k.id, sum(w.bets)::bigint AS bets, sum(w.profit)::bigint AS profit,
                 (count(*) FILTER (WHERE w.active))::int AS active
            FROM k JOIN member_tree t ON t.ancestor_id = k.downline_id JOIN w ON w.member_id = t.descendant_id
           GROUP BY k.id
        )
        INSERT INTO contract_settlements (brand_id, contract_id, kind, period, upline_id, downline_id,
               period_start, period_end, team_bets_minor, team_profit_minor, active_members, rate_bp,
               amount_minor, status)
        SELECT c.brand_id, c.id, c.kind, c.period, c.upline_id, c.downline_id, ${start}::timestamptz,
               ${end}::timestamptz, f.bets, f.profit, f.active, coalesce(x.rate, 0), coalesce(x.amount, 0),
               CASE WHEN coalesce(x.amount, 0) > 0 THEN 'in_process' ELSE 'none' END
          FROM k c
          LEFT JOIN sums ON sums.id = c.id
          CROSS JOIN LATERAL (SELECT coalesce(sums.bets, 0) AS bets, coalesce(sums.profit, 0) AS profit,
                                     coalesce(sums.active, 0) AS active) f
          LEFT JOIN LATERAL (${tierPick(kind)}) x ON true
         ${
           // Hourly and 5-minute periods of a team that did not play leave no row: 288 empty rows a day
           // per real-time contract would bury the record. Such a window never gains rounds later (a
           // round counts when it settles), so computing it again on a catch-up run finds nothing again.
           kind === 'hourlySalary' || kind === 'realTimeSalary' ? sql`WHERE f.bets > 0` : sql``
         }
        ON CONFLICT (contract_id, period_start) DO NOTHING`);
      return res.rowCount ?? 0;
    },

    /** Whether any contract still lacks its row for the period (a cheap check before computing). */
    async due(brandId: number, kind: ContractKind, p: Period): Promise<boolean> {
      const res = await db.execute<{ due: boolean }>(
        sql`SELECT EXISTS (SELECT 1 FROM agent_contracts c WHERE ${unsettled(brandId, kind, p)}) AS due`,
      );
      return Boolean(res.rows[0]?.due);
    },

    /**
     * Rows still waiting for their payment (this kind, every period): oldest period first, and in
     * a period from the top of the tree down, so an agent receives before it pays its own downlines.
     */
    async open(brandId: number, kind: ContractKind): Promise<OpenRow[]> {
      const res = await db.execute<OpenRow>(sql`
        SELECT s.id, s.contract_id, s.upline_id, s.downline_id, s.period_start, s.amount_minor
          FROM contract_settlements s
         WHERE s.brand_id = ${brandId} AND s.kind = ${kind} AND s.status = 'in_process'
         ORDER BY s.period_start,
                  (SELECT max(t.depth) FROM member_tree t WHERE t.descendant_id = s.upline_id), s.id`);
      return res.rows;
    },

    async markPaid(exec: Executor, id: number, transferId: number, at: Date) {
      await exec.execute(sql`
        UPDATE contract_settlements SET status = 'paid', transfer_id = ${transferId}, paid_at = ${at.toISOString()}
         WHERE id = ${id} AND status = 'in_process'`);
    },

    async summary(brandId: number, kind: ContractKind, p: Period) {
      const res = await db.execute<{ contracts: number; paid: number; in_process: number; amount: string }>(sql`
        SELECT count(*)::int AS contracts, (count(*) FILTER (WHERE status = 'paid'))::int AS paid,
               (count(*) FILTER (WHERE status = 'in_process'))::int AS in_process,
               coalesce(sum(amount_minor), 0)::text AS amount
          FROM contract_settlements
         WHERE brand_id = ${brandId} AND kind = ${kind} AND period = ${p.period}
           AND period_start = ${p.start.toISOString()}::timestamptz`);
      return res.rows[0] as { contracts: number; paid: number; in_process: number; amount: string };
    },
  };
}
export type SettlementStore = ReturnType<typeof settlementStore>;
