import { REWARD_CENTER_PATH, STORAGE_KEYS } from '@platform/contracts';
import * as Dropdown from '@radix-ui/react-dropdown-menu';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useBalance, useIcon, useMemberInfo } from '../../api/account';
import { useUnreadCount } from '../../api/messages';
import { useInvalidateMoney } from '../../api/wallet';
import { useModals } from '../../state/modals';
import { Button } from '../../ui/Button';
import { ChevronIcon, EyeIcon, EyeOffIcon, RefreshIcon } from '../../ui/icons';
import { CountBadge } from '../messages/CountBadge';
import { Avatar } from './Avatar';
import { useBrand } from './brand';
import { formatAmount } from './money';

/** The logged-in part of the header (spec §2): balance with hide and refresh, deposit and withdraw, account menu. */
export function HeaderAccount() {
  const { t } = useTranslation();
  const brand = useBrand();
  const info = useMemberInfo();
  const balance = useBalance();
  // Refresh reloads every money figure (header, wallets, records), not only this number.
  const invalidateMoney = useInvalidateMoney();
  const icon = useIcon();
  const unread = useUnreadCount().data;
  const navigate = useNavigate();
  const { open } = useModals();
  const [hidden, setHidden] = useState(() => localStorage.getItem(STORAGE_KEYS.hideBalance) === '1');
  const toggleHidden = () => {
    localStorage.setItem(STORAGE_KEYS.hideBalance, hidden ? '0' : '1');
    setHidden(!hidden);
  };
  const m = info.data;
  const amount = balance.data ? formatAmount(balance.data.balance) : '—';
  const member = (tab: string) => `/member?tab=${tab}`;
  const items: {
    label: string;
    to?: string;
    onSelect?: () => void;
    show?: boolean;
    testId?: string;
    count?: number;
  }[] = [
    { label: t('account.bettingRecord'), to: member('personalHistoryCopy') },
    { label: t('account.accountRecord'), to: member('transactionHistory') },
    { label: t('account.profitLoss'), to: member('personalProfit') },
    { label: t('account.rewardCenter'), to: REWARD_CENTER_PATH, testId: 'menu-reward' },
    { label: t('account.points'), to: '/pointMall', show: brand.flags.pointsMall },
    { label: t('account.myAccount'), to: member('securityCenter') },
    { label: t('member.menu.messageV2'), to: member('messageV2'), testId: 'menu-messages', count: unread },
    { label: t('account.agentCenter'), to: '/agentHome', show: Boolean(m?.isAgent) },
    { label: t('account.manualRebate'), to: member('bonusDetails'), show: brand.flags.manualRebate },
    { label: t('account.signOut'), onSelect: () => open('logout'), testId: 'menu-logout' },
  ];

  return (
    <div data-testid="header-account" className="flex min-w-0 items-center gap-1.5 sm:gap-2">
      {/* The balance gives way on a narrow phone (a symbol for the code, its figure truncates); the
          account button never does, or it shrinks to a sliver at the header's edge. */}
      <div className="flex min-w-0 items-center gap-1 rounded-lg bg-surface-2 py-1 ps-2.5 pe-1">
        {/* A phone shows the one-character symbol (৳) where a wider screen has room for the code (BDT). */}
        <span className="text-xs text-muted sm:hidden">{brand.currency.symbol}</span>
        <span className="hidden text-xs text-muted sm:inline">{balance.data?.currency ?? brand.currency.code}</span>
        <span
          data-testid="balance"
          className="min-w-0 truncate text-end text-sm font-bold tabular-nums text-gold sm:min-w-[4.5rem]"
        >
          {hidden ? '****' : amount}
        </span>
        <button
          type="button"
          onClick={toggleHidden}
          aria-label={hidden ? t('account.showBalance') : t('account.hideBalance')}
          data-testid="balance-toggle"
          className="rounded p-1 text-muted hover:text-fg"
        >
          {hidden ? <EyeOffIcon width={16} height={16} /> : <EyeIcon width={16} height={16} />}
        </button>
        <button
          type="button"
          onClick={() => void invalidateMoney()}
          aria-label={t('account.refreshBalance')}
          data-testid="balance-refresh"
          className={`rounded p-1 text-muted hover:text-fg ${balance.isFetching ? 'animate-spin' : ''}`}
        >
          <RefreshIcon width={16} height={16} />
        </button>
      </div>
      {m?.isTrial ? (
        <div className="hidden sm:flex">
          {/* Hidden through its wrapper: the button's own inline-flex wins over a `hidden` in its class. */}
          <Button data-testid="btn-real-account" onClick={() => open('register')} className="whitespace-nowrap px-3">
            {t('account.getRealAccount')}
          </Button>
        </div>
      ) : (
        <div className="hidden items-center gap-1.5 md:flex">
          <Button variant="emerald" onClick={() => navigate(member('depositv2'))}>
            {t('account.deposit')}
          </Button>
          <Button variant="outline" onClick={() => navigate(member('withdraw'))}>
            {t('account.withdraw')}
          </Button>
        </div>
      )}
      <Dropdown.Root modal={false}>
        <Dropdown.Trigger
          data-testid="account-menu"
          className="flex shrink-0 items-center gap-1.5 rounded-lg p-1 text-sm hover:bg-surface-2"
          aria-label={t('account.menu')}
        >
          <span className="relative">
            <Avatar url={icon.data?.iconUrl} />
            <CountBadge count={unread} testId="header-unread" className="absolute -end-1.5 -top-1.5" />
          </span>
          <span className="hidden max-w-28 truncate font-semibold lg:inline">{m?.nickname ?? m?.account}</span>
          <ChevronIcon width={14} height={14} className="hidden rotate-90 text-muted lg:block" />
        </Dropdown.Trigger>
        <Dropdown.Portal>
          <Dropdown.Content
            align="end"
            sideOffset={6}
            className="z-50 min-w-52 rounded-xl border border-line bg-surface p-1.5 shadow-xl"
          >
            <div className="border-b border-line px-3 pb-2 pt-1">
              <div className="truncate font-semibold">{m?.account}</div>
              <div className="text-xs text-muted">
                {m?.isTrial ? t('account.trial') : m?.isAgent ? t('account.agent') : m?.vip.name}
              </div>
            </div>
            {/* On phones the header has no room for these buttons: they head the menu instead. */}
            <div className={`flex gap-1.5 border-b border-line p-1.5 ${m?.isTrial ? 'sm:hidden' : 'md:hidden'}`}>
              {m?.isTrial ? (
                <Dropdown.Item asChild onSelect={() => open('register')}>
                  <Button className="flex-1">{t('account.getRealAccount')}</Button>
                </Dropdown.Item>
              ) : (
                <>
                  <Dropdown.Item asChild onSelect={() => navigate(member('depositv2'))}>
                    <Button variant="emerald" className="flex-1">
                      {t('account.deposit')}
                    </Button>
                  </Dropdown.Item>
                  <Dropdown.Item asChild onSelect={() => navigate(member('withdraw'))}>
                    <Button variant="outline" className="flex-1">
                      {t('account.withdraw')}
                    </Button>
                  </Dropdown.Item>
                </>
              )}
            </div>
            {items
              .filter((i) => i.show !== false && !(m?.isTrial && i.to))
              .map((i) => (
                <Dropdown.Item
                  key={i.label}
                  data-testid={i.testId}
                  onSelect={() => (i.to ? navigate(i.to) : i.onSelect?.())}
                  className="flex cursor-pointer items-center justify-between gap-2 rounded-lg px-3 py-2 text-sm outline-none data-[highlighted]:bg-surface-2"
                >
                  {i.label}
                  <CountBadge count={i.count} />
                </Dropdown.Item>
              ))}
          </Dropdown.Content>
        </Dropdown.Portal>
      </Dropdown.Root>
    </div>
  );
}
