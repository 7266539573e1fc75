import { MAIN_WALLET, type MerchantWallet, parseMinor, walletTransferBody } from '@platform/contracts';
import i18n from 'i18next';
import { useId } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '../../ui/Button';
import { useBrand } from '../layout/brand';
import { formatAmount } from '../layout/money';

export type TransferDraft = { from: string; to: string; amount: string; all: boolean };
const QUICK = ['100', '500', '1000', '5000'];
/** While typing: digits with at most one point and 2 decimals. */
const typing = (v: string) => /^\d{0,16}(\.\d{0,2})?$/.test(v);

export function balanceOf(w: MerchantWallet, name: string): string {
  return name === MAIN_WALLET ? w.main : (w.vendors.find((v) => v.vendor === name)?.balance ?? '0.00');
}

/** The problem with the amount, checked in minor units before any call is made. */
export function amountProblem(
  w: MerchantWallet,
  d: TransferDraft,
): 'amountRequired' | 'amountFormat' | 'amountOver' | null {
  if (d.all) return null;
  if (!d.amount.trim()) return 'amountRequired';
  const minor = parseMinor(d.amount.trim());
  if (minor === null || minor <= 0n) return 'amountFormat';
  const available = parseMinor(balanceOf(w, d.from)) ?? 0n;
  return minor > available ? 'amountOver' : null;
}

/**
 * The contract's transfer body with what the screen knows: two different wallets, and the amount
 * as typed (unless "all") within what the source wallet holds, checked in minor units.
 */
export function transferSchema(wallet: MerchantWallet, nameOf: (wallet: string) => string) {
  const t = i18n.t.bind(i18n);
  // The contract's own "amount unless all" refinement is amountProblem's first case here; zod does
  // not extend a refined object, so its fields are taken and the amount kept as typed.
  return z.object({ ...walletTransferBody.shape, amount: z.string(), all: z.boolean() }).superRefine((d, ctx) => {
    if (d.from === d.to) ctx.addIssue({ code: 'custom', path: ['to'], message: t('wallet.same') });
    const problem = amountProblem(wallet, d);
    if (problem)
      ctx.addIssue({ code: 'custom', path: ['amount'], message: t(`wallet.${problem}`, { wallet: nameOf(d.from) }) });
  });
}

export type TransferFormState = UseFormReturn<TransferDraft, unknown, TransferDraft>;

