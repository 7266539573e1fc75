import { type KeyboardEvent, type ReactNode, type Ref, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dayOf } from '../datetime';
import { Calendar } from './Calendar';
import { clampDay, latinDigits, readDay } from './day';
import { usePopoverPlacement } from './placement';
import { ownProblem } from './problem';

export type DateFieldProps = {
  label: string;
  /** yyyy-MM-dd, '' for none (or, while a person types a bad date, that text: see onChange). */
  value: string;
  /**
   * '' when emptied, the day (yyyy-MM-dd) once the text reads as one, else the text with Latin
   * digits: a form's schema then refuses it as it refuses any bad date, and a filter that only wants
   * days checks `dayWithin` first.
   */
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** Bounds (yyyy-MM-dd): days outside are greyed out in the calendar and named under the field when typed. */
  min?: string;
  max?: string;
  /** The form's message (a schema's or the server's); the field's own reading of the text comes first. */
  error?: string;
  hint?: string;
  required?: boolean;
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
  autoComplete?: string;
  /** The back office's filter boxes: 36 px high with the border, as its selects and text filters. */
  compact?: boolean;
  /** Drawn beside the box on its row (the time of DateTimeField), given the note's id for its aria-describedby. */
  aside?: (noteId: string | undefined) => ReactNode;
  'data-testid'?: string;
};

/** What the form gets for a typed text (see DateFieldProps.onChange). */
function formValue(text: string): string {
  const r = readDay(text);
  if (r.kind === 'empty') return '';
  return r.kind === 'day' ? r.day : latinDigits(text).trim();
}

/**
 * The app's one date input: the text is yyyy-MM-dd as every screen writes a day (not the browser's
 * locale format of <input type="date">), any script's digits typed are read as 0-9, and a calendar
 * in the page's language opens from the button or Alt+Down. Digits on screen follow the number
 * policy (i18n/numbers.ts): Latin in every language, as amounts and times are.
 */
export function DateField(p: DateFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const testId = p['data-testid'] ?? 'date';
  const [text, setText] = useState(p.value);
  // The text as typed stays until the value changes from outside (a reset, a preset range).
  const typed = useRef(text);
  typed.current = text;
  useEffect(() => {
    if (p.value !== formValue(typed.current)) setText(p.value);
  }, [p.value]);
  const [left, setLeft] = useState(false);
  const [open, setOpen] = useState(false);
  const wrap = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement | null>(null);
  const pop = usePopoverPlacement(open);

  useEffect(() => {
    if (!open) return;
    const outside = (e: PointerEvent) => {
      if (!wrap.current?.contains(e.target as Node)) setOpen(false);
    };
    // A dialog around the field (Radix) hears Escape on the document in the capture phase and would
    // close with the form in it; the window's capture phase comes first, so the calendar takes it there.
    const onEscape = (e: globalThis.KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      e.preventDefault();
      e.stopPropagation();
      setOpen(false);
      input.current?.focus();
    };
    document.addEventListener('pointerdown', outside);
    window.addEventListener('keydown', onEscape, true);
    return () => {
      document.removeEventListener('pointerdown', outside);
      window.removeEventListener('keydown', onEscape, true);
    };
  }, [open]);

  const type = (next: string) => {
    setText(next);
    p.onChange(formValue(next));
  };
  const pick = (day: string) => {
    type(day);
    setOpen(false);
    setLeft(true);
    input.current?.focus();
  };
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown' && e.altKey && e.target === input.current) {
      e.preventDefault();
      setOpen(true);
    }
  };
  const onLeave = (e: React.FocusEvent) => {
    // A day typed as 2026/3/12 or in Bengali digits is rewritten as every screen writes it.
    const r = readDay(text);
    if (r.kind === 'day' && r.day !== text) setText(r.day);
    // Moving between the box, its button and the calendar is not leaving the field.
    if (wrap.current?.contains(e.relatedTarget as Node | null)) return;
    setOpen(false);
    setLeft(true);
    p.onBlur?.();
  };

  // A refused form (Save pressed by Enter, the box not left yet) hears why at once, as a left box does.
  const own = ownProblem(text, p.min, p.max, left || Boolean(p.error));
  const message = own ? t(own.key, own.values) : p.error;
  const note = message ?? p.hint;
  const reading = readDay(text);
  // The calendar opens on the typed day, or the typed month of an impossible one, else today.
  const typedDay = reading.kind === 'day' ? reading.day : reading.kind === 'impossible' ? reading.month : undefined;
  const start = clampDay(typedDay ?? dayOf(new Date()), p.min, p.max);
  return (
    <div className="flex flex-col gap-1" ref={wrap}>
      <label htmlFor={id} className="text-xs font-semibold text-muted">
        {p.label}
        {p.required && <span className="text-danger"> *</span>}
      </label>
      <div className="flex items-start gap-2">
        <div className="relative min-w-0 flex-1">
          <div
            className={`flex items-center rounded-lg border bg-surface-2 ${message ? 'border-danger' : 'border-line focus-within:border-gold'}`}
          >
            <input
              id={id}
              ref={(el) => {
                input.current = el;
                if (typeof p.inputRef === 'function') p.inputRef(el);
                else if (p.inputRef) p.inputRef.current = el;
              }}
              name={p.name}
              type="text"
              inputMode="numeric"
              dir="ltr"
              autoComplete={p.autoComplete ?? 'off'}
              placeholder={t('date.placeholder')}
              value={text}
              onChange={(e) => type(e.target.value)}
              onKeyDown={onKey}
              onBlur={onLeave}
              aria-invalid={Boolean(message)}
              aria-describedby={note ? `${id}-note` : undefined}
              data-testid={testId}
              className={`w-full min-w-0 scroll-mt-8 bg-transparent text-sm font-normal tabular-nums text-fg outline-none rtl:text-right ${p.compact ? 'h-[2.125rem] ps-2' : 'py-2.5 ps-3'}`}
            />
            <button
              type="button"
              aria-label={t('date.open', { field: p.label })}
              aria-haspopup="dialog"
              aria-expanded={open}
              aria-controls={open ? `${id}-calendar` : undefined}
              onClick={() => setOpen((o) => !o)}
              onBlur={onLeave}
              data-testid={`${testId}-open`}
              className={`grid shrink-0 place-items-center text-muted hover:text-gold ${p.compact ? 'h-[2.125rem] w-8' : 'h-10 w-10'}`}
            >
              <CalendarIcon />
            </button>
          </div>
          {open && (
            <div
              ref={pop}
              id={`${id}-calendar`}
              role="dialog"
              aria-label={p.label}
              onBlur={onLeave}
              className="absolute start-0 top-full z-50 mt-1 w-72 max-w-[calc(100vw-1rem)] rounded-xl border border-line bg-surface p-3 shadow-xl"
            >
              <Calendar
                selected={reading.kind === 'day' ? reading.day : undefined}
                start={start}
                min={p.min}
                max={p.max}
                onPick={pick}
                testId={testId}
              />
            </div>
          )}
        </div>
        {p.aside?.(note ? `${id}-note` : undefined)}
      </div>
      {note && (
        <p
          id={`${id}-note`}
          className={`text-xs ${message ? 'text-danger' : 'text-muted'}`}
          data-field-error={message ? true : undefined}
        >
          {note}
        </p>
      )}
    </div>
  );
}

const CalendarIcon = () => (
  <svg width={18} height={18} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} aria-hidden>
    <rect x="3.5" y="5" width="17" height="15" rx="2" />
    <path d="M3.5 9.5h17M8 3v4M16 3v4" strokeLinecap="round" />
  </svg>
);
