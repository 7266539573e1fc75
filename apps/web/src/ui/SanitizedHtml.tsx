import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/**
 * Operator-authored HTML (help sections, promotions, announcements), sanitised anyway: a
 * compromised back-office account must not be able to run script in every player's browser.
 */
export function SanitizedHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }), [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML is sanitised by DOMPurify just above.
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
