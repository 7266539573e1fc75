import {
  type ContractKind,
  type DividendTier,
  dividendTierInput,
  formatBasisPoints,
  formatMinor,
  type SalaryTier,
  salaryTierInput,
} from '@platform/contracts';
import { fieldError, isRuleName, type RuleName } from '../../platform/http/app-error';
import type { StoredTier } from './contracts.tables';

type DividendStored = Extract<StoredTier, { rate: number }>;
type SalaryStored = Extract<StoredTier, { winRate: number }>;

/** The highest rate any tier pays: what the contract's max rate (and the downline's own cap) is. */
export const maxRateOf = (tiers: StoredTier[]) =>
  Math.max(...tiers.map((t) => ('rate' in t ? t.rate : Math.max(t.winRate, t.lossRate))));

/**
 * Reads an offer's tiers by the kind of the path (dividend tiers for dividends, salary tiers for
 * salaries) and checks they rise: each tier's main threshold (periodBet / betAmount) above the one
 * before, and its other thresholds never below. A bad value is a 400 naming it, e.g. `tiers.1.rate`.
 */
export function parseTiers(kind: ContractKind, raw: Record<string, unknown>[]): StoredTier[] {
  const schema = kind === 'dividend' ? dividendTierInput : salaryTierInput;
  const tiers: StoredTier[] = raw.map((item, i) => {
    const res = schema.strict().safeParse(item);
    if (!res.success) {
      const issue = res.error.issues[0];
      const key = issue?.path[0] ?? (issue?.code === 'unrecognized_keys' ? issue.keys[0] : undefined);
      const custom = String((issue as { params?: { rule?: string } } | undefined)?.params?.rule ?? 'invalid');
      const rule: RuleName =
        issue?.code === 'custom'
          ? isRuleName(custom)
            ? custom
            : 'invalid'
          : key !== undefined && item[String(key)] === undefined
            ? 'required'
            : issue?.code === 'unrecognized_keys'
              ? 'unknown'
              : 'invalid';
      throw fieldError(`tiers.${i}${key !== undefined ? `.${String(key)}` : ''}`, rule);
    }
    const v = res.data as Record<string, bigint | number>;
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, Number(x)])) as StoredTier;
  });
  for (let i = 1; i < tiers.length; i++) {
    const prev = tiers[i - 1] as StoredTier;
    const cur = tiers[i] as StoredTier;
    const [main, others] =
      'rate' in cur
        ? (['periodBet', ['periodLoss', 'activeMembers']] as const)
        : (['betAmount', ['activeMembers']] as const);
    const get = (t: StoredTier, k: string) => (t as Record<string, number>)[k] as number;
    if (get(cur, main) <= get(prev, main)) throw fieldError(`tiers.${i}.${main}`, 'ascending');
    for (const k of others) if (get(cur, k) < get(prev, k)) throw fieldError(`tiers.${i}.${k}`, 'ascending');
  }
  return tiers;
}

/** The rate field a cap refusal names: the first tier (and rate) above the cap. */
export function fieldAboveCap(tiers: StoredTier[], capBp: number): string {
  for (const [i, t] of tiers.entries()) {
    if ('rate' in t) {
      if (t.rate > capBp) return `tiers.${i}.rate`;
    } else {
      if (t.winRate > capBp) return `tiers.${i}.winRate`;
      if (t.lossRate > capBp) return `tiers.${i}.lossRate`;
    }
  }
  return 'tiers';
}

/** Stored tiers as the API shows them: amounts as money strings, rates as percentages. */
export function tiersOut(tiers: StoredTier[]): DividendTier[] | SalaryTier[] {
  const first = tiers[0];
  if (first && 'rate' in first)
    return (tiers as DividendStored[]).map((t) => ({
      periodBet: formatMinor(t.periodBet),
      periodLoss: formatMinor(t.periodLoss),
      activeMembers: t.activeMembers,
      rate: formatBasisPoints(t.rate),
    }));
  return (tiers as SalaryStored[]).map((t) => ({
    betAmount: formatMinor(t.betAmount),
    activeMembers: t.activeMembers,
    winRate: formatBasisPoints(t.winRate),
    lossRate: formatBasisPoints(t.lossRate),
  }));
}
