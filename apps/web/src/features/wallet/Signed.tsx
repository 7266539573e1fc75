import { formatAmount } from '../layout/money';

/** A signed amount (spec §9 format): green with + when money came in, red when it went out. */
export function Signed({ value, className = '' }: { value: string; className?: string }) {
  const negative = value.startsWith('-');
  const zero = /^-?0\.00$/.test(value);
  const tone = zero ? 'text-muted' : negative ? 'text-danger' : 'text-emerald';
  return (
    <span data-amount={value} className={`tabular-nums ${tone} ${className}`}>
      {!negative && !zero ? '+' : ''}
      {formatAmount(value)}
    </span>
  );
}
