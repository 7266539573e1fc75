import {
  CONTRACT_FLAGS,
  CONTRACT_KINDS,
  type ContractKind,
  contractAction,
  DIVIDEND_PERIODS,
  dividendTierInput,
  MAX_CONTRACT_TIERS,
  salaryTierInput,
} from '@platform/contracts';
import i18n from 'i18next';
import { useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useConsolidatedContracts, useContractAction, useDownlines } from '../../api/agent';
import { Button } from '../../ui/Button';
import { FormAlert } from '../../ui/form/FormAlert';
import { RULE_MESSAGES } from '../../ui/form/messages';
import { showServerError } from '../../ui/form/serverErrors';
import { useZodForm } from '../../ui/form/useZodForm';
import { DialogFooter, Modal } from '../../ui/Modal';
import { Field, inputClass } from '../agent/table';
import { useBrand } from '../layout/brand';

const DIVIDEND_FIELDS = ['periodBet', 'periodLoss', 'activeMembers', 'rate'] as const;
const SALARY_FIELDS = ['betAmount', 'activeMembers', 'winRate', 'lossRate'] as const;
type Tier = Record<string, string>;
const blank = (kind: ContractKind): Tier =>
  Object.fromEntries((kind === 'dividend' ? DIVIDEND_FIELDS : SALARY_FIELDS).map((f) => [f, ''])) as Tier;
const offerBody = contractAction.options[0];

/**
 * The contract's offer body, as typed: a downline chosen, and every cell of every tier given and
 * read by the contract's own tier schema for the kind (dividendTierInput or salaryTierInput);
 * the rising thresholds are the server's to check across tiers.
 */
function offerSchema(kind: ContractKind) {
  const t = i18n.t.bind(i18n);
  const tier = kind === 'dividend' ? dividendTierInput : salaryTierInput;
  const cells = tier.shape as Record<string, z.ZodType>;
  return offerBody
    .omit({ action: true })
    .extend({ downlineId: z.string(), tiers: z.array(z.record(z.string(), z.string())).min(1).max(MAX_CONTRACT_TIERS) })
    .superRefine((v, ctx) => {
      if (!v.downlineId) ctx.addIssue({ code: 'custom', path: ['downlineId'], message: t('agent.required') });
      v.tiers.forEach((row, i) => {
        for (const [f, rule] of Object.entries(cells)) {
          const value = row[f]?.trim() ?? '';
          const fail = (message: string) => ctx.addIssue({ code: 'custom', path: ['tiers', i, f], message });
          if (!value) fail(t('agent.required'));
          else {
            const issue = rule.safeParse(value).error?.issues[0];
            if (issue) fail(RULE_MESSAGES[issue.message]?.() ?? t('form.invalid'));
          }
        }
      });
    });
}

/**
 * The offer form: to a direct downline agent (given, or chosen here), a kind (given, or chosen
 * among the brand's enabled ones), the dividend period, and up to 10 tiers whose thresholds rise.
 * The rate cap (own contract's highest rate, or the top agent cap) is shown; the server's message
 * for a field (e.g. tiers.1.rate) shows under that input.
 */
