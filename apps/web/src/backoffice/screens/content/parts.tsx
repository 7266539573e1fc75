import { BANNER_IMAGE_MAX_BYTES, type ImageUpload, LANGUAGES, sniffImage } from '@platform/contracts';
import { type ChangeEvent, type ReactNode, useId, useState } from 'react';
import { ApiError } from '../../../api/client';
import { toBase64 } from '../../../ui/ImagePicker';
import { type OpsKey, useOpsT } from '../../i18n';

/** Text per language as the forms hold it (every tab's value, empty ones dropped by the server). */
export type Texts = Record<string, string>;

/** The server's refusal of a form: the message, and each named field's own (image.0 lands on image). */
export function useFailure() {
  const [failure, setFailure] = useState<{ message: string; fields: Record<string, string> } | null>(null);
  return {
    failure,
    clear: () => setFailure(null),
    fail: (err: unknown) => {
      if (err instanceof ApiError) {
        const fields: Record<string, string> = {};
        for (const f of err.fields) fields[f.field.split('.')[0] ?? f.field] = f.message;
        setFailure({ message: err.message, fields });
      } else setFailure({ message: err instanceof Error ? err.message : String(err), fields: {} });
    },
    of: (field: string) => failure?.fields[field],
  };
}

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

/** ISO instant <-> the value of a datetime-local input (the operator's own clock). */
const pad = (n: number) => String(n).padStart(2, '0');
export const toLocalInput = (iso: string | null) => {
  if (!iso) return '';
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};
export const fromLocalInput = (v: string) => (v ? new Date(v).toISOString() : null);

/** Schedule: from and to (both optional), as datetime-local inputs. */
export function ScheduleFields(props: {
  startsAt: string;
  endsAt: string;
  onChange: (startsAt: string, endsAt: string) => void;
  error?: string;
}) {
  const t = useOpsT();
  return (
    <div className="grid grid-cols-2 gap-3">
      <Field label={t('content.from')} hint={t('content.fromHint')}>
        <TextInput
          type="datetime-local"
          value={props.startsAt}
          onChange={(v) => props.onChange(v, props.endsAt)}
          testId="content-starts"
        />
      </Field>
      <Field label={t('content.to')} hint={t('content.toHint')} error={props.error}>
        <TextInput
          type="datetime-local"
          value={props.endsAt}
          onChange={(v) => props.onChange(props.startsAt, v)}
          testId="content-ends"
        />
      </Field>
    </div>
  );
}

const nameOf = (code: string) => LANGUAGES.find((l) => l.code === code)?.native ?? code;

/**
 * Text per language in tabs: English and Bengali always, any other language added on demand. A reader
 * of a language left empty gets English (else any written one).
 */
export function LanguageTabs(props: {
  fields: { key: string; label: string; multiline?: boolean; values: Texts; onChange: (v: Texts) => void }[];
  error?: string;
}) {
  const t = useOpsT();
  const written = new Set([
    'en',
    'bn',
    ...props.fields.flatMap((f) => Object.keys(f.values).filter((k) => f.values[k])),
  ]);
  const [extra, setExtra] = useState<string[]>([]);
  const langs = [...new Set([...written, ...extra])];
  const [lang, setLang] = useState('en');
  const id = useId();
  return (
    <div className="rounded-xl border border-line">
      <div className="flex flex-wrap items-center gap-1 border-b border-line p-1" role="tablist">
        {langs.map((l) => (
          <button
            key={l}
            type="button"
            role="tab"
            aria-selected={l === lang}
            className={`rounded-lg px-3 py-1 text-xs font-semibold ${l === lang ? 'bg-gold/15 text-gold' : 'text-muted hover:text-fg'}`}
            onClick={() => setLang(l)}
            data-testid={`lang-tab-${l}`}
          >
            {nameOf(l)}
          </button>
        ))}
        <select
          className="ml-auto h-7 rounded-lg border border-line bg-surface-2 px-2 text-xs"
          aria-label={t('content.addLanguage')}
          value=""
          onChange={(e) => {
            if (!e.target.value) return;
            setExtra([...extra, e.target.value]);
            setLang(e.target.value);
          }}
        >
          <option value="">{t('content.addLanguage')}</option>
          {LANGUAGES.filter((l) => !langs.includes(l.code)).map((l) => (
            <option key={l.code} value={l.code}>
              {l.native}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-3 p-3" role="tabpanel" id={id}>
        {props.fields.map((f) => (
          <Field key={f.key} label={`${f.label} (${nameOf(lang)})`}>
            {f.multiline ? (
              <textarea
                className="min-h-28 w-full rounded-lg border border-line bg-surface-2 p-3 text-sm text-fg outline-none focus:border-gold"
                value={f.values[lang] ?? ''}
                onChange={(e) => f.onChange({ ...f.values, [lang]: e.target.value })}
                data-testid={`content-${f.key}-${lang}`}
              />
            ) : (
              <TextInput
                value={f.values[lang] ?? ''}
                onChange={(v) => f.onChange({ ...f.values, [lang]: v })}
                testId={`content-${f.key}-${lang}`}
              />
            )}
          </Field>
        ))}
        <p className="text-xs text-muted">{t('content.fallback')}</p>
        {props.error && (
          <p className="text-xs text-red-400" role="alert">
            {props.error}
          </p>
        )}
      </div>
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

export function Badge({ tone, label }: { tone: 'on' | 'off' | 'wait'; label: string }) {
  const c =
    tone === 'on' ? 'bg-emerald/15 text-emerald' : tone === 'wait' ? 'bg-gold/15 text-gold' : 'bg-surface-3 text-muted';
  return <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${c}`}>{label}</span>;
}

/** The English text, else any: how a list shows a row's per-language title. */
export const firstText = (t: Record<string, string>) => t.en || Object.values(t).find(Boolean) || '';

/** A schedule in a list cell. */
export function scheduleText(t: (k: OpsKey) => string, startsAt: string | null, endsAt: string | null) {
  const f = (iso: string) => toLocalInput(iso).replace('T', ' ');
  if (!startsAt && !endsAt) return t('content.always');
  return `${startsAt ? f(startsAt) : '…'} → ${endsAt ? f(endsAt) : '…'}`;
}

/** A small action button of a row. */
export function RowButton(props: {
  onClick: () => void;
  label: string;
  testId?: string;
  danger?: boolean;
  disabled?: boolean;
}) {
  return (
    <button
      type="button"
      disabled={props.disabled}
      className={`rounded-md px-2 py-1 text-xs font-semibold hover:bg-surface-3 disabled:opacity-40 ${props.danger ? 'text-red-400' : 'text-gold'}`}
      onClick={(e) => {
        e.stopPropagation();
        props.onClick();
      }}
      data-testid={props.testId}
    >
      {props.label}
    </button>
  );
}
