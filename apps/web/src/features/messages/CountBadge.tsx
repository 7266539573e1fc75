/** A count badge (unread messages) beside a menu entry or over the avatar; nothing at zero. */
export function CountBadge({ count, testId, className = '' }: { count?: number; testId?: string; className?: string }) {
  if (!count) return null;
  return (
    <span
      data-testid={testId}
      className={`inline-flex h-[18px] min-w-[18px] items-center justify-center rounded-full bg-[#e5484d] px-1 text-[11px] font-bold leading-none text-white tabular-nums ${className}`}
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}
