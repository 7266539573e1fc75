import { useState } from 'react';
import { formatAmount } from '../../../i18n/numbers';
import { Button } from '../../../ui/Button';
import { DateField } from '../../../ui/date-field/DateField';
import { isDay } from '../../../ui/date-field/day';
import { useOpsT } from '../../i18n';
import { FilterField } from '../../ui/FilterField';
import { type ListParams } from '../../ui/list-params';
import { downloadCsv } from './csv';

/** The report screens' shared pieces: the range, the toolbar (filter and CSV export), money cells. */

export type T = ReturnType<typeof useOpsT>;
/** The address's sort when the report knows it (the server refuses any other), else the report's default. */
export const sortIn = <S extends string>(allowed: readonly S[], v: string | undefined) =>
  allowed.includes(v as S) ? (v as S) : undefined;

/**
 * The range in the address (from, to: brand days). Until the operator picks one it is left out and
 * the server answers the last 7 brand days: only the server knows the brand's zone, and a browser's
 * today is another day for hours of every day.
 */
export function useRange(params: ListParams) {
  return { from: params.filters.from, to: params.filters.to };
}

export const money = (v: string) => (
  <span className={`tabular-nums ${v.startsWith('-') ? 'text-red-400' : ''}`}>{formatAmount(v)}</span>
);

export function Toolbar({
  params,
  filter,
  filterLabel,
  csvPath,
  query,
  answered,
}: {
  params: ListParams;
  filter: string;
  filterLabel: string;
  csvPath: string;
  query: Record<string, string | number | undefined>;
  /** The brand days the report last answered for: shown until the operator picks a range. */
  answered: { from: string; to: string } | undefined;
}) {
  const t = useOpsT();
  const range = useRange(params);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const date = (name: 'from' | 'to', label: string) => (
    <div className="w-40">
      <DateField
        compact
        label={label}
        value={range[name] ?? answered?.[name] ?? ''}
        onChange={(v) => (v === '' || isDay(v)) && params.setFilter(name, v || undefined)}
        data-testid={`range-${name}`}
      />
    </div>
  );
  const exportCsv = async () => {
    setBusy(true);
    setError(null);
    try {
      await downloadCsv(csvPath, query);
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      {date('from', t('reports.from'))}
      {date('to', t('reports.to'))}
      <FilterField params={params} name={filter} label={filterLabel} />
      <div className="ml-auto flex flex-col items-end gap-1">
        <Button variant="outline" onClick={() => void exportCsv()} disabled={busy} data-testid="export-csv">
          {busy ? t('reports.exporting') : t('reports.export')}
        </Button>
        {error && (
          <span className="text-xs text-red-400" role="alert">
            {error}
          </span>
        )}
      </div>
    </>
  );
}
