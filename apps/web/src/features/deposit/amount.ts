import { DEPOSIT_REFERENCE, type DepositChannel, parseMinor } from '@platform/contracts';

export type AmountProblem = 'amountRequired' | 'amountFormat' | 'amountRange';

/**
 * The same rules as the server, checked while typing: a positive decimal with at most 2 places,
 * within the channel's limits. Compared in minor units (bigint), never as floats.
 */
export function amountProblem(text: string, channel: DepositChannel | undefined): AmountProblem | null {
  const trimmed = text.trim();
  if (!trimmed) return 'amountRequired';
  const minor = parseMinor(trimmed);
  if (minor === null || minor <= 0n) return 'amountFormat';
  if (!channel) return null;
  const min = parseMinor(channel.min) ?? 0n;
  const max = parseMinor(channel.max) ?? 0n;
  return minor < min || minor > max ? 'amountRange' : null;
}

const QUICK = [100, 500, 1_000, 2_000, 5_000, 10_000, 20_000, 50_000];

/** Round amounts offered as chips: those the channel accepts, at most six. */
export function quickAmounts(channel: DepositChannel | undefined): string[] {
  if (!channel) return [];
  const min = parseMinor(channel.min) ?? 0n;
  const max = parseMinor(channel.max) ?? 0n;
  return QUICK.filter((a) => BigInt(a) * 100n >= min && BigInt(a) * 100n <= max)
    .slice(0, 6)
    .map(String);
}

const REFERENCE = new RegExp(`^[\\w.\\-/]{${DEPOSIT_REFERENCE.min},${DEPOSIT_REFERENCE.max}}$`);
export const referenceOk = (text: string) => REFERENCE.test(text.trim());
