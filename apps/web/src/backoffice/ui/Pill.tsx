import type { ReactNode } from 'react';

const TONE_CLASSES = {
  good: 'bg-emerald/15 text-emerald',
  bad: 'bg-danger/15 text-danger',
  wait: 'bg-gold/15 text-gold',
  muted: 'bg-surface-3 text-muted',
};
export type PillTone = keyof typeof TONE_CLASSES;

/** A short state in a coloured pill: good (green), bad (red), waiting (gold) or muted. */
export function Pill({ tone, children, testId }: { tone: PillTone; children: ReactNode; testId?: string }) {
  return (
    <span
      className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${TONE_CLASSES[tone]}`}
      data-testid={testId}
    >
      {children}
    </span>
  );
}

const STATUS_TONES: Record<string, PillTone> = {
  pending: 'wait',
  requested: 'wait',
  in_process: 'wait',
  approved: 'good',
  paid: 'good',
  completed: 'good',
  received: 'good',
  accepted: 'good',
  rejected: 'bad',
  failed: 'bad',
  disputed: 'bad',
  not_received: 'bad',
};

/** A record's status (deposit, withdrawal, application, contract, settlement) as a pill of its tone. */
export function StatusBadge({ status, children }: { status: string; children: ReactNode }) {
  return <Pill tone={STATUS_TONES[status] ?? 'muted'}>{children}</Pill>;
}
