import { DATE_RANGES, type DateRangeQuery } from '@platform/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dayOf } from './datetime';

/** What a record screen filters by: a preset range, or a custom one with its two dates (yyyy-MM-dd). */
export type DateRange = Pick<DateRangeQuery, 'range' | 'from' | 'to'>;

/** A week ending today, the custom range's starting point. */
function defaultCustom(): { from: string; to: string } {
  const today = new Date();
  return { from: dayOf(new Date(today.getTime() - 6 * 86_400_000)), to: dayOf(today) };
}

/**
 * Date range presets of the record screens (today, 7 days, 30 days) and a custom range of two
 * dates. A custom range is only passed on once it reads forwards, so no call is made to be refused.
 */
export function RangeFilter({ value, onChange }: { value: DateRange; onChange: (r: DateRange) => void }) {
  const { t } = useTranslation();
  // The custom dates as typed; they apply once they read forwards.
  const [draft, keepDraft] = useState(defaultCustom);
  const backwards = draft.from && draft.to && draft.to < draft.from;
  const setDraft = (d: { from: string; to: string }) => {
    keepDraft(d);
    if (d.from && d.to && d.to >= d.from) onChange({ range: 'custom', ...d });
  };
  return (
    <div className="flex flex-col gap-2" data-testid="range-filter">
      <fieldset className="flex w-fit gap-1 rounded-lg bg-surface-2 p-1">
        <legend className="sr-only">{t('range.label')}</legend>
        {DATE_RANGES.map((r) => (
          <button
            key={r}
            type="button"
            data-testid={`range-${r}`}
            aria-pressed={value.range === r}
            onClick={() => (r === 'custom' ? setDraft(draft) : onChange({ range: r }))}
            className={`rounded-md px-3 py-1 text-xs font-semibold ${value.range === r ? 'bg-gold/20 text-gold' : 'text-muted hover:text-fg'}`}
          >
            {t(`range.${r}`)}
          </button>
        ))}
      </fieldset>
      {value.range === 'custom' && (
        <div className="flex flex-wrap items-end gap-2">
          {(['from', 'to'] as const).map((k) => (
            <label key={k} className="flex flex-col gap-1 text-xs font-semibold text-muted">
              {t(`range.${k}`)}
              <input
                type="date"
                data-testid={`range-${k}`}
                value={draft[k]}
                max={dayOf(new Date())}
                onChange={(e) => setDraft({ ...draft, [k]: e.target.value })}
                className={`rounded-lg border bg-surface-2 px-3 py-1.5 text-sm text-fg outline-none dark:[color-scheme:dark] ${backwards ? 'border-danger' : 'border-line focus:border-gold'}`}
              />
            </label>
          ))}
          {backwards && <p className="pb-2 text-xs text-danger">{t('range.order')}</p>}
        </div>
      )}
    </div>
  );
}

/** A record screen's range and page: changing the range goes back to page 1. */
export function useRangePage(initial: DateRange['range']) {
  const [range, setRange] = useState<DateRange>({ range: initial });
  const [pageNo, setPageNo] = useState(1);
  const changeRange = (r: DateRange) => {
    setRange(r);
    setPageNo(1);
  };
  return { range, changeRange, pageNo, setPageNo };
}
