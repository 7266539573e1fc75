import { AGENT_MENU, AGENT_MENU_SWITCHES, AGENT_TYPES } from '@platform/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { logout, useMemberInfo, useResetAccount } from '../../api/account';
import { useToken } from '../../app/session';
import { Loader } from '../../ui/Loader';
import { logoOf, useBrand } from '../layout/brand';
import { AgentClock } from './AgentClock';

/** /agentHome: only for a logged-in agent (types 1, 2, 41, 42); everyone else goes to /agent. */
export function AgentHomePage() {
  const { t } = useTranslation();
  const brand = useBrand();
  const token = useToken();
  const info = useMemberInfo();
  const navigate = useNavigate();
  const reset = useResetAccount();
  const signOut = async () => {
    await logout().catch(() => undefined);
    reset();
    navigate('/agent');
  };
  const [active, setActive] = useState<(typeof AGENT_MENU)[number]>('announcement');
  if (!token) return <Navigate to="/agent" replace />;
  if (info.isPending) return <Loader />;
  if (info.isError || !(AGENT_TYPES as readonly number[]).includes(info.data.type))
    return <Navigate to="/agent" replace />;
  const menu = AGENT_MENU.filter(
    (m) => !(m in AGENT_MENU_SWITCHES) || brand.flags[AGENT_MENU_SWITCHES[m as keyof typeof AGENT_MENU_SWITCHES]],
  );
  return (
    <div data-testid="agent-home" className="flex min-h-dvh flex-col md:flex-row">
      <aside className="border-line bg-surface md:w-64 md:border-e">
        <div className="flex items-center gap-2 p-4">
          <img src={logoOf(brand)} alt="" className="h-8" />
          <span className="font-bold">{t('agent.title')}</span>
        </div>
        <nav className="no-scrollbar flex gap-1 overflow-x-auto p-2 md:flex-col">
          {menu.map((m) => (
            <button
              key={m}
              type="button"
              onClick={() => setActive(m)}
              className={`shrink-0 rounded-lg px-3 py-2 text-start text-sm ${active === m ? 'bg-gold/15 font-semibold text-gold' : 'text-muted hover:bg-surface-2'}`}
            >
              {t(`agent.menu.${m}`)}
            </button>
          ))}
        </nav>
      </aside>
      <main className="flex-1 p-5">
        <div className="mb-4 flex items-center justify-between">
          <h1 className="text-xl font-bold">{t(`agent.menu.${active}`)}</h1>
          <span className="flex items-center gap-3 text-xs text-muted">
            <span className="flex items-center gap-2">
              {t('agent.clock')} <AgentClock timeZone={brand.timezone} />
            </span>
            <span className="hidden font-semibold text-fg sm:inline" data-testid="agent-account">
              {info.data.account}
            </span>
            <button
              type="button"
              onClick={() => void signOut()}
              className="rounded-lg border border-line px-2.5 py-1 text-fg hover:bg-surface-2"
            >
              {t('account.signOut')}
            </button>
          </span>
        </div>
      </main>
    </div>
  );
}
