import { type AgentRow, formatMinor, type OpsFigures, type PlayerRow, type PnlRow } from '@platform/contracts';
import type { CsvColumn } from './ops-reports.csv';
import type { DayRow } from './ops-reports.store';

/**
 * From the store's SQL rows (minor units as text, counts as text or numbers) to the contract's
 * figures and rows, and each report's CSV columns.
 */
export const num = (v: unknown) => Number(v ?? 0);
export const big = (v: unknown) => BigInt(String(v ?? 0));

/** Money figures as the contract answers them, from minor-unit text. */
export function figures(r: Omit<DayRow, 'day'>, active: number): OpsFigures {
  const bets = big(r.bets);
  const wins = big(r.wins);
  const bonuses = big(r.bonuses);
  const rebates = big(r.rebates);
  return {
    deposits: formatMinor(big(r.deposits)),
    withdrawals: formatMinor(big(r.withdrawals)),
    bets: formatMinor(bets),
    wins: formatMinor(wins),
    ggr: formatMinor(bets - wins),
    bonuses: formatMinor(bonuses),
    rebates: formatMinor(rebates),
    ngr: formatMinor(bets - wins - bonuses - rebates),
    rounds: num(r.rounds),
    activePlayers: active,
    registrations: num(r.registrations),
    firstDepositors: num(r.ftd),
  };
}

export const gameFigures = (r: { rounds: unknown; bets: unknown; wins: unknown }) => ({
  rounds: num(r.rounds),
  bets: formatMinor(big(r.bets)),
  wins: formatMinor(big(r.wins)),
  ggr: formatMinor(big(r.bets) - big(r.wins)),
});

export const pnlRow = (r: Record<string, unknown>): PnlRow => ({
  day: String(r.day),
  key: String(r.key),
  name: String(r.name),
  ...gameFigures(r as { rounds: unknown; bets: unknown; wins: unknown }),
});
export const playerRow = (r: Record<string, unknown>): PlayerRow => ({
  memberId: num(r.member_id),
  username: String(r.username),
  deposits: formatMinor(big(r.deposits)),
  withdrawals: formatMinor(big(r.withdrawals)),
  rounds: num(r.rounds),
  bets: formatMinor(big(r.bets)),
  wins: formatMinor(big(r.wins)),
  ggr: formatMinor(big(r.ggr)),
});
export const agentRow = (r: Record<string, unknown>): AgentRow => ({
  agentId: num(r.agent_id),
  username: String(r.username),
  teamSize: num(r.team_size),
  deposits: formatMinor(big(r.deposits)),
  withdrawals: formatMinor(big(r.withdrawals)),
  bets: formatMinor(big(r.bets)),
  wins: formatMinor(big(r.wins)),
  ggr: formatMinor(big(r.ggr)),
  dividends: formatMinor(big(r.dividends)),
  salaries: formatMinor(big(r.salaries)),
});

/** The CSV columns of each export (English headers: the column ids of the API, one language for every operator). */
export const PNL_CSV: CsvColumn<PnlRow>[] = [
  { header: 'day', value: (r) => r.day },
  { header: 'key', value: (r) => r.key, text: true },
  { header: 'name', value: (r) => r.name, text: true },
  { header: 'rounds', value: (r) => r.rounds },
  { header: 'bets', value: (r) => r.bets },
  { header: 'wins', value: (r) => r.wins },
  { header: 'ggr', value: (r) => r.ggr },
];
export const PLAYERS_CSV: CsvColumn<PlayerRow>[] = [
  { header: 'memberId', value: (r) => r.memberId },
  { header: 'username', value: (r) => r.username, text: true },
  { header: 'deposits', value: (r) => r.deposits },
  { header: 'withdrawals', value: (r) => r.withdrawals },
  { header: 'rounds', value: (r) => r.rounds },
  { header: 'bets', value: (r) => r.bets },
  { header: 'wins', value: (r) => r.wins },
  { header: 'ggr', value: (r) => r.ggr },
];
export const AGENTS_CSV: CsvColumn<AgentRow>[] = [
  { header: 'agentId', value: (r) => r.agentId },
  { header: 'username', value: (r) => r.username, text: true },
  { header: 'teamSize', value: (r) => r.teamSize },
  { header: 'deposits', value: (r) => r.deposits },
  { header: 'withdrawals', value: (r) => r.withdrawals },
  { header: 'bets', value: (r) => r.bets },
  { header: 'wins', value: (r) => r.wins },
  { header: 'ggr', value: (r) => r.ggr },
  { header: 'dividends', value: (r) => r.dividends },
  { header: 'salaries', value: (r) => r.salaries },
];
