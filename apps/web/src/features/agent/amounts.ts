/**
 * Adds decimal amount strings ("1234.50", "-0.30") exactly, in minor units, so no float rounding
 * ever shows in a total; answers in the same wire format.
 */
export function sumAmounts(values: string[]): string {
  const minor = values.reduce((acc, v) => {
    const neg = v.trim().startsWith('-');
    const [w = '0', f = ''] = v.trim().replace('-', '').split('.');
    const n = BigInt(w || '0') * 100n + BigInt(f.padEnd(2, '0').slice(0, 2));
    return acc + (neg ? -n : n);
  }, 0n);
  const abs = minor < 0n ? -minor : minor;
  return `${minor < 0n ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}
