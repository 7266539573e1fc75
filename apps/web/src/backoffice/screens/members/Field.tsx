import type { ReactNode } from 'react';

/** A label and its value, for the profile's definition lists. */
export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs font-semibold text-muted">{label}</dt>
      <dd className="break-all text-sm text-fg">{children ?? '—'}</dd>
    </div>
  );
}
