import { formatMinor, parseMinor } from '@platform/contracts';

/**
 * Adds decimal amount strings ("1234.50", "-0.30") exactly, in minor units, so no float rounding
 * ever shows in a total; answers in the same wire format.
 */
export function sumAmounts(values: string[]): string {
  const minor = values.reduce((acc, v) => {
    const text = v.trim();
    const neg = text.startsWith('-');
    const n = parseMinor(neg ? text.slice(1) : text) ?? 0n;
    return acc + (neg ? -n : n);
  }, 0n);
  return formatMinor(minor);
}
