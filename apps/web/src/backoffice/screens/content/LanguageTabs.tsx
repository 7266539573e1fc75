import { LANGUAGES } from '@platform/contracts';
import { useEffect, useId, useState } from 'react';
import {
  type Control,
  type FieldError,
  type FieldPath,
  type FieldValues,
  get,
  useController,
  useFormState,
  useWatch,
} from 'react-hook-form';
import { LabeledInput } from '../../../ui/form/LabeledInput';
import { useOpsT } from '../../i18n';
import { hasText, TextArea, type Texts } from './fields';

const nameOf = (code: string) => LANGUAGES.find((l) => l.code === code)?.native ?? code;

/** A text field: its form value, its label, and `testKey` naming its inputs' test ids (`content-<testKey>-<lang>`). */
type TextFieldDef<T extends FieldValues> = { name: FieldPath<T>; label: string; multiline?: boolean; testKey?: string };

/** A language's own error of a text field (`title.bn`: too long), read from the field's error. */
const langError = (error: unknown, lang: string) => (get(error, lang) as FieldError | undefined)?.message;

/** Whether a field's error is about one of its languages rather than the whole text. */
const perLanguage = (error: unknown) => Boolean(error) && LANGUAGES.some((l) => langError(error, l.code) !== undefined);

/**
 * Text per language in tabs: English and Bengali always, any other language added on demand. A reader
 * of a language left empty gets English (else any written one). Each field is one form value (the
 * contract's record of texts; absent while no language has a text); a language's error (the form's or
 * the server's `title.bn`) shows under that language's input, and the tabs move to the first language
 * with one when errors appear.
 */
export function LanguageTabs<T extends FieldValues, Out>(props: {
  control: Control<T, unknown, Out>;
  fields: TextFieldDef<T>[];
}) {
  const t = useOpsT();
  const names = props.fields.map((f) => f.name);
  const values = useWatch({ control: props.control, name: names }) as (Texts | undefined)[];
  const { errors, submitCount } = useFormState({ control: props.control, name: names });
  const written = values.flatMap((v) => Object.keys(v ?? {}).filter((k) => v?.[k]));
  const [extra, setExtra] = useState<string[]>([]);
  const [lang, setLang] = useState('en');
  const failing: string[] = LANGUAGES.map((l) => l.code).filter((l) => names.some((n) => langError(get(errors, n), l)));
  const langs = [...new Set(['en', 'bn', ...written, ...extra, ...failing])];
  // Each save (the form's check, then the server's answer) opens the tab holding the first error;
  // a field checked as it is typed or left before any save never moves the tabs under the operator.
  const first = submitCount > 0 ? failing[0] : undefined;
  useEffect(() => {
    if (first && submitCount) setLang(first);
  }, [first, submitCount]);
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
            className={`rounded-lg px-3 py-1 text-xs font-semibold ${l === lang ? 'bg-gold/15 text-gold' : 'text-muted hover:text-fg'}${failing.includes(l) ? ' text-danger' : ''}`}
            onClick={() => setLang(l)}
            data-testid={`lang-tab-${l}`}
          >
            {nameOf(l)}
          </button>
        ))}
        <select
          className="ms-auto h-7 rounded-lg border border-line bg-surface-2 px-2 text-xs"
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
          <LanguageInput key={f.name} control={props.control} field={f} lang={lang} />
        ))}
        <p className="text-xs text-muted">{t('content.fallback')}</p>
      </div>
    </div>
  );
}

/** One text field in the open language: edits that language in the field's record. */
function LanguageInput<T extends FieldValues, Out>({
  control,
  field: def,
  lang,
}: {
  control: Control<T, unknown, Out>;
  field: TextFieldDef<T>;
  lang: string;
}) {
  const { field, fieldState } = useController({ control, name: def.name });
  const texts = field.value as Texts | undefined;
  // The whole text's rule (none written) shows in every tab; a language's own error only in its tab.
  const error = perLanguage(fieldState.error) ? langError(fieldState.error, lang) : fieldState.error?.message;
  const onChange = (v: string) => {
    const next = { ...texts, [lang]: v };
    field.onChange(hasText(next) ? next : undefined);
  };
  const testId = `content-${def.testKey ?? def.name}-${lang}`;
  const common = {
    label: `${def.label} (${nameOf(lang)})`,
    value: texts?.[lang] ?? '',
    onChange,
    onBlur: field.onBlur,
    error,
  };
  return def.multiline ? (
    <TextArea {...common} inputRef={field.ref} testId={testId} />
  ) : (
    <LabeledInput {...common} inputRef={field.ref} data-testid={testId} />
  );
}
