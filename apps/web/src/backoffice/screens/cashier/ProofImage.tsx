import { type ReactNode, useEffect, useState } from 'react';
import { NavLink } from 'react-router';
import { readOpsToken } from '../../../state/ops-session';
import { dayOf } from '../../../ui/datetime';
import { Modal } from '../../../ui/Modal';
import type { ListParams } from '../../ui/list-params';

/** The sub-pages of a section as tabs (links, so each has its address). */
export function SubTabs({ tabs }: { tabs: { to: string; label: string }[] }) {
  return (
    <nav className="mb-4 flex gap-1 border-b border-line" aria-label="tabs">
      {tabs.map((tab) => (
        <NavLink
          key={tab.to}
          to={tab.to}
          data-testid={`tab-${tab.to}`}
          className={({ isActive }) =>
            `-mb-px border-b-2 px-4 py-2 text-sm font-semibold ${isActive ? 'border-gold text-fg' : 'border-transparent text-muted hover:text-fg'}`
          }
        >
          {tab.label}
        </NavLink>
      ))}
    </nav>
  );
}

/** A choice filter of a server list, kept in the address like the text ones. */
export function SelectFilter({
  params,
  name,
  label,
  options,
  all,
}: {
  params: ListParams;
  name: string;
  label: string;
  options: { value: string; label: string }[];
  all: string;
}) {
  return (
    <label className="flex flex-col gap-1 text-xs font-semibold text-muted">
      {label}
      <select
        className="h-9 rounded-lg border border-line bg-surface-2 px-2 text-sm font-normal text-fg outline-none focus:border-gold"
        value={params.filters[name] ?? ''}
        onChange={(e) => params.setFilter(name, e.target.value || undefined)}
        data-testid={`filter-${name}`}
      >
        <option value="">{all}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}

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
export const today = () => dayOf(new Date());

const TONES: Record<string, string> = {
  pending: 'bg-gold/15 text-gold',
  requested: 'bg-gold/15 text-gold',
  in_process: 'bg-gold/15 text-gold',
  approved: 'bg-emerald/15 text-emerald',
  paid: 'bg-emerald/15 text-emerald',
  completed: 'bg-emerald/15 text-emerald',
  received: 'bg-emerald/15 text-emerald',
  accepted: 'bg-emerald/15 text-emerald',
  rejected: 'bg-danger/15 text-danger',
  failed: 'bg-danger/15 text-danger',
  disputed: 'bg-danger/15 text-danger',
  not_received: 'bg-danger/15 text-danger',
};
export function Badge({ status, children }: { status: string; children: ReactNode }) {
  return (
    <span
      className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${TONES[status] ?? 'bg-surface-3 text-muted'}`}
    >
      {children}
    </span>
  );
}

/**
 * A proof image behind the operator's session: fetched with the token (an <img src> cannot send it),
 * shown from a blob URL; a click opens it full size.
 */
export function ProofImage({ src, alt, testId }: { src: string; alt: string; testId?: string }) {
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    let gone = false;
    let made: string | null = null;
    const token = readOpsToken();
    fetch(src, { headers: token ? { token } : {} })
      .then(async (res) => {
        if (!res.ok) throw new Error(String(res.status));
        const blob = await res.blob();
        if (gone) return;
        made = URL.createObjectURL(blob);
        setUrl(made);
      })
      .catch(() => !gone && setFailed(true));
    return () => {
      gone = true;
      if (made) URL.revokeObjectURL(made);
    };
  }, [src]);
  if (failed) return <span className="text-xs text-danger">{alt} ✕</span>;
  if (!url) return <span className="inline-block h-24 w-24 animate-pulse rounded-lg bg-surface-2" />;
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        data-testid={testId}
        className="rounded-lg border border-line"
      >
        <img src={url} alt={alt} className="h-24 w-24 rounded-lg object-cover" />
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title={alt} testId={`${testId ?? 'proof'}-full`} wide stacked>
        <img src={url} alt={alt} className="mx-auto max-h-[75dvh] max-w-full object-contain" data-testid="proof-full" />
      </Modal>
    </>
  );
}

/** One line of a detail view: label and value. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4 border-b border-line/60 py-1.5 text-sm">
      <span className="text-muted">{label}</span>
      <span className="text-right font-medium text-fg">{children}</span>
    </div>
  );
}

/** An Idempotency-Key made once per intent and kept until the call succeeded (then a new one). */
export function useIntentKey() {
  const [key, setKey] = useState(() => crypto.randomUUID());
  return { key, renew: () => setKey(crypto.randomUUID()) };
}
