import { useEffect, useState } from 'react';
import type { ListParams } from './list-params';

/**
 * A text filter of a server list: typed freely, sent after a pause (or Enter), kept in the address.
 */
export function FilterField({
  params,
  name,
  label,
  placeholder,
  delayMs = 400,
}: {
  params: ListParams;
  name: string;
  label: string;
  placeholder?: string;
  delayMs?: number;
}) {
  const applied = params.filters[name] ?? '';
  const [value, setValue] = useState(applied);
  useEffect(() => setValue(applied), [applied]);
  useEffect(() => {
    if (value.trim() === applied) return;
    const id = setTimeout(() => params.setFilter(name, value.trim() || undefined), delayMs);
    return () => clearTimeout(id);
  }, [value, applied, name, delayMs, params]);
  return (
    <label className="flex flex-col gap-1 text-xs font-semibold text-muted">
      {label}
      <input
        className="h-9 w-48 rounded-lg border border-line bg-surface-2 px-3 text-sm font-normal text-fg outline-none focus:border-gold"
        value={value}
        placeholder={placeholder}
        onChange={(e) => setValue(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') params.setFilter(name, value.trim() || undefined);
        }}
        data-testid={`filter-${name}`}
      />
    </label>
  );
}
