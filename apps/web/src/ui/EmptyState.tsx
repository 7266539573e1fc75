import type { ReactNode } from 'react';

export function EmptyState({
  image,
  title,
  body,
  action,
}: {
  image?: string;
  title: string;
  body: string;
  action?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-line bg-surface/60 px-6 py-12 text-center">
      {image && <img src={image} alt="" className="mb-4 h-20 w-32 object-contain opacity-90" />}
      <h2 className="text-lg font-bold">{title}</h2>
      <p className="mt-1 max-w-md text-sm text-muted">{body}</p>
      {action && <div className="mt-4">{action}</div>}
    </div>
  );
}
