import { parseMinor, type WithdrawInfo } from '@platform/contracts';

export type AmountProblem = 'amountRequired' | 'amountFormat' | 'amountRange' | 'amountOver';

/**
 * The server's rules, checked while typing: a positive decimal with at most 2 places, within the
 * brand's limits, at most the withdrawable balance. Compared in minor units (bigint), never floats.
 */
export function amountProblem(text: string, info: WithdrawInfo): AmountProblem | null {
  const trimmed = text.trim();
  if (!trimmed) return 'amountRequired';
  const minor = parseMinor(trimmed);
  if (minor === null || minor <= 0n) return 'amountFormat';
  if (minor < (parseMinor(info.min) ?? 0n) || minor > (parseMinor(info.max) ?? 0n)) return 'amountRange';
  if (minor > (parseMinor(info.withdrawable) ?? 0n)) return 'amountOver';
  return null;
}

/** "All": the whole withdrawable balance, capped at the brand's maximum per withdrawal. */
export function allAmount(info: WithdrawInfo): string {
  const balance = parseMinor(info.withdrawable) ?? 0n;
  const max = parseMinor(info.max) ?? 0n;
  return balance > max ? info.max : info.withdrawable;
}

/** 0..100: how much of the turnover requirement is done (100 when nothing is required). */
export function turnoverPercent(t: WithdrawInfo['turnover']): number {
  const required = parseMinor(t.required) ?? 0n;
  if (required <= 0n) return 100;
  const done = parseMinor(t.done) ?? 0n;
  return Number((done * 100n) / required);
}

export const hasAmount = (decimal: string) => (parseMinor(decimal.replace('-', '')) ?? 0n) > 0n;
