import { BANNER_IMAGE_MAX_BYTES, type ImageUpload, scheduleProblem, sniffImage } from '@platform/contracts';
import { type ChangeEvent, type ReactNode, useId, useState } from 'react';
import { toBase64 } from '../../../ui/ImagePicker';
import { useOpsT } from '../../i18n';
import type { ListParams } from '../../ui/list-params';

/** Text per language as the forms hold it (every tab's value, empty ones dropped by the server). */
export type Texts = Record<string, string>;

/** Whether any language has a text. */
export const hasText = (texts: Texts) => Object.values(texts).some((v) => v.trim());

const input =
  'h-9 w-full rounded-lg border border-line bg-surface-2 px-3 text-sm text-fg outline-none focus:border-gold disabled:opacity-60';

export function Field({
  label,
  error,
  children,
  hint,
}: {
  label: string;
  error?: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1 text-xs font-semibold text-muted">
      <span>{label}</span>
      {children}
      {error ? (
        <span className="font-normal text-red-400" role="alert">
          {error}
        </span>
      ) : (
        hint && <span className="font-normal">{hint}</span>
      )}
    </div>
  );
}

export function TextInput(props: { value: string; onChange: (v: string) => void; testId?: string; type?: string }) {
  return (
    <input
      className={input}
      type={props.type ?? 'text'}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value)}
      data-testid={props.testId}
    />
  );
}

export function Select<V extends string>(props: {
  value: V;
  onChange: (v: V) => void;
  options: readonly { value: V; label: string }[];
  testId?: string;
}) {
  return (
    <select
      className={input}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value as V)}
      data-testid={props.testId}
    >
      {props.options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}

/** A choice filter of a content list in the address; `all` names the empty choice. */
export function FilterSelect<V extends string>({
  params,
  name,
  label,
  all,
  options,
}: {
  params: ListParams;
  name: string;
  label: string;
  all: string;
  options: readonly { value: V; label: string }[];
}) {
  return (
    <Field label={label}>
      <Select
        value={(params.filters[name] ?? '') as V | ''}
        onChange={(v) => params.setFilter(name, v || undefined)}
        options={[{ value: '' as const, label: all }, ...options]}
        testId={`filter-${name}`}
      />
    </Field>
  );
}

/** ISO instant <-> the value of a datetime-local input (the operator's own clock). */
const pad = (n: number) => String(n).padStart(2, '0');
export const toLocalInput = (iso: string | null) => {
  if (!iso) return '';
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};
export const fromLocalInput = (v: string) => (v ? new Date(v).toISOString() : null);

/** A form's schedule (from and to, both optional) as the datetime-local inputs hold it. */
export function useSchedule(item: { startsAt: string | null; endsAt: string | null } | null | undefined) {
  const [value, setValue] = useState({
    startsAt: toLocalInput(item?.startsAt ?? null),
    endsAt: toLocalInput(item?.endsAt ?? null),
  });
  const instants = () => ({ startsAt: fromLocalInput(value.startsAt), endsAt: fromLocalInput(value.endsAt) });
  return {
    ...value,
    set: (startsAt: string, endsAt: string) => setValue({ startsAt, endsAt }),
    /** What the call sends: ISO instants or null. */
    instants,
    /** Whether the end comes before the start. */
    problem: () => {
      const { startsAt, endsAt } = instants();
      return scheduleProblem(startsAt, endsAt);
    },
  };
}
export type Schedule = ReturnType<typeof useSchedule>;

/** Schedule: from and to (both optional), as datetime-local inputs. */
export function ScheduleFields({ schedule, error }: { schedule: Schedule; error?: string }) {
  const t = useOpsT();
  return (
    <div className="grid grid-cols-2 gap-3">
      <Field label={t('content.from')} hint={t('content.fromHint')}>
        <TextInput
          type="datetime-local"
          value={schedule.startsAt}
          onChange={(v) => schedule.set(v, schedule.endsAt)}
          testId="content-starts"
        />
      </Field>
      <Field label={t('content.to')} hint={t('content.toHint')} error={error}>
        <TextInput
          type="datetime-local"
          value={schedule.endsAt}
          onChange={(v) => schedule.set(schedule.startsAt, v)}
          testId="content-ends"
        />
      </Field>
    </div>
  );
}

/**
 * One picture (png or jpeg, checked by its first bytes, at most 2 MB) with its preview: the new one
 * picked, else the current one.
 */
export function PicturePicker(props: {
  current: string | null;
  value: ImageUpload | null;
  onChange: (v: ImageUpload | null) => void;
  error?: string;
  label: string;
}) {
  const t = useOpsT();
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();
  async function pick(e: ChangeEvent<HTMLInputElement>) {
    const f = e.target.files?.[0];
    e.target.value = '';
    if (!f) return;
    const bytes = new Uint8Array(await f.arrayBuffer());
    if (!sniffImage(bytes)) return setProblem(t('content.pictureType'));
    if (bytes.length > BANNER_IMAGE_MAX_BYTES)
      return setProblem(t('content.pictureSize', { mb: BANNER_IMAGE_MAX_BYTES / 1024 / 1024 }));
    setProblem(null);
    props.onChange({ name: f.name, data: toBase64(bytes) });
  }
  const src = props.value
    ? `data:${props.value.data.startsWith('iVBOR') ? 'image/png' : 'image/jpeg'};base64,${props.value.data}`
    : props.current;
  return (
    <Field label={props.label} error={problem ?? props.error} hint={t('content.pictureHint')}>
      <div className="flex items-center gap-3">
        <div className="flex h-20 w-48 items-center justify-center overflow-hidden rounded-lg border border-line bg-surface-2">
          {src ? (
            <img
              src={src}
              alt={t('content.preview')}
              className="h-full w-full object-cover"
              data-testid="picture-preview"
            />
          ) : (
            <span className="text-xs font-normal">{t('content.noPicture')}</span>
          )}
        </div>
        <label
          htmlFor={id}
          className="cursor-pointer rounded-lg border border-gold/60 px-3 py-1.5 text-xs font-semibold text-gold hover:bg-gold/10"
        >
          {t('content.choosePicture')}
        </label>
        <input
          id={id}
          type="file"
          accept="image/png,image/jpeg"
          className="sr-only"
          onChange={pick}
          data-testid="picture-input"
        />
      </div>
    </Field>
  );
}
