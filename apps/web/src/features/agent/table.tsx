import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../i18n/numbers';
import { EmptyState } from '../../ui/EmptyState';
import { Spinner } from '../../ui/Loader';
import { Pagination } from '../../ui/Pagination';
import { formatAmount } from '../layout/money';
import { Signed } from '../wallet/Signed';

/** A column of an agent report: its header, how a row shows it, and its cell in the totals row. */
export type Column<T> = {
  key: string;
  label: string;
  cell: (row: T) => ReactNode;
  /** Numbers align to the end. */
  end?: boolean;
  total?: ReactNode;
  /** Left out of the phone cards (the card's title already says it). */
  cardHidden?: boolean;
  /** Long text (a game's name): the cell takes the table's spare room and wraps when there is none, never cut. */
  wrap?: boolean;
};

const cellClass = (c: Pick<Column<unknown>, 'wrap' | 'end'>) =>
  `${c.wrap ? 'min-w-48' : 'whitespace-nowrap'} ${c.end ? 'text-end tabular-nums' : ''}`;

/** A count in the number policy's format (12,345). */
export const Count = ({ value }: { value: number }) => <span className="tabular-nums">{formatCount(value)}</span>;

/** An amount in the spec §9 format, plain. */
export const Amount = ({ value }: { value: string }) => <span className="tabular-nums">{formatAmount(value)}</span>;
export { Signed };

/**
 * The agent center's report table: a table with a totals row on wide screens, and on a phone one
 * card per row (title from `cardTitle`) with the totals as a card of their own. Loading, errors
 * and the empty state are handled here so every report shows them the same way.
 */
export function ReportTable<T>({
  testId,
  rows,
  columns,
  rowKey,
  cardTitle,
  totalsLabel,
  isError,
  error,
  empty,
  onRow,
}: {
  testId: string;
  rows: T[] | undefined;
  columns: Column<T>[];
  rowKey: (row: T) => string | number;
  cardTitle: (row: T) => ReactNode;
  totalsLabel?: string;
  isError?: boolean;
  error?: Error | null;
  empty: { title: string; body: string };
  onRow?: (row: T) => void;
}) {
  const { t } = useTranslation();
  if (isError) return <p className="text-sm text-danger">{error?.message ?? t('errors.unknown')}</p>;
  if (!rows) return <Spinner />;
  if (rows.length === 0) return <EmptyState title={empty.title} body={empty.body} />;
  const hasTotals = columns.some((c) => c.total !== undefined);
  return (
    <>
      <div className="hidden overflow-x-auto rounded-xl border border-line md:block">
        <table className="w-full text-sm" data-testid={`${testId}-table`}>
          <thead className="bg-surface-2/60 text-xs text-muted">
            <tr>
              {columns.map((c) => (
                <th
                  key={c.key}
                  className={`whitespace-nowrap px-3 py-2 font-semibold ${c.end ? 'text-end' : 'text-start'}`}
                >
                  {c.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr
                key={rowKey(r)}
                data-testid={`${testId}-row`}
                onClick={onRow ? () => onRow(r) : undefined}
                className={`border-t border-line/60 ${onRow ? 'cursor-pointer hover:bg-surface-2/50' : ''}`}
              >
                {columns.map((c) => (
                  <td key={c.key} className={`px-3 py-2.5 ${cellClass(c)}`}>
                    {c.cell(r)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          {hasTotals && (
            <tfoot>
              <tr className="border-t border-line bg-surface-2/60 font-bold" data-testid={`${testId}-totals`}>
                {columns.map((c, i) => (
                  <td key={c.key} className={`px-3 py-2.5 ${cellClass(c)}`}>
                    {i === 0 && c.total === undefined ? (totalsLabel ?? t('agent.total')) : c.total}
                  </td>
                ))}
              </tr>
            </tfoot>
          )}
        </table>
      </div>
      <ul className="flex flex-col gap-2 md:hidden" data-testid={`${testId}-cards`}>
        {rows.map((r) => (
          <li
            key={rowKey(r)}
            data-testid={`${testId}-card`}
            className="rounded-xl border border-line bg-surface-2/40 p-3"
          >
            <div className="mb-2 font-semibold">
              {onRow ? (
                <button
                  type="button"
                  className="text-start text-gold underline-offset-2 hover:underline"
                  onClick={() => onRow(r)}
                >
                  {cardTitle(r)}
                </button>
              ) : (
                cardTitle(r)
              )}
            </div>
            <dl className="grid grid-cols-2 gap-x-3 gap-y-1.5 text-xs">
              {columns
                .filter((c) => !c.cardHidden)
                .map((c) => (
                  <div key={c.key} className="min-w-0">
                    <dt className="text-muted">{c.label}</dt>
                    <dd className="truncate text-sm">{c.cell(r)}</dd>
                  </div>
                ))}
            </dl>
          </li>
        ))}
        {hasTotals && (
          <li data-testid={`${testId}-totals-card`} className="rounded-xl border border-gold/40 bg-gold/10 p-3">
            <div className="mb-2 font-bold">{totalsLabel ?? t('agent.total')}</div>
            <dl className="grid grid-cols-2 gap-x-3 gap-y-1.5 text-xs">
              {columns
                .filter((c) => c.total !== undefined && c.total !== null)
                .map((c) => (
                  <div key={c.key}>
                    <dt className="text-muted">{c.label}</dt>
                    <dd className="text-sm font-bold">{c.total}</dd>
                  </div>
                ))}
            </dl>
          </li>
        )}
      </ul>
    </>
  );
}

/** A report's foot: how many rows the filter matched, and the pages. */
export function ReportFoot({
  total,
  pageNo,
  pageSize,
  onPage,
}: {
  total: number | undefined;
  pageNo: number;
  pageSize: number;
  onPage: (p: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      {/* No count under an empty report: its empty state already says there is nothing. */}
      <span className="text-xs text-muted">{total ? t('agent.rows', { count: total }) : ''}</span>
      <Pagination pageNo={pageNo} total={total ?? 0} pageSize={pageSize} onChange={onPage} />
    </div>
  );
}

/** A figure at a glance: label above, value below. */
export function Stat({
  label,
  value,
  testId,
  accent,
}: {
  label: string;
  value: ReactNode;
  testId?: string;
  accent?: boolean;
}) {
  return (
    <div
      data-testid={testId}
      className={`rounded-xl px-3 py-2.5 ${accent ? 'border border-gold/40 bg-gold/10' : 'border border-line bg-surface-2/60'}`}
    >
      <div className="text-xs text-muted">{label}</div>
      <div className="mt-0.5 text-lg font-bold tabular-nums">
        {typeof value === 'number' ? formatCount(value) : value}
      </div>
    </div>
  );
}

export const inputClass =
  'w-full min-w-0 rounded-lg border border-line bg-surface-2 px-3 py-2 text-sm text-fg outline-none focus:border-gold aria-[invalid=true]:border-danger';

/** A labelled form control with the server's (or the form's) message for that field under it. */
export function Field({ label, error, children }: { label: string; error?: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: the control comes in as children, inside the label.
    <label className="flex min-w-0 flex-col gap-1 text-xs font-semibold text-muted">
      {label}
      {children}
      {error && (
        <span role="alert" className="font-normal text-danger">
          {error}
        </span>
      )}
    </label>
  );
}
