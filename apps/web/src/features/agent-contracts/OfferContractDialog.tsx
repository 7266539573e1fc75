import {
  CONTRACT_FLAGS,
  CONTRACT_KINDS,
  type ContractKind,
  DIVIDEND_PERIODS,
  MAX_CONTRACT_TIERS,
} from '@platform/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsolidatedContracts, useContractAction, useDownlines } from '../../api/agent';
import type { ApiError } from '../../api/client';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { Field, inputClass } from '../agent/table';
import { useBrand } from '../layout/brand';

const DIVIDEND_FIELDS = ['periodBet', 'periodLoss', 'activeMembers', 'rate'] as const;
const SALARY_FIELDS = ['betAmount', 'activeMembers', 'winRate', 'lossRate'] as const;
type Tier = Record<string, string>;
const blank = (kind: ContractKind): Tier =>
  Object.fromEntries((kind === 'dividend' ? DIVIDEND_FIELDS : SALARY_FIELDS).map((f) => [f, ''])) as Tier;

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
  const [downlineId, setDownlineId] = useState<string>(downline ? String(downline.memberId) : '');
  const [period, setPeriod] = useState<(typeof DIVIDEND_PERIODS)[number]>('daily');
  const [tiers, setTiers] = useState<Tier[]>([blank(kind)]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState(false);
  const consolidated = useConsolidatedContracts();
  const agents = useDownlines({ pageNo: 1, pageSize: 100, kind: 'agent' });
  const action = useContractAction(kind);
  const cap = consolidated.data?.[kind].rateCap;
  const fields = kind === 'dividend' ? DIVIDEND_FIELDS : SALARY_FIELDS;
  const direct = (agents.data?.list ?? []).filter((a) => a.depth === 1 && a.isAgent);

  const chooseKind = (k: ContractKind) => {
    setKind(k);
    setTiers([blank(k)]);
    setErrors({});
  };
  const setCell = (i: number, f: string, value: string) => {
    setTiers((ts) => ts.map((tier, j) => (j === i ? { ...tier, [f]: value } : tier)));
    setErrors((e) => ({ ...e, [`tiers.${i}.${f}`]: '' }));
  };
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const need: Record<string, string> = {};
    if (!downlineId) need.downlineId = t('agent.required');
    tiers.forEach((tier, i) => {
      for (const f of fields) if (!tier[f]?.trim()) need[`tiers.${i}.${f}`] = t('agent.required');
    });
    setErrors(need);
    if (Object.keys(need).length) return;
    action.mutate(
      {
        action: 'offer',
        downlineId: Number(downlineId),
        ...(kind === 'dividend' ? { period } : {}),
        tiers: tiers.map((tier) => Object.fromEntries(fields.map((f) => [f, tier[f]?.trim() ?? '']))),
      },
      {
        onSuccess: () => setDone(true),
        onError: (err) => {
          const byField = (err as ApiError).byField ?? {};
          // The message goes under the form too unless every field it names has an input here.
          const here = (f: string) =>
            f.startsWith('tiers.') || (f === 'period' && kind === 'dividend') || (f === 'downlineId' && !downline);
          const keys = Object.keys(byField);
          setErrors({ ...byField, form: keys.length && keys.every(here) ? '' : err.message });
        },
      },
    );
  };

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
              <Field label={t('agent.contracts.downline')}>
                <span className="py-2 text-sm font-semibold text-fg">{downline.account}</span>
              </Field>
            ) : (
              <Field label={t('agent.contracts.downline')} error={errors.downlineId}>
                <select
                  data-testid="offer-downline"
                  value={downlineId}
                  onChange={(e) => setDownlineId(e.target.value)}
                  className={inputClass}
                >
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
              <Field label={t('agent.contracts.periodLabel')} error={errors.period}>
                <select
                  data-testid="offer-period"
                  value={period}
                  onChange={(e) => setPeriod(e.target.value as typeof period)}
                  className={inputClass}
                >
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
            {tiers.map((tier, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: tiers are positions in the offer.
              <li key={i} className="rounded-xl border border-line p-3" data-testid="offer-tier">
                <div className="mb-2 flex items-center justify-between text-xs font-semibold text-muted">
                  {t('agent.contracts.tierN', { n: i + 1 })}
                  {tiers.length > 1 && (
                    <button
                      type="button"
                      className="text-danger hover:underline"
                      onClick={() => setTiers((ts) => ts.filter((_, j) => j !== i))}
                    >
                      {t('agent.contracts.removeTier')}
                    </button>
                  )}
                </div>
                <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
                  {fields.map((f) => (
                    <Field key={f} label={t(`agent.contracts.tier.${f}`)} error={errors[`tiers.${i}.${f}`]}>
                      <input
                        name={`tiers.${i}.${f}`}
                        data-testid={`tier-${i}-${f}`}
                        inputMode={f === 'activeMembers' ? 'numeric' : 'decimal'}
                        value={tier[f] ?? ''}
                        placeholder={f === 'activeMembers' ? '0' : f.endsWith('ate') ? '0.00 %' : '0.00'}
                        aria-invalid={Boolean(errors[`tiers.${i}.${f}`])}
                        onChange={(e) => setCell(i, f, e.target.value)}
                        className={inputClass}
                      />
                    </Field>
                  ))}
                </div>
              </li>
            ))}
          </ol>
          {tiers.length < MAX_CONTRACT_TIERS && (
            <button
              type="button"
              data-testid="offer-add-tier"
              onClick={() => setTiers((ts) => [...ts, blank(kind)])}
              className="self-start text-sm font-semibold text-gold hover:underline"
            >
              + {t('agent.contracts.addTier')}
            </button>
          )}
          {errors.form && (
            <p role="alert" className="text-sm text-danger" data-testid="offer-error">
              {errors.form}
            </p>
          )}
          <div className="flex justify-end gap-2">
            <Button variant="ghost" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" disabled={action.isPending} data-testid="offer-submit">
              {t('agent.contracts.sendOffer')}
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
