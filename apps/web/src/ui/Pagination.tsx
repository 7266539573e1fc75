import { useTranslation } from 'react-i18next';
import { ChevronIcon } from './icons';

/**
 * The pages to show (spec §9: 5 pages with 1 margin page): the first and last `margin` pages, a
 * window of `range` pages around the current one, and 'gap' where pages are left out.
 */
export function pageItems(current: number, pages: number, range = 5, margin = 1): (number | 'gap')[] {
  const shown = new Set<number>();
  for (let p = 1; p <= Math.min(margin, pages); p++) shown.add(p);
  for (let p = Math.max(1, pages - margin + 1); p <= pages; p++) shown.add(p);
  let start = Math.max(1, current - Math.floor(range / 2));
  const end = Math.min(pages, start + range - 1);
  start = Math.max(1, end - range + 1);
  for (let p = start; p <= end; p++) shown.add(p);
  const sorted = [...shown].sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  sorted.forEach((p, i) => {
    const prev = sorted[i - 1];
    // A single hidden page is shown rather than replaced by an ellipsis of the same width.
    if (prev !== undefined && p - prev === 2) out.push(prev + 1);
    else if (prev !== undefined && p - prev > 2) out.push('gap');
    out.push(p);
  });
  return out;
}

// A phone fits the widest pager (prev, 1, gap, 5 pages, gap, last, next: 11 cells) on one line at 28 px a cell.
const cell =
  'grid h-8 min-w-7 place-items-center rounded-md px-1.5 text-xs font-semibold tabular-nums sm:min-w-8 sm:px-2';

/** Page buttons with previous and next; nothing when everything fits on one page. */
export function Pagination({
  pageNo,
  total,
  pageSize,
  onChange,
}: {
  pageNo: number;
  total: number;
  pageSize: number;
  onChange: (page: number) => void;
}) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav
      aria-label={t('pagination.label')}
      data-testid="pagination"
      className="flex flex-wrap items-center justify-center gap-0.5 sm:gap-1"
    >
      <button
        type="button"
        disabled={pageNo <= 1}
        onClick={() => onChange(pageNo - 1)}
        aria-label={t('pagination.prev')}
        className={`${cell} border border-line text-muted hover:text-fg disabled:opacity-40`}
      >
        <ChevronIcon width={14} height={14} className="rotate-180 rtl:rotate-0" />
      </button>
      {pageItems(pageNo, pages).map((p, i) =>
        p === 'gap' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity but their place
          <span key={`gap-${i}`} className={`${cell} text-muted`}>
            …
          </span>
        ) : (
          <button
            key={p}
            type="button"
            onClick={() => onChange(p)}
            aria-current={p === pageNo ? 'page' : undefined}
            aria-label={t('pagination.page', { page: p })}
            className={`${cell} ${p === pageNo ? 'bg-gold/20 text-gold' : 'text-muted hover:bg-surface-2 hover:text-fg'}`}
          >
            {p}
          </button>
        ),
      )}
      <button
        type="button"
        disabled={pageNo >= pages}
        onClick={() => onChange(pageNo + 1)}
        aria-label={t('pagination.next')}
        className={`${cell} border border-line text-muted hover:text-fg disabled:opacity-40`}
      >
        <ChevronIcon width={14} height={14} className="rtl:rotate-180" />
      </button>
    </nav>
  );
}
