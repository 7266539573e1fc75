import { LANGUAGES, type LanguageCode, ROUTES } from '@platform/contracts';
import { useEffect, useState } from 'react';
import { Button } from '../../../ui/Button';
import { Spinner } from '../../../ui/Loader';
import { opsCall } from '../../api/ops-call';
import { useOpsT } from '../../i18n';
import { useBrandConfig } from './BrandTab';
import { ErrorLine, fieldMessage, Panel, useSave } from './parts';

/** The languages players may pick (of the 26 interface languages) and the brand's default one. */
export function LanguagesTab() {
  const t = useOpsT();
  const brand = useBrandConfig();
  const [supported, setSupported] = useState<LanguageCode[]>([]);
  const [def, setDef] = useState<LanguageCode>('en');
  useEffect(() => {
    if (!brand.data) return;
    setSupported(brand.data.languages.supported);
    setDef(brand.data.languages.default);
  }, [brand.data]);
  const save = useSave(() => opsCall(ROUTES.opsConfigLanguages, { body: { default: def, supported } }));
  if (brand.isPending) return <Spinner />;
  if (!brand.data) return <ErrorLine error={brand.error} />;
  const toggle = (code: LanguageCode) =>
    setSupported((s) => (s.includes(code) ? s.filter((c) => c !== code) : [...s, code]));
  return (
    <Panel title={t('config.languages.title')}>
      <p className="mb-3 text-xs text-muted">{t('config.languages.hint')}</p>
      <ul className="grid gap-1 sm:grid-cols-2 xl:grid-cols-3" data-testid="language-list">
        {LANGUAGES.map((l) => (
          <li
            key={l.code}
            className="flex items-center justify-between gap-2 rounded-lg border border-line px-3 py-1.5"
          >
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="accent-[var(--gold)]"
                checked={supported.includes(l.code)}
                onChange={() => toggle(l.code)}
                data-testid={`lang-${l.code}`}
              />
              <span dir={l.dir}>{l.native}</span>
              <span className="text-xs text-muted">{l.name}</span>
            </label>
            <label className="flex items-center gap-1 text-xs text-muted">
              <input
                type="radio"
                name="default-language"
                className="accent-[var(--gold)]"
                checked={def === l.code}
                onChange={() => setDef(l.code)}
              />
              {t('config.languages.default')}
            </label>
          </li>
        ))}
      </ul>
      <div className="mt-3 flex items-center gap-3">
        <Button disabled={save.isPending} onClick={() => save.mutate()} data-testid="languages-save">
          {t('config.save')}
        </Button>
        {fieldMessage(save.error, 'default') ? (
          <span className="text-xs text-danger">{fieldMessage(save.error, 'default')}</span>
        ) : (
          <ErrorLine error={save.error} />
        )}
        {save.isSuccess && <span className="text-xs text-emerald">{t('config.saved')}</span>}
      </div>
    </Panel>
  );
}
