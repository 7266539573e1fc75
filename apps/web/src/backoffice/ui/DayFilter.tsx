import { DateField } from '../../ui/date-field/DateField';
import { isDay } from '../../ui/date-field/day';
import type { ListParams } from './list-params';

/**
 * Local days in the address (fromDay, toDay); the call gets instants: [fromDay 00:00, toDay + 1 00:00).
 * Only a whole day (or none) reaches the address, so a half-typed one never makes a refused call.
 */
export function DayFilter({ params, name, label }: { params: ListParams; name: 'fromDay' | 'toDay'; label: string }) {
  return (
    <div className="w-40">
      <DateField
        compact
        label={label}
        value={params.filters[name] ?? ''}
        onChange={(v) => (v === '' || isDay(v)) && params.setFilter(name, v || undefined)}
        data-testid={`filter-${name}`}
      />
    </div>
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
