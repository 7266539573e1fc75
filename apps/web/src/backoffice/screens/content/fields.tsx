import { BANNER_IMAGE_MAX_BYTES, type ImageUpload, sniffImage } from '@platform/contracts';
import { type ChangeEvent, type ReactNode, type Ref, useId, useState } from 'react';
import { type FieldValues, useController } from 'react-hook-form';
import { DateTimeFormField } from '../../../ui/date-field/DateTimeFormField';
import { LabeledInput } from '../../../ui/form/LabeledInput';
import type { FieldProps } from '../../../ui/form/TextField';
import { toBase64 } from '../../../ui/ImagePicker';
import { useOpsT } from '../../i18n';

/** Text per language as the forms hold it (every tab's value, empty ones dropped by the server). */
export type Texts = Record<string, string>;

/** Whether any language has a text. */
export const hasText = (texts: Texts | undefined) => Object.values(texts ?? {}).some((v) => v?.trim());

/** A label over a custom input (a picture, the language chips), its error (else its hint) under it. */
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
        <p className="font-normal text-danger" data-field-error>
          {error}
        </p>
      ) : (
        hint && <p className="font-normal">{hint}</p>
      )}
    </div>
  );
}

/** A long text (an HTML body) with LabeledInput's look: label, box, then its error or hint. */
export function TextArea(props: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLTextAreaElement>;
  error?: string;
  hint?: string;
  testId?: string;
  /** Adds the * that the form's "required" message refers to. */
  required?: boolean;
}) {
  const id = useId();
  const note = props.error ?? props.hint;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs font-semibold text-muted">
        {props.label}
        {props.required && <span className="text-danger"> *</span>}
      </label>
      <textarea
        id={id}
        ref={props.inputRef}
        className={`min-h-28 w-full rounded-lg border bg-surface-2 p-3 text-sm text-fg outline-none ${props.error ? 'border-danger' : 'border-line focus:border-gold'}`}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        onBlur={props.onBlur}
        aria-invalid={Boolean(props.error)}
        aria-describedby={note ? `${id}-note` : undefined}
        data-testid={props.testId}
      />
      {note && (
        <p
          id={`${id}-note`}
          className={`text-xs ${props.error ? 'text-danger' : 'text-muted'}`}
          data-field-error={props.error ? true : undefined}
        >
          {note}
        </p>
      )}
    </div>
  );
}

/** TextArea bound to its form. */
export function TextAreaField<T extends FieldValues, Out = T>({
  control,
  name,
  ...props
}: FieldProps<T, Out> & { label: string; hint?: string; testId?: string; required?: boolean }) {
  const { field, fieldState } = useController({ control, name });
  return (
    <TextArea
      {...props}
      value={(field.value as string | undefined) ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={fieldState.error?.message}
    />
  );
}

/** A whole number (an order): the form holds the number the contract takes; empty is the contract's default. */
export function NumberField<T extends FieldValues, Out = T>({
  control,
  name,
  label,
  testId,
}: FieldProps<T, Out> & { label: string; testId?: string }) {
  const { field, fieldState } = useController({ control, name });
  return (
    <LabeledInput
      label={label}
      type="number"
      inputMode="numeric"
      name={field.name}
      value={field.value === undefined || field.value === null ? '' : String(field.value)}
      onChange={(v) => field.onChange(v === '' ? undefined : Number(v))}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={fieldState.error?.message}
      data-testid={testId}
    />
  );
}

/** Schedule: from (`startsAt`) and to (`endsAt`), both optional. */
export function ScheduleFields<T extends FieldValues & { startsAt?: string | null; endsAt?: string | null }, Out>({
  control,
}: Pick<FieldProps<T, Out>, 'control'>) {
  const t = useOpsT();
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <DateTimeFormField
        control={control}
        name={'startsAt' as FieldProps<T, Out>['name']}
        label={t('content.from')}
        hint={t('content.fromHint')}
        data-testid="content-starts"
      />
      <DateTimeFormField
        control={control}
        name={'endsAt' as FieldProps<T, Out>['name']}
        label={t('content.to')}
        hint={t('content.toHint')}
        data-testid="content-ends"
      />
    </div>
  );
}

/**
 * One picture (png or jpeg, checked by its first bytes, at most 2 MB) with its preview: the new one
 * picked, else the current one. With `removable`, null in the form removes the current one.
 */
export function PictureField<T extends FieldValues, Out = T>({
  control,
  name,
  current,
  label,
  removable,
}: FieldProps<T, Out> & { current: string | null; label: string; removable?: boolean }) {
  const t = useOpsT();
  const { field, fieldState } = useController({ control, name });
  const value = field.value as ImageUpload | null | undefined;
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
    field.onChange({ name: f.name, data: toBase64(bytes) });
  }
  const src = value
    ? `data:${value.data.startsWith('iVBOR') ? 'image/png' : 'image/jpeg'};base64,${value.data}`
    : value === null
      ? null
      : current;
  return (
    <Field label={label} error={problem ?? fieldState.error?.message} hint={t('content.pictureHint')}>
      <div className="flex flex-wrap items-center gap-3">
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
          ref={field.ref}
          type="file"
          accept="image/png,image/jpeg"
          className="sr-only"
          onChange={pick}
          onBlur={field.onBlur}
          data-testid="picture-input"
        />
        {removable && src && (
          <button
            type="button"
            className="rounded-md px-2 py-1 text-xs font-semibold text-danger hover:bg-surface-3"
            onClick={() => field.onChange(null)}
            data-testid="picture-remove"
          >
            {t('content.removePicture')}
          </button>
        )}
      </div>
    </Field>
  );
}
