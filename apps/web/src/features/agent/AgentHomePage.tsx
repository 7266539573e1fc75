import { AGENT_MENU, AGENT_MENU_SWITCHES, AGENT_TYPES } from '@platform/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { logout, useBalance, useMemberInfo, useResetAccount } from '../../api/account';
import { useToken } from '../../state/session';
import { gmtOffset, zonesDiffer } from '../../ui/datetime';
import { Loader } from '../../ui/Loader';
import { ContractPopup } from '../agent-contracts/ContractPopup';
import { ContractScreen } from '../agent-contracts/ContractScreen';
import { logoOf, useBrand } from '../layout/brand';
import { LanguageSelect } from '../layout/LanguageSelect';
import { formatAmount } from '../layout/money';
import { AgentClock } from './AgentClock';
import { AnnouncementScreen } from './screens/AnnouncementScreen';
import { DownlineAccountScreen } from './screens/DownlineAccountScreen';
import { DownlineScreen } from './screens/DownlineScreen';
import { MyIncomeScreen } from './screens/MyIncomeScreen';
import { RegisterCenterScreen } from './screens/RegisterCenterScreen';
import { TeamBettingScreen } from './screens/TeamBettingScreen';
import { TeamOverviewScreen } from './screens/TeamOverviewScreen';
import { UserLossScreen } from './screens/UserLossScreen';

type Menu = (typeof AGENT_MENU)[number];
const isMenu = (m: string | null): m is Menu => (AGENT_MENU as readonly string[]).includes(m ?? '');

function Screen({ menu }: { menu: Menu }) {
  switch (menu) {
    case 'announcement':
      return <AnnouncementScreen />;
    case 'teamOverview':
      return <TeamOverviewScreen />;
    case 'registerCenter':
      return <RegisterCenterScreen />;
    case 'downlineManagement':
      return <DownlineScreen />;
    case 'teamBetting':
      return <TeamBettingScreen />;
    case 'userLoss':
      return <UserLossScreen />;
    case 'myIncome':
      return <MyIncomeScreen />;
    case 'downlineAccount':
      return <DownlineAccountScreen />;
    case 'dividendRecord':
      return <ContractScreen kind="dividend" />;
    case 'dailyWages':
      return <ContractScreen kind="dailySalary" />;
    case 'hourlySalary':
      return <ContractScreen kind="hourlySalary" />;
    case 'realTimeSalary':
      return <ContractScreen kind="realTimeSalary" />;
  }
}

/**
 * /agentHome: only for a logged-in agent (types 1, 2, 41, 42); everyone else goes to /agent. The
 * screen is in the URL (?menu=), so a reload or a shared link opens the same one.
 */
export function AgentHomePage() {
  const { t } = useTranslation();
  const brand = useBrand();
  const token = useToken();
  const info = useMemberInfo();
  const navigate = useNavigate();
  const reset = useResetAccount();
  const [params, setParams] = useSearchParams();
  const balance = useBalance();
  const asked = params.get('menu');
  const ready = Boolean(info.data);
  // On a phone the menu is one scrolling row: the open screen's entry is brought into view.
  useEffect(() => {
    if (!ready) return;
    document
      .querySelector(`[data-testid="agent-menu-${asked ?? 'announcement'}"]`)
      ?.scrollIntoView({ block: 'nearest', inline: 'center' });
  }, [asked, ready]);
  const signOut = async () => {
    await logout().catch(() => undefined);
    reset();
    navigate('/agent');
  };
  if (!token) return <Navigate to="/agent" replace />;
  if (info.isPending) return <Loader />;
  if (info.isError || !(AGENT_TYPES as readonly number[]).includes(info.data.type))
    return <Navigate to="/agent" replace />;
  const menu = AGENT_MENU.filter(
    (m) => !(m in AGENT_MENU_SWITCHES) || brand.flags[AGENT_MENU_SWITCHES[m as keyof typeof AGENT_MENU_SWITCHES]],
  );
  // A screen switched off since the link was made falls back to the first one.
  const active: Menu = isMenu(asked) && menu.includes(asked) ? asked : 'announcement';
  const choose = (m: Menu) => setParams(m === 'announcement' ? {} : { menu: m });
  return (
    <div data-testid="agent-home" className="flex min-h-dvh flex-col md:flex-row">
      <aside className="border-line bg-surface md:sticky md:top-0 md:h-dvh md:w-60 md:shrink-0 md:border-e">
        <div className="flex items-center gap-2 p-4">
          <img src={logoOf(brand)} alt="" className="h-8" />
          <span className="font-bold leading-tight">{t('agent.title')}</span>
        </div>
        <nav className="no-scrollbar flex gap-1 overflow-x-auto p-2 md:flex-col" data-testid="agent-menu">
          {menu.map((m) => (
            <button
              key={m}
              type="button"
              data-testid={`agent-menu-${m}`}
              aria-current={active === m ? 'page' : undefined}
              onClick={() => choose(m)}
              className={`shrink-0 rounded-lg px-3 py-2 text-start text-sm ${active === m ? 'bg-gold/15 font-semibold text-gold' : 'text-muted hover:bg-surface-2'}`}
            >
              {t(`agent.menu.${m}`)}
            </button>
          ))}
        </nav>
      </aside>
      <main className="min-w-0 flex-1 p-4 sm:p-5">
        <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
          <h1 className="text-xl font-bold" data-testid="agent-screen-title">
            {t(`agent.menu.${active}`)}
          </h1>
          <span className="flex flex-wrap items-center gap-3 text-xs text-muted">
            <span className="flex items-center gap-2">
              {t('agent.clock')} <AgentClock />
            </span>
            {zonesDiffer(brand.timezone) && (
              // Reports count brand days: a member elsewhere is told when those days begin.
              <span data-testid="agent-brand-days" className="rounded-lg bg-surface-2 px-2 py-1">
                {t('agent.brandDays', { zone: gmtOffset(brand.timezone) })}
              </span>
            )}
            <span className="font-semibold text-fg" data-testid="agent-account">
              {info.data.account}
            </span>
            {balance.data && (
              <span className="rounded-lg bg-surface-2 px-2 py-1 tabular-nums text-fg">
                {t('agent.balance')}{' '}
                <span className="font-bold" data-testid="agent-balance">
                  {formatAmount(balance.data.balance)}
                </span>
              </span>
            )}
            <LanguageSelect compact />
            <button
              type="button"
              onClick={() => void signOut()}
              className="rounded-lg border border-line px-2.5 py-1 text-fg hover:bg-surface-2"
            >
              {t('account.signOut')}
            </button>
          </span>
        </div>
        <div data-testid={`agent-screen-${active}`}>
          <Screen menu={active} />
        </div>
      </main>
      <ContractPopup />
    </div>
  );
}
