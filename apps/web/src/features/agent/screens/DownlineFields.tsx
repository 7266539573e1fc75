import { DOWNLINE_KINDS, percentInput } from '@platform/contracts';
import i18n from 'i18next';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Field, inputClass } from '../table';

export type Kind = (typeof DOWNLINE_KINDS)[number];

/**
 * A rebate as typed: required, a percentage the contract's percentInput accepts, and at most the
 * caller's own rebate when that is known. Kept as the text typed, which is what the call sends.
 */
export const rebateText = (max: string | undefined) =>
  z.string().superRefine((text, ctx) => {
    const t = i18n.t.bind(i18n);
    if (!text.trim()) ctx.addIssue({ code: 'custom', message: t('agent.required') });
    else if (!percentInput.safeParse(text).success) ctx.addIssue({ code: 'custom', message: t('form.percent') });
    else if (max !== undefined && Number(text) > Number(max))
      ctx.addIssue({ code: 'custom', message: t('agent.register.rebateMax', { max }) });
  });

/** Member or agent, as two buttons (a choice of two reads better than a select). */
export function KindChoice({ value, onChange, error }: { value: Kind; onChange: (k: Kind) => void; error?: string }) {
  const { t } = useTranslation();
  return (
    <fieldset className="flex flex-col gap-1 text-xs font-semibold text-muted">
      <legend className="mb-1">{t('agent.register.kind')}</legend>
      <div className="flex w-fit gap-1 rounded-lg bg-surface-2 p-1">
        {DOWNLINE_KINDS.map((k) => (
          <button
            key={k}
            type="button"
            data-testid={`kind-${k}`}
            aria-pressed={value === k}
            onClick={() => onChange(k)}
            className={`rounded-md px-3 py-1 text-sm ${value === k ? 'bg-gold/20 text-gold' : 'text-muted hover:text-fg'}`}
          >
            {t(`agent.kind.${k}`)}
          </button>
        ))}
      </div>
      {error && (
        <span role="alert" className="font-normal text-danger">
          {error}
        </span>
      )}
    </fieldset>
  );
}

/** A rebate in percent, with the caller's own rebate as the most it may be. */
export function RebateField({
  value,
  onChange,
  onBlur,
  error,
  max,
  label,
}: {
  value: string;
  onChange: (v: string) => void;
  onBlur?: () => void;
  error?: string;
  max: string | undefined;
  label?: string;
}) {
  const { t } = useTranslation();
  return (
    <Field label={label ?? t('agent.register.rebate')} error={error}>
      <div className="flex items-center gap-2">
        <input
          name="rebate"
          inputMode="decimal"
          value={value}
          placeholder="0.00"
          aria-invalid={Boolean(error)}
          onChange={(e) => onChange(e.target.value)}
          onBlur={onBlur}
          className={inputClass}
        />
        <span className="text-sm text-muted">%</span>
      </div>
      {max !== undefined && <span className="font-normal">{t('agent.register.rebateHint', { max })}</span>}
    </Field>
  );
}
