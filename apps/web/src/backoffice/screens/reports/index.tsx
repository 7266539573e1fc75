import { Navigate, NavLink, Route, Routes, useLocation } from 'react-router';
import { useOpsT } from '../../i18n';
import { PageHeading } from '../../ui/PageHeading';
import { AgentsReport } from './AgentsReport';
import { PlayersReport } from './PlayersReport';
import { PnlReport } from './PnlReport';

const TABS = ['vendor', 'category', 'players', 'agents'] as const;
type Tab = (typeof TABS)[number];

function TabLinks() {
  const t = useOpsT();
  const { search } = useLocation();
  // The range travels to the next tab; paging, sorting and the tab's own filter do not.
  const sp = new URLSearchParams(search);
  const keep = new URLSearchParams();
  for (const k of ['from', 'to']) {
    const v = sp.get(k);
    if (v) keep.set(k, v);
  }
  const qs = keep.size ? `?${keep}` : '';
  return (
    <nav className="flex flex-wrap gap-1 border-b border-line" aria-label={t('nav.reports')}>
      {TABS.map((tab: Tab) => (
        <NavLink
          key={tab}
          to={`/ops/reports/${tab}${qs}`}
          className={({ isActive }) =>
            `-mb-px border-b-2 px-3 py-2 text-sm font-semibold ${isActive ? 'border-gold text-gold' : 'border-transparent text-muted hover:text-fg'}`
          }
          data-testid={`tab-${tab}`}
        >
          {t(`reports.tab.${tab}`)}
        </NavLink>
      ))}
    </nav>
  );
}

/**
 * /ops/reports/<tab>: daily profit and loss per vendor or category, the player report and the agent
 * report over a range of brand days; paged, sorted and filtered by the server; each exports CSV.
 */
export default function ReportsSection() {
  const t = useOpsT();
  return (
    <div className="flex flex-col gap-4" data-testid="reports">
      <PageHeading title={t('nav.reports')} />
      <TabLinks />
      <Routes>
        <Route index element={<Navigate to="vendor" replace />} />
        <Route path="vendor" element={<PnlReport key="vendor" by="vendor" />} />
        <Route path="category" element={<PnlReport key="category" by="category" />} />
        <Route path="players" element={<PlayersReport />} />
        <Route path="agents" element={<AgentsReport />} />
        <Route path="*" element={<Navigate to="vendor" replace />} />
      </Routes>
      <p className="text-xs text-muted">{t('reports.note')}</p>
    </div>
  );
}
