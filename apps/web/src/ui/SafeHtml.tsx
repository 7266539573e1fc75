import { lazy, Suspense } from 'react';

const SanitizedHtml = lazy(() => import('./SanitizedHtml').then((m) => ({ default: m.SanitizedHtml })));

/**
 * Operator-authored HTML (help sections, promotions, announcements), sanitised by DOMPurify in
 * SanitizedHtml. DOMPurify is fetched with the first such text shown, not with the first paint.
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  return (
    <Suspense fallback={<div className={className} />}>
      <SanitizedHtml html={html} className={className} />
    </Suspense>
  );
}
