import { DATE_RANGES, type DateRangeQuery } from '@platform/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from './date-field/DateField';
import { dayWithin, isDay } from './date-field/day';
import { dayOf } from './datetime';

/** The first day a record query takes (contracts' calendarDay: 1970-2999). */
const FIRST_DAY = '1970-01-01';

/** What a record screen filters by: a preset range, or a custom one with its two dates (yyyy-MM-dd). */
export type DateRange = Pick<DateRangeQuery, 'range' | 'from' | 'to'>;

/** A week ending today, the custom range's starting point. */
function defaultCustom(): { from: string; to: string } {
  const today = new Date();
  return { from: dayOf(new Date(today.getTime() - 6 * 86_400_000)), to: dayOf(today) };
}

/**
 * Date range presets of the record screens (today, 7 days, 30 days) and a custom range of two
 * dates. A custom range is only passed on once both are days that read forwards, so no call is made
 * to be refused.
 */
export function RangeFilter({ value, onChange }: { value: DateRange; onChange: (r: DateRange) => void }) {
  const { t } = useTranslation();
  // The custom dates as typed; they apply once they read forwards.
  const [draft, keepDraft] = useState(defaultCustom);
  const today = dayOf(new Date());
  const backwards = isDay(draft.from) && isDay(draft.to) && draft.to < draft.from;
  const setDraft = (d: { from: string; to: string }) => {
    keepDraft(d);
    const usable = dayWithin(d.from, FIRST_DAY, today) && dayWithin(d.to, FIRST_DAY, today);
    if (usable && d.to >= d.from) onChange({ range: 'custom', ...d });
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
        <div className="grid grid-cols-2 items-start gap-2 sm:flex sm:flex-wrap">
          {(['from', 'to'] as const).map((k) => (
            <div key={k} className="min-w-0 sm:w-44">
              <DateField
                label={t(`range.${k}`)}
                data-testid={`range-${k}`}
                value={draft[k]}
                min={FIRST_DAY}
                max={today}
                error={backwards && k === 'to' ? t('range.order') : undefined}
                onChange={(v) => setDraft({ ...draft, [k]: v })}
              />
            </div>
          ))}
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
