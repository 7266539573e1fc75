import { type ImageUpload, LIMITS, sniffImage } from '@platform/contracts';
import { type ChangeEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from './icons';

const MB = LIMITS.uploadMaxBytes / 1024 / 1024;

/** The bytes of a file as base64 without the `data:` prefix, the way the API takes images. */
export function toBase64(bytes: Uint8Array): string {
  let bin = '';
  // In slices: String.fromCharCode with millions of arguments overflows the stack.
  for (let i = 0; i < bytes.length; i += 0x8000) bin += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(bin);
}

/** A stable key per picked image (the same file picked twice is two images, not one). */
const keys = new WeakMap<ImageUpload, number>();
let nextKey = 0;
const keyOf = (img: ImageUpload) => {
  const known = keys.get(img);
  if (known !== undefined) return known;
  nextKey += 1;
  keys.set(img, nextKey);
  return nextKey;
};

/** A thumbnail's source: the base64 of a png starts "iVBOR", of a jpeg "/9j/". */
const srcOf = (img: ImageUpload) =>
  `data:${img.data.startsWith('iVBOR') ? 'image/png' : 'image/jpeg'};base64,${img.data}`;

/**
 * Picks up to `max` png or jpg images for a proof field, checking them as the server does (spec §5
 * messages, same order: count, then type by the file's first bytes, then size) so a member learns
 * at once, and shows thumbnails with a remove button. `value` is what the API takes.
 */
export function ImagePicker({
  value,
  onChange,
  max = LIMITS.uploadMaxImages,
  label,
  error,
  disabled,
}: {
  value: ImageUpload[];
  onChange: (v: ImageUpload[]) => void;
  max?: number;
  label?: string;
  /** A server-side refusal of this field (ApiError.byField), shown where the local ones are. */
  error?: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [reading, setReading] = useState(false);

  async function pick(e: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(e.target.files ?? []);
    e.target.value = ''; // the same file can be chosen again after a removal
    if (!files.length) return;
    setProblem(null);
    if (value.length + files.length > max)
      return setProblem(max === 1 ? t('upload.tooManyOne') : t('upload.tooMany', { max }));
    setReading(true);
    try {
      const added: ImageUpload[] = [];
      for (const f of files) {
        const bytes = new Uint8Array(await f.arrayBuffer());
        if (!sniffImage(bytes)) return setProblem(t('upload.type'));
        if (bytes.length > LIMITS.uploadMaxBytes) return setProblem(t('upload.tooLarge', { mb: MB }));
        added.push({ name: f.name, data: toBase64(bytes) });
      }
      onChange([...value, ...added]);
    } finally {
      setReading(false);
    }
  }

  const remove = (i: number) => {
    setProblem(null);
    onChange(value.filter((_, j) => j !== i));
  };
  const shown = problem ?? error;
  const full = value.length >= max;

  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={`${id}-hint ${id}-msg`}>
      {label && <legend className="mb-1 text-xs font-semibold text-muted">{label}</legend>}
      <ul className="flex flex-wrap gap-3">
        {value.map((img, i) => (
          <li
            key={keyOf(img)}
            className="relative size-20 overflow-hidden rounded-xl border border-line bg-surface-2 shadow-sm"
          >
            <img src={srcOf(img)} alt={img.name} className="size-full object-cover" />
            <button
              type="button"
              onClick={() => remove(i)}
              disabled={disabled}
              aria-label={t('upload.remove', { name: img.name || String(i + 1) })}
              className="absolute end-1 top-1 grid size-6 place-items-center rounded-full bg-black/65 text-white transition hover:bg-danger focus-visible:outline-2 focus-visible:outline-gold"
            >
              <CloseIcon width={14} height={14} />
            </button>
          </li>
        ))}
        {!full && (
          <li>
            <input
              id={id}
              type="file"
              accept="image/png,image/jpeg,.png,.jpg,.jpeg"
              multiple={max > 1}
              onChange={pick}
              disabled={disabled || reading}
              aria-invalid={Boolean(shown)}
              className="peer sr-only"
            />
            <label
              htmlFor={id}
              className={`flex size-20 cursor-pointer flex-col items-center justify-center gap-1 rounded-xl border-2 border-dashed text-center text-[11px] font-semibold leading-tight transition peer-focus-visible:ring-2 peer-focus-visible:ring-gold peer-disabled:cursor-not-allowed peer-disabled:opacity-50 ${
                shown ? 'border-danger text-danger' : 'border-line text-muted hover:border-gold hover:text-gold'
              }`}
            >
              <span aria-hidden className="text-2xl leading-none">
                +
              </span>
              {reading ? t('upload.reading') : t('upload.add')}
            </label>
          </li>
        )}
      </ul>
      <p id={`${id}-hint`} className="text-xs text-muted">
        {max === 1 ? t('upload.hintOne', { mb: MB }) : t('upload.hint', { max, mb: MB })} ·{' '}
        {t('upload.count', { count: value.length, max })}
      </p>
      <p id={`${id}-msg`} role="alert" className="min-h-4 text-xs text-danger">
        {shown ?? ''}
      </p>
    </fieldset>
  );
}
