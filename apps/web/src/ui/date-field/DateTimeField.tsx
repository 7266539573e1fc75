import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField, type DateFieldProps } from './DateField';
import { joinDateTime, splitDateTime } from './date-time';
import { isDay } from './day';
import { readTime } from './time';

export type DateTimeFieldProps = Omit<DateFieldProps, 'aside' | 'onChange' | 'value'> & {
  /** yyyy-MM-ddTHH:mm, the value a datetime-local input had (the operator's own clock), or ''. */
  value: string;
  /**
   * '' once the day is emptied, a whole day and time (check with isLocalDateTime), else the typed
   * texts (joinDateTime): never the last good value while what is on screen cannot be read.
   */
  onChange: (value: string) => void;
};

/**
 * The date field with a time of day beside it (24 hours, HH:mm), for the back office's schedules and
 * settlement instants: the same yyyy-MM-dd and calendar as every date, instead of the browser's
 * datetime-local with its mm/dd/yyyy and AM/PM. A day picked with no time yet starts at 00:00.
 */
export function DateTimeField({ value, onChange, error, ...props }: DateTimeFieldProps) {
  const { t } = useTranslation();
  const [parts, setParts] = useState(() => splitDateTime(value));
  const current = useRef(parts);
  current.current = parts;
  useEffect(() => {
    if (value !== joinDateTime(current.current.day, current.current.time)) setParts(splitDateTime(value));
  }, [value]);
  const [timeLeft, setTimeLeft] = useState(false);
  const update = (next: { day: string; time: string }) => {
    setParts(next);
    onChange(joinDateTime(next.day, next.time));
  };
  const reading = readTime(parts.time);
  // Said once the time is left, or when the form refused it (Save pressed from the time box by Enter).
  const timeProblem = reading.kind === 'bad' && (timeLeft || error) ? t('date.timeFormat') : undefined;
  const testId = props['data-testid'] ?? 'date';
  return (
    <DateField
      {...props}
      value={parts.day}
      onChange={(day) => update({ day, time: isDay(day) && !parts.time.trim() ? '00:00' : parts.time })}
      error={timeProblem ?? error}
      aside={(noteId) => (
        <input
          type="text"
          inputMode="numeric"
          dir="ltr"
          aria-label={`${props.label}, ${t('date.time')}`}
          aria-invalid={Boolean(timeProblem)}
          aria-describedby={noteId}
          placeholder={t('date.timePlaceholder')}
          value={parts.time}
          onChange={(e) => update({ ...parts, time: e.target.value })}
          onBlur={() => {
            setTimeLeft(true);
            props.onBlur?.();
            if (reading.kind === 'time' && reading.time !== parts.time) setParts({ ...parts, time: reading.time });
          }}
          data-testid={`${testId}-time`}
          className={`w-24 shrink-0 rounded-lg border bg-surface-2 px-2 text-center text-sm font-normal tabular-nums text-fg outline-none ${props.compact ? 'h-9' : 'h-[2.625rem]'} ${timeProblem ? 'border-danger' : 'border-line focus:border-gold'}`}
        />
      )}
    />
  );
}
