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

const pad = (n: number) => String(n).padStart(2, '0');
/** yyyy-MM-dd HH:mm:ss in the member's own clock. */
export function when(iso: string): string {
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}
/** yyyy-MM-dd of a local date. */
export const dayOf = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
