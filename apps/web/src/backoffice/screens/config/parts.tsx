import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiError } from '../../../api/client';

/** Query keys of the Configuration section (all start with ['ops', 'config']). */
export const configKeys = {
  all: ['ops', 'config'] as const,
  brand: ['ops', 'config', 'brand'] as const,
  register: ['ops', 'config', 'register'] as const,
  regions: ['ops', 'config', 'regions'] as const,
  maintenance: (q: object) => ['ops', 'config', 'maintenance', q] as const,
  vendors: (q: object) => ['ops', 'config', 'vendors', q] as const,
  games: (q: object) => ['ops', 'config', 'games', q] as const,
  cs: ['ops', 'config', 'cs'] as const,
};

/** A change saved on the server; every Configuration list is read again after it. */
export function useSave<I, O>(fn: (input: I) => Promise<O>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => qc.invalidateQueries({ queryKey: configKeys.all }),
  });
}

/** An on/off switch (role switch), saved when flipped. */
export function Toggle({
  checked,
  onChange,
  label,
  testId,
  disabled,
}: {
  checked: boolean;
  onChange: (on: boolean) => void;
  label: string;
  testId?: string;
  disabled?: boolean;
}) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={() => onChange(!checked)}
      data-testid={testId}
      className={`relative inline-flex h-5 w-9 shrink-0 items-center rounded-full border transition disabled:opacity-50 ${checked ? 'border-gold bg-gold/80' : 'border-line bg-surface-3'}`}
    >
      <span
        className={`inline-block h-3.5 w-3.5 rounded-full bg-white shadow transition ${checked ? 'translate-x-4' : 'translate-x-0.5'}`}
      />
    </button>
  );
}

/** A titled block of a tab. */
export function Panel({ title, children, aside }: { title: string; children: ReactNode; aside?: ReactNode }) {
  return (
    <section className="rounded-xl border border-line bg-surface p-4">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-sm font-bold text-fg">{title}</h2>
        {aside}
      </div>
      {children}
    </section>
  );
}

/** The server's refusal (already in the operator's language), or nothing. */
export function ErrorLine({ error }: { error: unknown }) {
  if (!error) return null;
  const message = error instanceof ApiError ? error.message : String(error);
  return (
    <p className="text-xs text-danger" role="alert" data-testid="config-error">
      {message}
    </p>
  );
}

/** The server's message for one field of a refusal. */
export const fieldMessage = (error: unknown, field: string) =>
  error instanceof ApiError ? error.byField[field] : undefined;

export const inputClass =
  'h-9 rounded-lg border border-line bg-surface-2 px-3 text-sm text-fg outline-none focus:border-gold';
