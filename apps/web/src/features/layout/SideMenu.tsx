import { BECOME_AGENT_PATH, REWARD_CENTER_PATH } from '@platform/contracts';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useGameMenus } from '../../api/system';
import { CATEGORY_ICONS, ChevronIcon, CloseIcon, GiftIcon, HeadsetIcon, UsersIcon } from '../../ui/icons';
import { useShowReferral } from '../agent-transfers/referral';
import { appUrl } from '../app-download/links';
import { AppQr } from './AppQr';
import { useBrand } from './brand';
import { LanguageSelect } from './LanguageSelect';
import { ThemeToggle } from './ThemeToggle';

/**
 * The menu's content. `dense` is the desktop column: it must fit a 900 px high screen whole, customer
 * service included, so its rows are tighter, its QR codes smaller, and the language and theme
 * switches (which the desktop header already has) are left out.
 */
function MenuBody({
  collapsed,
  dense = false,
  onNavigate,
}: {
  collapsed: boolean;
  dense?: boolean;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const brand = useBrand();
  const menus = useGameMenus();
  // Spec §6: invite friends only for agents, or players while the referral promo is on (logged in).
  const showReferral = useShowReferral();
  const cs = brand.customerService.filter((c) => c.csPosition === 'sidemenu');
  const pad = dense ? 'py-2' : 'py-2.5';
  const item = ({ isActive }: { isActive: boolean }) =>
    `flex items-center gap-3 rounded-lg px-3 ${dense ? 'py-1.5' : pad} text-sm font-medium transition ${collapsed ? 'justify-center' : ''} ${
      isActive ? 'bg-gold/15 text-gold' : 'text-muted hover:bg-surface-2 hover:text-fg'
    }`;
  return (
    <div className={`flex flex-col p-3 ${dense ? 'gap-3' : 'gap-4'}`}>
      <nav className="flex flex-col gap-0.5" aria-label={t('side.games')}>
        {menus.data?.map((m) => {
          const Icon = CATEGORY_ICONS[m.category];
          return (
            <NavLink key={m.category} to={m.path} className={item} onClick={onNavigate} title={m.name}>
              {Icon && <Icon />}
              {!collapsed && <span className="truncate">{m.name}</span>}
            </NavLink>
          );
        })}
      </nav>
      <div className="flex flex-col gap-2">
        <NavLink
          to={REWARD_CENTER_PATH}
          onClick={onNavigate}
          data-testid="side-reward"
          className={`flex items-center gap-3 rounded-xl bg-gradient-to-r from-gold-2 to-gold px-3 ${pad} text-sm font-bold text-[#2a1a00] ${collapsed ? 'justify-center' : ''}`}
        >
          <GiftIcon />
          {!collapsed && t('side.reward')}
        </NavLink>
        {showReferral && (
          <NavLink
            to="/member?tab=referral"
            onClick={onNavigate}
            data-testid="side-invite"
            className={`flex items-center gap-3 rounded-xl bg-surface-2 px-3 ${pad} text-sm font-semibold text-emerald ${collapsed ? 'justify-center' : ''}`}
          >
            <UsersIcon />
            {!collapsed && t('side.invite')}
          </NavLink>
        )}
        <NavLink
          to={BECOME_AGENT_PATH}
          onClick={onNavigate}
          data-testid="side-become-agent"
          className={`flex items-center gap-3 rounded-xl bg-surface-2 px-3 ${pad} text-sm font-semibold text-fg ${collapsed ? 'justify-center' : ''}`}
        >
          <HeadsetIcon />
          {!collapsed && t('side.agentContact')}
        </NavLink>
      </div>
      {!collapsed && (
        <>
          <section className={`rounded-xl border border-line bg-surface-2/50 ${dense ? 'px-3 py-2' : 'p-3'}`}>
            <h3 className="mb-2 text-xs font-semibold uppercase tracking-wide text-muted">{t('side.appDownload')}</h3>
            <div className="flex justify-around">
              {/* The install guides on this very site (location.origin), whichever address it was opened at. */}
              <AppQr url={appUrl('ios')} label={t('side.ios')} size={dense ? 68 : 84} />
              <AppQr url={appUrl('android')} label={t('side.android')} size={dense ? 68 : 84} />
            </div>
          </section>
          <section>
            <h3 className="mb-1 px-1 text-xs font-semibold uppercase tracking-wide text-muted">
              {t('side.customerService')}
            </h3>
            <div className={dense ? 'flex flex-wrap' : ''}>
              {cs.map((c) => (
                <a
                  key={c.path}
                  href={c.path}
                  target="_blank"
                  rel="noreferrer"
                  className={`${dense ? 'inline-block py-1.5' : 'block py-2'} rounded-lg px-3 text-sm text-muted hover:bg-surface-2 hover:text-fg`}
                >
                  {c.title}
                </a>
              ))}
            </div>
          </section>
          {!dense && (
            <div className="flex items-center gap-1">
              <LanguageSelect />
              <ThemeToggle />
            </div>
          )}
        </>
      )}
    </div>
  );
}

/** Collapsible on desktop (state saved); a drawer on phones and tablets. */
export function SideMenu({
  collapsed,
  onToggle,
  drawerOpen,
  onCloseDrawer,
}: {
  collapsed: boolean;
  onToggle: () => void;
  drawerOpen: boolean;
  onCloseDrawer: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <aside
        data-testid="side-menu"
        className={`sticky top-28 hidden h-[calc(100dvh-7rem)] shrink-0 overflow-y-auto border-e border-line bg-surface transition-[width] lg:block ${collapsed ? 'w-18' : 'w-60'}`}
      >
        <button
          type="button"
          onClick={onToggle}
          aria-label={collapsed ? t('side.expand') : t('side.collapse')}
          className="mx-3 mt-2 flex items-center gap-2 rounded-lg px-2 py-1.5 text-xs text-muted hover:bg-surface-2"
        >
          <ChevronIcon className={collapsed ? '' : 'rotate-180 rtl:rotate-0'} />
          {!collapsed && t('side.collapse')}
        </button>
        <MenuBody collapsed={collapsed} dense />
      </aside>
      {drawerOpen && (
        <div className="fixed inset-0 z-40 lg:hidden">
          <button
            type="button"
            className="absolute inset-0 bg-black/60"
            aria-label={t('common.close')}
            onClick={onCloseDrawer}
          />
          <aside
            data-testid="side-menu-drawer"
            className="absolute inset-y-0 start-0 w-72 overflow-y-auto bg-surface shadow-2xl"
          >
            <div className="flex justify-end p-2">
              <button
                type="button"
                onClick={onCloseDrawer}
                className="rounded-lg p-2 text-muted"
                aria-label={t('common.close')}
              >
                <CloseIcon />
              </button>
            </div>
            <MenuBody collapsed={false} onNavigate={onCloseDrawer} />
          </aside>
        </div>
      )}
    </>
  );
}
