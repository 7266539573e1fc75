import type { ReactNode } from 'react';

/**
 * A section's page heading: its one h1, the same size and place in every section (the top bar names
 * the section only where the side menu is folded away). Anything passed as children (a section's
 * own controls) sits at the other end of the line.
 */
export function PageHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <h1 className="text-xl font-bold">{title}</h1>
      {children}
    </div>
  );
}
