import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dayOf } from '../datetime';
import { ChevronIcon } from '../icons';
import { addDays, addMonths, clampDay, dayFrom, monthWeeks, partsOf, rangeOf, weekdayOf } from './day';
import { firstDayOf, monthNames, spokenDay, weekdayNames } from './names';

type Props = {
  /** The field's day, marked in the grid. */
  selected: string | undefined;
  /** The day that has the focus when the calendar opens. */
  start: string;
  min?: string;
  max?: string;
  onPick: (day: string) => void;
  testId: string;
};

const YEARS_AHEAD = 20;
const FIRST_YEAR = 1900;

/**
 * A month grid as the WAI-ARIA date picker dialog works: a table of day buttons (each named in
 * words, the picked one pressed), one of them in the tab order (roving focus), arrows move by a day or a week, Page Up/Down by a month (with Shift a year), Home/End to
 * the week's ends, Enter or Space picks. Days outside min/max stay focusable (so the arrows cross
 * them) but cannot be picked. Month and year selects reach a birthday decades back in two moves.
 */
export function Calendar({ selected, start, min, max, onPick, testId }: Props) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const [focus, setFocus] = useState(start);
  const [y, m] = partsOf(focus);
  const firstDay = useMemo(() => firstDayOf(lang), [lang]);
  const months = useMemo(() => monthNames(lang), [lang]);
  const short = useMemo(() => weekdayNames(lang, firstDay), [lang, firstDay]);
  const long = useMemo(() => weekdayNames(lang, firstDay, 'long'), [lang, firstDay]);
  const today = dayOf(new Date());
  const grid = useRef<HTMLTableElement>(null);
  // The grid takes the focus when the calendar opens and when the keys move it, not when a select or
  // a month button changes the month (the focus stays on what was used).
  const focusGrid = useRef(true);
  const captionId = useId();

  useEffect(() => {
    if (!focusGrid.current) return;
    grid.current?.querySelector<HTMLButtonElement>(`[data-day="${focus}"]`)?.focus();
  }, [focus]);

  const move = (day: string, byKeys: boolean) => {
    focusGrid.current = byKeys;
    setFocus(clampDay(day, min, max));
  };
  const minYear = min ? partsOf(min)[0] : FIRST_YEAR;
  const maxYear = max ? partsOf(max)[0] : partsOf(today)[0] + YEARS_AHEAD;
  const years = Array.from({ length: maxYear - minYear + 1 }, (_, i) => minYear + i);
  const monthOff = (month: number) => {
    const ym = dayFrom(y, month, 1).slice(0, 7);
    return Boolean((min && ym < min.slice(0, 7)) || (max && ym > max.slice(0, 7)));
  };

  const onKey = (e: KeyboardEvent) => {
    const rtl = getComputedStyle(e.currentTarget).direction === 'rtl';
    const back = (weekdayOf(focus) - firstDay + 7) % 7;
    const next: Record<string, () => string> = {
      ArrowLeft: () => addDays(focus, rtl ? 1 : -1),
      ArrowRight: () => addDays(focus, rtl ? -1 : 1),
      ArrowUp: () => addDays(focus, -7),
      ArrowDown: () => addDays(focus, 7),
      PageUp: () => addMonths(focus, e.shiftKey ? -12 : -1),
      PageDown: () => addMonths(focus, e.shiftKey ? 12 : 1),
      Home: () => addDays(focus, -back),
      End: () => addDays(focus, 6 - back),
    };
    const to = next[e.key];
    if (!to) return;
    e.preventDefault();
    move(to(), true);
  };

  const select =
    'rounded-md border border-line bg-surface-2 px-1.5 py-1 text-sm text-fg outline-none focus:border-gold';
  const arrow =
    'grid h-8 w-8 shrink-0 place-items-center rounded-md text-muted hover:bg-surface-2 hover:text-fg disabled:opacity-30';
  return (
    <div className="flex flex-col gap-2" data-testid={`${testId}-calendar`}>
      <div className="flex items-center gap-1">
        <button
          type="button"
          className={arrow}
          aria-label={t('date.prevMonth')}
          disabled={Boolean(min && addMonths(focus, -1).slice(0, 7) < min.slice(0, 7))}
          onClick={() => move(addMonths(focus, -1), false)}
          data-testid={`${testId}-prev`}
        >
          <ChevronIcon className="rotate-180 rtl:rotate-0" width={16} height={16} />
        </button>
        <select
          aria-label={t('date.month')}
          className={`${select} min-w-0 flex-1`}
          value={m}
          onChange={(e) => move(dayFrom(y, Number(e.target.value), 1), false)}
          data-testid={`${testId}-month`}
        >
          {months.map((name, i) => (
            <option key={name} value={i + 1} disabled={monthOff(i + 1)}>
              {name}
            </option>
          ))}
        </select>
        <select
          aria-label={t('date.year')}
          className={select}
          value={y}
          onChange={(e) => move(addMonths(focus, (Number(e.target.value) - y) * 12), false)}
          data-testid={`${testId}-year`}
        >
          {years.map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </select>
        <button
          type="button"
          className={arrow}
          aria-label={t('date.nextMonth')}
          disabled={Boolean(max && addMonths(focus, 1).slice(0, 7) > max.slice(0, 7))}
          onClick={() => move(addMonths(focus, 1), false)}
          data-testid={`${testId}-next`}
        >
          <ChevronIcon className="rtl:rotate-180" width={16} height={16} />
        </button>
      </div>
      <table ref={grid} aria-labelledby={captionId} className="w-full border-collapse">
        <caption id={captionId} className="sr-only" aria-live="polite">
          {`${months[m - 1]} ${y}`}
        </caption>
        <thead>
          <tr>
            {short.map((name, i) => (
              <th
                key={long[i]}
                scope="col"
                abbr={long[i]}
                className="pb-1 text-center text-[11px] font-semibold text-muted"
              >
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(y, m, firstDay).map((week) => (
            <tr key={week.find(Boolean)}>
              {week.map((day, i) =>
                day ? (
                  <DayCell
                    key={day}
                    day={day}
                    focused={day === focus}
                    selected={day === selected}
                    today={day === today}
                    off={rangeOf(day, min, max) !== 'in'}
                    label={spokenDay(day, lang)}
                    onPick={() => onPick(day)}
                    onKey={onKey}
                  />
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: empty cells of a week have nothing else to tell them apart
                  <td key={`blank-${i}`} />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function DayCell(p: {
  day: string;
  focused: boolean;
  selected: boolean;
  today: boolean;
  off: boolean;
  label: string;
  onPick: () => void;
  onKey: (e: KeyboardEvent) => void;
}) {
  const tone = p.selected
    ? 'bg-gold font-bold text-bg'
    : p.off
      ? 'text-muted/40 line-through'
      : 'text-fg hover:bg-surface-2';
  return (
    <td className="p-0 text-center">
      <button
        type="button"
        tabIndex={p.focused ? 0 : -1}
        data-day={p.day}
        aria-label={p.label}
        aria-pressed={p.selected}
        aria-disabled={p.off || undefined}
        aria-current={p.today ? 'date' : undefined}
        onClick={() => !p.off && p.onPick()}
        onKeyDown={p.onKey}
        className={`mx-auto grid h-9 w-9 place-items-center rounded-lg text-sm tabular-nums outline-none focus-visible:ring-2 focus-visible:ring-gold ${tone} ${p.today && !p.selected ? 'ring-1 ring-gold/60' : ''}`}
      >
        {Number(p.day.slice(8))}
      </button>
    </td>
  );
}