export function OfferContractDialog({
  downline,
  kind: fixedKind,
  onClose,
}: {
  downline?: { memberId: number; account: string };
  kind?: ContractKind;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const brand = useBrand();
  const kinds = CONTRACT_KINDS.filter((k) => brand.flags[CONTRACT_FLAGS[k]]);
  const [kind, setKind] = useState<ContractKind>(fixedKind ?? kinds[0] ?? 'dailySalary');
  const [done, setDone] = useState(false);
  const consolidated = useConsolidatedContracts();
  const agents = useDownlines({ pageNo: 1, pageSize: 100, kind: 'agent' });
  const action = useContractAction(kind);
  const cap = consolidated.data?.[kind].rateCap;
  const fields = kind === 'dividend' ? DIVIDEND_FIELDS : SALARY_FIELDS;
  const direct = (agents.data?.list ?? []).filter((a) => a.depth === 1 && a.isAgent);
  const form = useZodForm(offerSchema(kind), {
    defaultValues: {
      downlineId: downline ? String(downline.memberId) : '',
      period: 'daily' as (typeof DIVIDEND_PERIODS)[number],
      tiers: [blank(kind)],
    },
  });
  const tiers = useFieldArray({ control: form.control, name: 'tiers' });
  const errors = form.formState.errors;
  const cellError = (i: number, f: string) =>
    (errors.tiers?.[i] as Record<string, { message?: string }> | undefined)?.[f]?.message;

  const chooseKind = (k: ContractKind) => {
    setKind(k);
    form.reset({ ...form.getValues(), tiers: [blank(k)] });
  };
  const submit = form.handleSubmit((v) => {
    action.mutate(
      {
        action: 'offer',
        downlineId: Number(v.downlineId),
        ...(kind === 'dividend' ? { period: v.period } : {}),
        tiers: v.tiers.map((tier) => Object.fromEntries(fields.map((f) => [f, tier[f]?.trim() ?? '']))),
      },
      {
        onSuccess: () => setDone(true),
        // The period is held for every kind but shown for a dividend only.
        onError: (err) => showServerError(form, err, { hidden: kind === 'dividend' ? [] : ['period'] }),
      },
    );
  });

  return (
    <Modal open onClose={onClose} title={t('agent.contracts.offerTitle')} testId="offer-contract-dialog" wide stacked>
      {done ? (
        <div className="flex flex-col gap-4">
          <p className="text-sm text-emerald" role="status" data-testid="offer-sent">
            {t('agent.contracts.offerSent')}
          </p>
          <Button onClick={onClose} className="self-end">
            {t('common.close')}
          </Button>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="flex flex-col gap-3">
          <div className="grid gap-3 sm:grid-cols-3">
            {downline ? (
              // A given downline is no input, but the server's word on it (not a direct agent) shows here.
              <Field label={t('agent.contracts.downline')} error={errors.downlineId?.message}>
                <span className="py-2 text-sm font-semibold text-fg">{downline.account}</span>
              </Field>
            ) : (
              <Field label={t('agent.contracts.downline')} error={errors.downlineId?.message}>
                <select data-testid="offer-downline" {...form.register('downlineId')} className={inputClass}>
                  <option value="">{t('agent.contracts.chooseDownline')}</option>
                  {direct.map((a) => (
                    <option key={a.memberId} value={a.memberId}>
                      {a.account}
                    </option>
                  ))}
                </select>
              </Field>
            )}
            {!fixedKind && (
              <Field label={t('agent.contracts.kindLabel')}>
                <select
                  data-testid="offer-kind"
                  value={kind}
                  onChange={(e) => chooseKind(e.target.value as ContractKind)}
                  className={inputClass}
                >
                  {kinds.map((k) => (
                    <option key={k} value={k}>
                      {t(`agent.contracts.kind.${k}`)}
                    </option>
                  ))}
                </select>
              </Field>
            )}
            {kind === 'dividend' && (
              <Field label={t('agent.contracts.periodLabel')} error={errors.period?.message}>
                <select data-testid="offer-period" {...form.register('period')} className={inputClass}>
                  {DIVIDEND_PERIODS.map((p) => (
                    <option key={p} value={p}>
                      {t(`agent.contracts.period.${p}`)}
                    </option>
                  ))}
                </select>
              </Field>
            )}
          </div>
          <p className="text-xs text-muted">
            {t(`agent.contracts.hint.${kind === 'dividend' ? 'dividend' : 'salary'}`)}{' '}
            {cap && <span data-testid="offer-cap">{t('agent.contracts.capHint', { cap })}</span>}
          </p>
          <ol className="flex flex-col gap-2">
            {tiers.fields.map((tier, i) => (
              <li key={tier.id} className="rounded-xl border border-line p-3" data-testid="offer-tier">
                <div className="mb-2 flex items-center justify-between text-xs font-semibold text-muted">
                  {t('agent.contracts.tierN', { n: i + 1 })}
                  {tiers.fields.length > 1 && (
                    <button type="button" className="text-danger hover:underline" onClick={() => tiers.remove(i)}>
                      {t('agent.contracts.removeTier')}
                    </button>
                  )}
                </div>
                <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
                  {fields.map((f) => (
                    <Field key={f} label={t(`agent.contracts.tier.${f}`)} error={cellError(i, f)}>
                      <input
                        data-testid={`tier-${i}-${f}`}
                        inputMode={f === 'activeMembers' ? 'numeric' : 'decimal'}
                        placeholder={f === 'activeMembers' ? '0' : f.endsWith('ate') ? '0.00 %' : '0.00'}
                        aria-invalid={Boolean(cellError(i, f))}
                        {...form.register(`tiers.${i}.${f}`)}
                        className={inputClass}
                      />
                    </Field>
                  ))}
                </div>
              </li>
            ))}
          </ol>
          {/* A refusal of the tiers as a whole (above the upline's own rates), not of one cell. */}
          {errors.tiers?.message && (
            <p role="alert" className="text-xs text-danger" data-testid="offer-tiers-error">
              {errors.tiers.message}
            </p>
          )}
          {tiers.fields.length < MAX_CONTRACT_TIERS && (
            <button
              type="button"
              data-testid="offer-add-tier"
              onClick={() => tiers.append(blank(kind))}
              className="self-start text-sm font-semibold text-gold hover:underline"
            >
              + {t('agent.contracts.addTier')}
            </button>
          )}
          <DialogFooter>
            <FormAlert message={errors.root?.server?.message} />
            <div className="flex justify-end gap-2">
              <Button variant="ghost" onClick={onClose}>
                {t('common.cancel')}
              </Button>
              <Button
                type="submit"
                disabled={action.isPending || form.formState.isSubmitting}
                data-testid="offer-submit"
              >
                {t('agent.contracts.sendOffer')}
              </Button>
            </div>
          </DialogFooter>
        </form>
      )}
    </Modal>
  );
}
