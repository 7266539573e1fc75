import type { ReactNode } from 'react';

export function PageTitle({ icon, title, intro }: { icon?: ReactNode; title: string; intro?: string }) {
  return (
    <header className="mb-4">
      <h1 className="flex items-center gap-2 text-xl font-extrabold sm:text-2xl">
        {icon}
        {title}
      </h1>
      {intro && <p className="mt-1 text-sm text-muted">{intro}</p>}
    </header>
  );
}
