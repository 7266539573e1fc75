import type { ListParams } from './list-params';

/** Local days in the address (fromDay, toDay); the call gets instants: [fromDay 00:00, toDay + 1 00:00). */
export function DayFilter({ params, name, label }: { params: ListParams; name: 'fromDay' | 'toDay'; label: string }) {
  return (
    <label className="flex flex-col gap-1 text-xs font-semibold text-muted">
      {label}
      <input
        type="date"
        className="h-9 rounded-lg border border-line bg-surface-2 px-2 text-sm font-normal text-fg outline-none focus:border-gold"
        value={params.filters[name] ?? ''}
        onChange={(e) => params.setFilter(name, e.target.value || undefined)}
        data-testid={`filter-${name}`}
      />
    </label>
  );
}

/** The list call's query: the address's query with its local days turned into instants. */
export function withWindow(query: Record<string, string | number>) {
  const { fromDay, toDay, ...rest } = query as Record<string, string | number | undefined>;
  const at = (day: string, plus: number) => {
    const [y, m, d] = day.split('-').map(Number);
    return new Date(y ?? 0, (m ?? 1) - 1, (d ?? 1) + plus).toISOString();
  };
  return {
    ...rest,
    ...(typeof fromDay === 'string' ? { from: at(fromDay, 0) } : {}),
    ...(typeof toDay === 'string' ? { to: at(toDay, 1) } : {}),
  };
}
