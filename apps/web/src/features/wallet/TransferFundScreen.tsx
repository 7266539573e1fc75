import { MAIN_WALLET, type MerchantWallet, type WalletTransferResult } from '@platform/contracts';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import {
  moneyKey,
  recallAll,
  useConsolidated,
  useInvalidateMoney,
  useMerchantWallet,
  walletTransfer,
} from '../../api/wallet';
import { Button } from '../../ui/Button';
import { showFieldErrors } from '../../ui/form/serverErrors';
import { useZodForm } from '../../ui/form/useZodForm';
import { RefreshIcon } from '../../ui/icons';
import { Spinner } from '../../ui/Loader';
import { useBrand } from '../layout/brand';
import { formatAmount } from '../layout/money';
import { TransferForm, transferSchema } from './TransferForm';
import { WalletCards } from './WalletCards';

type Notice = { tone: 'ok' | 'error'; text: string };

/**
 * One Idempotency-Key per intended movement: a retry of the same movement after a network failure
 * reuses it (so it moves money once), anything the server answered ends it.
 */
function useKeys() {
  const ref = useRef<{ sig: string; key: string } | null>(null);
  return {
    keyFor(sig: string) {
      if (ref.current?.sig !== sig) ref.current = { sig, key: moneyKey() };
      return ref.current.key;
    },
    settled(err?: unknown) {
      if (!(err instanceof ApiError) || err.status > 0) ref.current = null;
    },
  };
}

/** My wallet (transferFund): the main and vendor wallets, transfers between them, recall to main. */
export function TransferFundScreen() {
  const wallet = useMerchantWallet();
  if (wallet.isPending) return <Spinner />;
  if (wallet.isError) return <p className="text-sm text-danger">{wallet.error.message}</p>;
  return <TransferFund wallet={wallet.data} refetching={wallet.isFetching} refetch={() => void wallet.refetch()} />;
}

function TransferFund({
  wallet,
  refetching,
  refetch,
}: {
  wallet: MerchantWallet;
  refetching: boolean;
  refetch: () => void;
}) {
  const { t } = useTranslation();
  const { currency } = useBrand();
  const invalidate = useInvalidateMoney();
  const keys = useKeys();
  // Trial accounts have no consolidated funds (spec §6).
  const funds = useConsolidated(!wallet.isDemo).data;
  const firstVendor = wallet.vendors.find((v) => !v.maintenance)?.vendor ?? MAIN_WALLET;
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);
  const nameOf = (n: string) =>
    n === MAIN_WALLET ? t('wallet.main') : (wallet.vendors.find((v) => v.vendor === n)?.name ?? n);
  const form = useZodForm(transferSchema(wallet, nameOf), {
    defaultValues: { from: MAIN_WALLET, to: firstVendor, amount: '', all: false },
  });
  const draft = form.watch();
  const money = (a: string) => `${currency.symbol}${formatAmount(a)}`;

  /** Runs one money call: its key, the notice, field errors, and fresh balances everywhere after. */
  async function run(
    sig: string,
    call: (key: string) => Promise<WalletTransferResult>,
    done: (r: WalletTransferResult) => string,
  ) {
    setBusy(true);
    setNotice(null);
    form.clearErrors();
    try {
      const r = await call(keys.keyFor(sig));
      keys.settled();
      setNotice({ tone: 'ok', text: done(r) });
      return true;
    } catch (err) {
      keys.settled(err);
      if (err instanceof ApiError && err.fields.length) showFieldErrors(form, err);
      else setNotice({ tone: 'error', text: err instanceof Error ? err.message : String(err) });
      return false;
    } finally {
      setBusy(false);
      await invalidate();
    }
  }

  const submit = form.handleSubmit(async (draft) => {
    const { from, to, all } = draft;
    const body = all ? { from, to, all: true } : { from, to, amount: draft.amount.trim() };
    const ok = await run(
      JSON.stringify(body),
      (key) => walletTransfer(body, key),
      (r) => t('wallet.done', { amount: money(r.amount), from: nameOf(from), to: nameOf(to) }),
    );
    if (ok) form.reset({ ...draft, amount: '', all: false });
  });
  const recall = (vendor?: string) =>
    run(
      `recall:${vendor ?? '*'}:${Date.now()}`,
      (key) => (vendor ? walletTransfer({ from: vendor, to: MAIN_WALLET, all: true }, key) : recallAll(key)),
      (r) =>
        [
          r.legs.length ? t('wallet.recallDone', { amount: money(r.amount) }) : t('wallet.recallNothing'),
          r.skipped.length ? t('wallet.recallSkipped', { vendors: r.skipped.map(nameOf).join(', ') }) : '',
        ]
          .filter(Boolean)
          .join(' · '),
    );

  return (
    <div data-testid="transfer-fund" className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <div className="text-xs text-muted">{t('wallet.total')}</div>
          <div className="text-xl font-bold tabular-nums" data-testid="wallet-total">
            {money(wallet.total)}
          </div>
          {funds && (
            <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted" data-testid="wallet-funds">
              <span>
                {t('wallet.account.bonus')}: <span className="text-fg tabular-nums">{money(funds.bonus)}</span>
              </span>
              <span>
                {t('wallet.account.locked')}: <span className="text-fg tabular-nums">{money(funds.locked)}</span>
              </span>
              <span>
                {t('wallet.turnoverLeft')}:{' '}
                <span className="text-fg tabular-nums">{money(funds.turnover.remaining)}</span>
              </span>
            </div>
          )}
        </div>
        <div className="flex gap-2">
          <Button variant="ghost" onClick={refetch} aria-label={t('wallet.refresh')} data-testid="wallet-refresh">
            <RefreshIcon width={16} height={16} className={refetching ? 'animate-spin' : ''} />
            <span className="hidden sm:inline">{t('wallet.refresh')}</span>
          </Button>
          <Button
            variant="outline"
            disabled={busy || wallet.isDemo}
            onClick={() => void recall()}
            data-testid="recall-all"
          >
            {t('wallet.recallAll')}
          </Button>
        </div>
      </div>
      {wallet.isDemo && <p className="rounded-lg bg-gold/10 px-3 py-2 text-sm text-gold">{t('wallet.demo')}</p>}
      {notice && (
        <p
          role="status"
          data-testid="wallet-notice"
          className={`rounded-lg px-3 py-2 text-sm ${notice.tone === 'ok' ? 'bg-emerald/10 text-emerald' : 'bg-danger/10 text-danger'}`}
        >
          {notice.text}
        </p>
      )}
      <section className="flex flex-col gap-2">
        <h3 className="text-sm font-bold text-muted">{t('wallet.wallets')}</h3>
        {wallet.vendors.length === 0 && <p className="text-sm text-muted">{t('wallet.noVendors')}</p>}
        <WalletCards
          wallet={wallet}
          selected={draft.from === MAIN_WALLET ? draft.to : draft.from}
          busy={busy}
          onSelect={(v) => form.reset({ ...draft, from: MAIN_WALLET, to: v, all: false })}
          onRecall={(v) => void recall(v)}
        />
      </section>
      <section className="flex flex-col gap-2">
        <h3 className="text-sm font-bold text-muted">{t('wallet.transferTitle')}</h3>
        <TransferForm wallet={wallet} form={form} onSubmit={() => void submit()} busy={busy} />
      </section>
    </div>
  );
}
