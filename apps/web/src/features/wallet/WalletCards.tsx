import type { MerchantWallet } from '@platform/contracts';
import { useTranslation } from 'react-i18next';
import { WalletIcon } from '../../ui/icons';
import { useBrand } from '../layout/brand';
import { formatAmount } from '../layout/money';

/**
 * The main wallet and one card per transfer-mode vendor wallet. Choosing a vendor card makes it
 * the destination of the transfer form; its recall button brings that wallet's money back.
 */
export function WalletCards({
  wallet,
  selected,
  onSelect,
  onRecall,
  busy,
}: {
  wallet: MerchantWallet;
  selected: string;
  onSelect: (vendor: string) => void;
  onRecall: (vendor: string) => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const { currency } = useBrand();
  return (
    <div className="grid grid-cols-2 gap-2 sm:gap-3 xl:grid-cols-4">
      <div
        data-testid="wallet-main"
        className="flex flex-col justify-between gap-3 rounded-xl border border-gold/40 bg-gradient-to-br from-gold/20 via-surface-2 to-surface-2 p-4 col-span-2 xl:col-span-1"
      >
        <div className="flex items-center gap-2 text-sm font-semibold">
          <WalletIcon width={18} height={18} className="text-gold" />
          {t('wallet.main')}
        </div>
        <div className="text-2xl font-bold tabular-nums text-gold" data-testid="wallet-main-balance">
          <span className="me-1 text-base">{currency.symbol}</span>
          {formatAmount(wallet.main)}
        </div>
      </div>
      {wallet.vendors.map((v) => {
        const empty = /^0\.00$/.test(v.balance);
        return (
          <div
            key={v.vendor}
            data-testid={`wallet-${v.vendor}`}
            className={`flex flex-col gap-2 rounded-xl border p-3 transition ${selected === v.vendor ? 'border-gold bg-gold/5' : 'border-line bg-surface-2/60'}`}
          >
            <button
              type="button"
              disabled={v.maintenance || wallet.isDemo}
              onClick={() => onSelect(v.vendor)}
              className="flex items-center gap-2 text-start disabled:cursor-not-allowed"
            >
              <img
                src={v.logo}
                alt=""
                className="h-7 w-12 shrink-0 rounded bg-surface-3 object-contain p-0.5 sm:h-8 sm:w-14"
              />
              <span className="min-w-0 flex-1 text-sm font-semibold leading-snug break-words">{v.name}</span>
              {v.maintenance && (
                <span className="rounded-full bg-danger/15 px-2 py-0.5 text-[10px] font-semibold text-danger">
                  {t('wallet.maintenance')}
                </span>
              )}
            </button>
            <div className="flex items-center justify-between gap-2">
              <span
                data-testid={`wallet-${v.vendor}-balance`}
                className={`text-lg font-bold tabular-nums ${empty ? 'text-muted' : 'text-fg'}`}
              >
                {formatAmount(v.balance)}
              </span>
              <button
                type="button"
                disabled={empty || v.maintenance || busy || wallet.isDemo}
                onClick={() => onRecall(v.vendor)}
                className="rounded-md border border-line px-2 py-1 text-xs font-semibold text-muted hover:border-gold/60 hover:text-fg disabled:opacity-40"
              >
                {t('wallet.recallOne')}
              </button>
            </div>
          </div>
        );
      })}
    </div>
  );
}
