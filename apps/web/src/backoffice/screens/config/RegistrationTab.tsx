import {
  fillHint,
  type OpsRegisterBody,
  type OpsRegisterRule,
  PATTERN_IDS,
  PATTERNS,
  type PatternId,
  type RegisterField,
  ROUTES,
  registerFormFields,
  type WhitelabelFlags,
} from '@platform/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';
import { LabeledInput } from '../../../ui/form/LabeledInput';
import { Spinner } from '../../../ui/Loader';
import { opsCall } from '../../api/ops-call';
import { useOpsT } from '../../i18n';
import { useBrandConfig } from './BrandTab';
import { configKeys, ErrorLine, fieldMessage, inputClass, Panel, Toggle, useSave } from './parts';

type Draft = OpsRegisterBody & { field: RegisterField };
const draftOf = (r: OpsRegisterRule): Draft => ({
  field: r.field,
  enabled: r.enabled,
  required: r.required,
  patternId: r.patternId,
  minLength: r.minLength,
  maxLength: r.maxLength,
});
const same = (a: Draft, b: Draft) =>
  a.enabled === b.enabled &&
  a.required === b.required &&
  a.patternId === b.patternId &&
  a.minLength === b.minLength &&
  a.maxLength === b.maxLength;

/** Registration rules per field, edited on the left, the player's register form previewed on the right. */
export function RegistrationTab() {
  const t = useOpsT();
  const rules = useQuery({ queryKey: configKeys.register, queryFn: () => opsCall(ROUTES.opsConfigRegister) });
  const brand = useBrandConfig();
  const [drafts, setDrafts] = useState<Record<string, Draft>>({});
  useEffect(() => {
    if (rules.data) setDrafts(Object.fromEntries(rules.data.fields.map((r) => [r.field, draftOf(r)])));
  }, [rules.data]);
  const save = useSave((d: Draft) => {
    const { field, ...body } = d;
    return opsCall(ROUTES.opsConfigRegisterField, { params: { field }, body });
  });
  if (rules.isPending || brand.isPending) return <Spinner />;
  if (!rules.data || !brand.data) return <ErrorLine error={rules.error ?? brand.error} />;
  const saved = Object.fromEntries(rules.data.fields.map((r) => [r.field, r]));
  const set = (field: string, patch: Partial<Draft>) =>
    setDrafts((d) => ({ ...d, [field]: { ...(d[field] as Draft), ...patch } }));
  const failed = save.variables?.field;

  return (
    <div className="grid gap-4 xl:grid-cols-[minmax(0,1fr)_380px]">
      <Panel title={t('config.register.rules')}>
        <p className="mb-3 text-xs text-muted">{t('config.register.hint')}</p>
        <div className="overflow-x-auto">
          <table className="w-full text-sm" data-testid="register-rules">
            <thead>
              <tr className="text-left text-xs text-muted">
                <th className="py-2 pe-2">{t('config.register.field')}</th>
                <th className="px-2">{t('config.register.shown')}</th>
                <th className="px-2">{t('config.register.required')}</th>
                <th className="px-2">{t('config.register.pattern')}</th>
                <th className="px-2">{t('config.register.min')}</th>
                <th className="px-2">{t('config.register.max')}</th>
                <th />
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {rules.data.fields.map((r) => {
                const d = drafts[r.field];
                if (!d) return null;
                const dirty = !same(d, draftOf(saved[r.field] as OpsRegisterRule));
                const err = failed === r.field ? save.error : null;
                return (
                  <tr key={r.field} data-testid={`rule-${r.field}`}>
                    <td className="py-1.5 pe-2">
                      <code className="text-xs">{r.field}</code>
                      {err ? <ErrorLine error={err} /> : null}
                    </td>
                    <td className="px-2">
                      <Toggle
                        checked={d.enabled}
                        label={t('config.register.shown')}
                        onChange={(on) => set(r.field, { enabled: on, required: on && d.required })}
                        testId={`rule-${r.field}-shown`}
                      />
                    </td>
                    <td className="px-2">
                      <Toggle
                        checked={d.required}
                        label={t('config.register.required')}
                        disabled={!d.enabled}
                        onChange={(on) => set(r.field, { required: on })}
                        testId={`rule-${r.field}-required`}
                      />
                    </td>
                    <td className="px-2">
                      <select
                        className={`${inputClass} w-44`}
                        value={d.patternId}
                        onChange={(e) => set(r.field, { patternId: e.target.value as PatternId })}
                        aria-label={t('config.register.pattern')}
                      >
                        {PATTERN_IDS.map((p) => (
                          <option key={p} value={p}>
                            {p}
                          </option>
                        ))}
                      </select>
                    </td>
                    {(['minLength', 'maxLength'] as const).map((k) => (
                      <td key={k} className="px-2">
                        <input
                          type="number"
                          min={k === 'minLength' ? 0 : 1}
                          max={200}
                          className={`${inputClass} w-16 ${fieldMessage(err, k) ? 'border-danger' : ''}`}
                          value={d[k]}
                          onChange={(e) => set(r.field, { [k]: Number(e.target.value) })}
                          aria-label={t(k === 'minLength' ? 'config.register.min' : 'config.register.max')}
                        />
                      </td>
                    ))}
                    <td className="ps-2 text-right">
                      <Button
                        variant={dirty ? 'gold' : 'ghost'}
                        className="px-3 py-1 text-xs"
                        disabled={!dirty || save.isPending}
                        onClick={() => save.mutate(d)}
                        data-testid={`rule-${r.field}-save`}
                      >
                        {t('config.save')}
                      </Button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </Panel>
      <RegisterPreview
        flags={brand.data.flags}
        rules={rules.data.fields.map((r) => {
          const d = drafts[r.field] ?? draftOf(r);
          const message = same(d, draftOf(r))
            ? r.message
            : fillHint(PATTERNS[d.patternId].hint, d.minLength, d.maxLength);
          return { ...r, ...d, message };
        })}
      />
    </div>
  );
}

const SECRET: RegisterField[] = ['password', 'confirmPassword', 'paymentPassword'];

/**
 * The player's register form as these rules (saved or not yet) draw it: the fields each mode shows,
 * which are required (*), and each field's pattern hint, with the players' own labels.
 */
function RegisterPreview({ flags, rules }: { flags: WhitelabelFlags; rules: OpsRegisterRule[] }) {
  const t = useOpsT();
  const { t: pt } = useTranslation();
  const canUsername = flags.USERNAMEREG3;
  const canMobile = flags.MOBILENUMREG3 || flags.MOBILENUMPASSREG3;
  const [mode, setMode] = useState<'username' | 'mobile'>(canUsername ? 'username' : 'mobile');
  const rule = (f: RegisterField) => rules.find((r) => r.field === f);
  // The same fields, in the same order and with the same stars, as the player's form draws.
  const shown = registerFormFields(mode, flags, rules);
  const captcha = rule('captcha')?.enabled;
  return (
    <Panel title={t('config.register.preview')}>
      <div className="rounded-xl border border-line bg-bg p-4" data-testid="register-preview" aria-live="polite">
        <p className="mb-3 text-center text-base font-bold">{pt('auth.registerTitle')}</p>
        <div className="mb-3 flex gap-1 rounded-lg bg-surface-2 p-1">
          {canUsername && (
            <button
              type="button"
              onClick={() => setMode('username')}
              className={`flex-1 rounded-md py-1.5 text-xs font-semibold ${mode === 'username' ? 'bg-gold/20 text-gold' : 'text-muted'}`}
            >
              {pt('auth.tabUsername')}
            </button>
          )}
          {canMobile && (
            <button
              type="button"
              onClick={() => setMode('mobile')}
              className={`flex-1 rounded-md py-1.5 text-xs font-semibold ${mode === 'mobile' ? 'bg-gold/20 text-gold' : 'text-muted'}`}
            >
              {pt('auth.tabMobile')}
            </button>
          )}
        </div>
        <div className="flex flex-col gap-3">
          {shown.map((r) => (
            <div key={r.field} data-testid={`preview-${r.field}`} data-required={r.required}>
              <LabeledInput
                label={pt(`auth.fields.${r.field}`)}
                value=""
                onChange={() => {}}
                hint={r.message}
                required={r.required}
                type={SECRET.includes(r.field) ? 'password' : 'text'}
                maxLength={r.maxLength}
                disabled
              />
            </div>
          ))}
          {captcha && (
            <p className="text-xs text-muted" data-testid="preview-captcha">
              {pt('auth.fields.captcha')} *
            </p>
          )}
          <Button disabled className="mt-1 py-2.5">
            {pt('auth.submitRegister')}
          </Button>
        </div>
      </div>
    </Panel>
  );
}
