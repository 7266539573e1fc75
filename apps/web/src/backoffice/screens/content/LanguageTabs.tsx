import { LANGUAGES } from '@platform/contracts';
import { useId, useState } from 'react';
import { useOpsT } from '../../i18n';
import { Field, TextInput, type Texts } from './fields';

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