/** From, to (with a swap), the amount with "all" and quick amounts, and the transfer button. */
export function TransferForm({
  wallet,
  form,
  onSubmit,
  busy,
}: {
  wallet: MerchantWallet;
  form: TransferFormState;
  onSubmit: () => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const draft = form.watch();
  const fieldErrors = form.formState.errors;
  const errors: Record<string, string | undefined> = {
    from: fieldErrors.from?.message,
    to: fieldErrors.to?.message,
    amount: fieldErrors.amount?.message,
  };
  const { currency } = useBrand();
  const id = useId();
  const nameOf = (n: string) =>
    n === MAIN_WALLET ? t('wallet.main') : (wallet.vendors.find((v) => v.vendor === n)?.name ?? n);
  const options = [MAIN_WALLET, ...wallet.vendors.filter((v) => !v.maintenance).map((v) => v.vendor)];
  // A change counts as touching the field; once submitted (or touched) it is checked as it changes.
  const set = (patch: Partial<TransferDraft>) => {
    for (const [k, v] of Object.entries(patch) as [keyof TransferDraft, string & boolean][])
      form.setValue(k, v, {
        shouldDirty: true,
        shouldValidate: form.formState.isSubmitted || form.getFieldState(k).isTouched,
      });
  };
  const select = (field: 'from' | 'to') => (
    <label className="flex w-full min-w-0 flex-1 flex-col gap-1 text-xs font-semibold text-muted">
      {t(`wallet.${field}`)}
      <select
        data-testid={`transfer-${field}`}
        value={draft[field]}
        disabled={wallet.isDemo}
        onChange={(e) => set({ [field]: e.target.value, ...(field === 'from' ? { all: false } : {}) })}
        className={`rounded-lg border bg-surface-2 px-3 py-2.5 text-sm text-fg outline-none ${errors[field] ? 'border-danger' : 'border-line focus:border-gold'}`}
      >
        {options.map((o) => (
          <option key={o} value={o}>
            {nameOf(o)} · {formatAmount(balanceOf(wallet, o))}
          </option>
        ))}
      </select>
      {errors[field] && <span className="text-danger">{errors[field]}</span>}
    </label>
  );
  const amountError = errors.amount;
  return (
    <form
      data-testid="transfer-form"
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
      className="flex flex-col gap-4 rounded-xl border border-line p-4"
    >
      {/* On a phone the two wallets stack: side by side, each select cut its name and balance short. */}
      <div className="flex flex-col items-center gap-2 sm:flex-row sm:items-end">
        {select('from')}
        <button
          type="button"
          aria-label={t('wallet.swap')}
          title={t('wallet.swap')}
          disabled={wallet.isDemo}
          onClick={() => set({ from: draft.to, to: draft.from, all: false })}
          className="grid h-10 w-10 shrink-0 rotate-90 place-items-center rounded-lg border border-line text-gold hover:bg-gold/10 disabled:opacity-40 sm:mb-0.5 sm:rotate-0"
        >
          ⇄
        </button>
        {select('to')}
      </div>
      <div className="flex flex-col gap-2">
        <label htmlFor={id} className="text-xs font-semibold text-muted">
          {t('wallet.amount')}
        </label>
        <div
          className={`flex items-center rounded-xl border bg-surface-2 ${amountError ? 'border-danger' : 'border-line focus-within:border-gold'}`}
        >
          <span className="ps-3.5 text-lg font-bold text-gold">{currency.symbol}</span>
          <input
            id={id}
            data-testid="transfer-amount"
            inputMode="decimal"
            autoComplete="off"
            placeholder="0.00"
            disabled={wallet.isDemo}
            value={draft.amount}
            onChange={(e) => {
              const v = e.target.value.replace(/,/g, '');
              if (typing(v)) set({ amount: v, all: false });
            }}
            onBlur={() => form.setValue('amount', draft.amount, { shouldTouch: true, shouldValidate: true })}
            aria-invalid={Boolean(amountError)}
            className="w-full bg-transparent px-2.5 py-3 text-lg font-semibold tabular-nums text-fg outline-none"
          />
        </div>
        <div className="flex flex-wrap gap-1.5">
          {QUICK.map((q) => (
            <button
              key={q}
              type="button"
              disabled={wallet.isDemo}
              onClick={() => set({ amount: q, all: false })}
              className={`rounded-full border px-3 py-1 text-xs font-semibold tabular-nums ${!draft.all && draft.amount === q ? 'border-gold bg-gold/15 text-gold' : 'border-line text-muted hover:border-gold/60 hover:text-fg'}`}
            >
              {formatAmount(q).replace(/\.00$/, '')}
            </button>
          ))}
          <button
            type="button"
            data-testid="transfer-all"
            disabled={wallet.isDemo}
            onClick={() => set({ amount: balanceOf(wallet, draft.from), all: true })}
            className={`rounded-full border px-3 py-1 text-xs font-semibold ${draft.all ? 'border-gold bg-gold/15 text-gold' : 'border-line text-muted hover:border-gold/60 hover:text-fg'}`}
          >
            {t('wallet.all')}
          </button>
        </div>
        <p className={`text-xs ${amountError ? 'text-danger' : 'text-muted'}`} role={amountError ? 'alert' : undefined}>
          {amountError ||
            t('wallet.available', { amount: `${currency.symbol}${formatAmount(balanceOf(wallet, draft.from))}` })}
        </p>
      </div>
      <Button
        type="submit"
        data-testid="transfer-submit"
        disabled={busy || wallet.isDemo}
        className="sm:self-start sm:px-10"
      >
        {t('wallet.submit')}
      </Button>
    </form>
  );
}
