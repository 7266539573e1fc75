import { randomBytes } from 'node:crypto';
import { CONTRACT_PATHS, type ContractKind, DOWNLINE_AGENT_TYPE, type WhitelabelFlags } from '@platform/contracts';
import { sql } from 'drizzle-orm';
import { walletKit } from '../../../test/wallet-kit';
import { members } from '../members/members.tables';
import { betRounds } from '../providers/providers.tables';
import { addDayStats } from '../team/day-stats.consumer';
import { contractSettlement } from './contracts.module';

export type Agent = { id: number; token: string; account: string };

/**
 * What the contract tests share: agents written directly under each other with live sessions,
 * offers and answers through the API, settled rounds written straight into bet_rounds (the
 * kit counts them in member_day_stats as the bet-event consumer would), and the settlement service the jobs run.
 */
export async function contractsKit() {
  const k = await walletKit();
  // The brand's flags as the system service reads them (brand_flags rows; a missing one is off).
  const flags = async (brandId: number) => {
    const rows = await k.db.execute<{ flag: string; enabled: boolean }>(
      sql`select flag, enabled from brand_flags where brand_id = ${brandId}`,
    );
    return Object.fromEntries(rows.rows.map((r) => [r.flag, r.enabled])) as unknown as WhitelabelFlags;
  };
  const settlement = contractSettlement({ db: k.db, ledger: k.ledger, flags, clock: k.now });

  /** An agent (type 1 at the top, DOWNLINE_AGENT_TYPE below) or, with `type` 0, a player. */
  const agent = async (upline: Agent | null, type = upline ? DOWNLINE_AGENT_TYPE : 1): Promise<Agent> => {
    const account = `c${randomBytes(5).toString('hex')}`;
    const [m] = await k.db
      .insert(members)
      .values({
        brandId: k.brandId,
        account,
        accountKey: account,
        passwordHash: 'x',
        language: 'en',
        type,
        uplineId: upline?.id ?? null,
      })
      .returning({ id: members.id });
    const id = m?.id as number;
    return { id, token: await k.login(id), account };
  };

  const act = (kind: ContractKind, who: Agent, body: Record<string, unknown>, lang = 'en') =>
    k.app.inject({
      method: 'POST',
      url: CONTRACT_PATHS[kind],
      payload: body,
      headers: { 'accept-language': lang, token: who.token },
    });
  const list = (kind: ContractKind, who: Agent, query: Record<string, string> = {}) =>
    k.app.inject({ url: CONTRACT_PATHS[kind], query, headers: { ...k.en, token: who.token } });

  /** Offers `tiers` to `down` and has it accept; returns the new contract's id. */
  const contract = async (
    kind: ContractKind,
    up: Agent,
    down: Agent,
    tiers: Record<string, unknown>[],
    period?: string,
  ): Promise<number> => {
    const o = await act(kind, up, { action: 'offer', downlineId: down.id, tiers, ...(period ? { period } : {}) });
    if (o.statusCode !== 200) throw new Error(`offer failed: ${o.body}`);
    const a = await act(kind, down, { action: 'accept', requestId: o.json().value.request.id });
    if (a.statusCode !== 200) throw new Error(`accept failed: ${a.body}`);
    return a.json().value.contract.id as number;
  };

  /** A settled round of `stake` and `win` (minor units) that settled at `at`. */
  const round = async (memberId: number, stake: bigint, win: bigint, at: Date) => {
    await k.db.insert(betRounds).values({
      brandId: k.brandId,
      memberId,
      vendor: 'KIT',
      gameCode: 'g1',
      roundId: `r${randomBytes(6).toString('hex')}`,
      stakeMinor: stake,
      winMinor: win,
      status: 'settled',
      startedAt: at,
      settledAt: at,
    });
    await addDayStats(k.db, { brandId: k.brandId, memberId, at, stakeMinor: stake, winMinor: win });
  };

  /** Contracts written straight into the table, backdated, for tests that need no API. */
  const backdate = async (contractId: number, at: Date) => {
    await k.db.execute(
      sql`update agent_contracts set accepted_at = ${at.toISOString()}::timestamptz where id = ${contractId}`,
    );
  };

  const settlements = async (contractId: number) =>
    (
      await k.db.execute<{
        period_start: Date;
        amount_minor: string;
        status: string;
        rate_bp: number;
        team_bets_minor: string;
        team_profit_minor: string;
        active_members: number;
      }>(
        sql`select period_start, amount_minor, status, rate_bp, team_bets_minor, team_profit_minor, active_members
              from contract_settlements where contract_id = ${contractId} order by period_start`,
      )
    ).rows;

  return { ...k, settlement, agent, act, list, contract, round, backdate, settlements };
}
export type ContractsKit = Awaited<ReturnType<typeof contractsKit>>;
