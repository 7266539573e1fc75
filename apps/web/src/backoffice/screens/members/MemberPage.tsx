import { ROUTES } from '@platform/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link, Navigate, NavLink, Route, Routes, useParams } from 'react-router';
import { opsCall } from '../../api/ops-call';
import { canUse, useOpsMe } from '../../api/session';
import { useOpsT } from '../../i18n';
import { Pill } from '../../ui/Pill';
import { MemberActions } from './actions';
import { BalancesTab } from './BalancesTab';
import { CashierTab } from './CashierTab';
import { LedgerTab } from './LedgerTab';
import { NotesTab } from './NotesTab';
import { ProfileTab } from './ProfileTab';
import { RgTab } from './RgTab';
import { RoundsTab } from './RoundsTab';
import { SessionsTab } from './SessionsTab';

const TABS = ['profile', 'balances', 'ledger', 'rounds', 'cashier', 'sessions', 'notes', 'rg'] as const;

export const memberKey = (id: number) => ['ops', 'members', 'one', id] as const;

/** /ops/members/:id/<tab>: the member's header and actions, then one tab. */
export function MemberPage() {
  const t = useOpsT();
  const id = Number(useParams().id);
  const me = useOpsMe().data;
  const member = useQuery({
    queryKey: memberKey(id),
    queryFn: () => opsCall(ROUTES.opsMember, { params: { memberId: id } }),
    enabled: Number.isInteger(id) && id > 0,
  });
  if (member.error)
    return (
      <div className="flex flex-col gap-3" role="alert">
        <p>{member.error instanceof Error ? member.error.message : t('table.error')}</p>
        <Link to="/ops/members" className="text-gold underline">
          {t('members.back')}
        </Link>
      </div>
    );
  const m = member.data;
  if (!m) return <p className="text-muted">{t('shell.loading')}</p>;
  return (
    <div className="flex flex-col gap-4" data-testid="member-page">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex flex-col gap-1">
          <Link to="/ops/members" className="text-xs text-muted hover:text-fg">
            ← {t('members.back')}
          </Link>
          <h1 className="flex flex-wrap items-center gap-2 text-xl font-bold">
            <span data-testid="member-account">{m.account}</span>
            <span className="text-sm font-normal text-muted">#{m.id}</span>
            <Pill tone={m.status === 'active' ? 'good' : 'bad'} testId="member-status">
              {t(`members.status.${m.status}`)}
            </Pill>
            <Pill tone="muted">{m.vip.name}</Pill>
            {m.isAgent && <Pill tone="muted">{t('members.kind.agent')}</Pill>}
          </h1>
          <p className="text-xs text-muted" data-testid="member-live-sessions">
            {t('members.liveSessions', { count: m.liveSessions })}
          </p>
        </div>
        <MemberActions
          member={m}
          canWrite={canUse(me, 'members.write')}
          canAdjust={canUse(me, 'money.adjust') && !m.isTrial}
        />
      </div>
      <nav className="flex flex-wrap gap-1 border-b border-line" aria-label={t('members.tabs')}>
        {TABS.filter((tab) => tab !== 'rg' || canUse(me, 'rg')).map((tab) => (
          <NavLink
            key={tab}
            to={`/ops/members/${id}/${tab}`}
            data-testid={`member-tab-${tab}`}
            className={({ isActive }) =>
              `-mb-px border-b-2 px-3 py-2 text-sm font-semibold ${isActive ? 'border-gold text-fg' : 'border-transparent text-muted hover:text-fg'}`
            }
          >
            {t(`members.tab.${tab}`)}
          </NavLink>
        ))}
      </nav>
      <Routes>
        <Route index element={<Navigate to={`/ops/members/${id}/profile`} replace />} />
        <Route path="profile" element={<ProfileTab member={m} />} />
        <Route path="balances" element={<BalancesTab member={m} />} />
        <Route path="ledger" element={<LedgerTab id={id} />} />
        <Route path="rounds" element={<RoundsTab id={id} />} />
        <Route path="cashier" element={<CashierTab id={id} />} />
        <Route path="sessions" element={<SessionsTab id={id} />} />
        <Route path="notes" element={<NotesTab id={id} canWrite={canUse(me, 'members.write')} />} />
        <Route path="rg" element={<RgTab id={id} />} />
      </Routes>
    </div>
  );
}
