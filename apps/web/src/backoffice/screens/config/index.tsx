import { Navigate, NavLink, Route, Routes } from 'react-router';
import { type OpsKey, useOpsT } from '../../i18n';
import { PageHeading } from '../../ui/PageHeading';
import { BrandTab } from './BrandTab';
import { CsTab } from './CsTab';
import { LanguagesTab } from './LanguagesTab';
import { MaintenanceTab } from './MaintenanceTab';
import { RegionsTab } from './RegionsTab';
import { RegistrationTab } from './RegistrationTab';
import { VendorsTab } from './VendorsTab';

const TABS: { path: string; label: OpsKey; Screen: () => React.JSX.Element }[] = [
  { path: 'brand', label: 'config.tab.brand', Screen: BrandTab },
  { path: 'registration', label: 'config.tab.registration', Screen: RegistrationTab },
  { path: 'regions', label: 'config.tab.regions', Screen: RegionsTab },
  { path: 'maintenance', label: 'config.tab.maintenance', Screen: MaintenanceTab },
  { path: 'vendors', label: 'config.tab.vendors', Screen: VendorsTab },
  { path: 'customer-service', label: 'config.tab.cs', Screen: CsTab },
  { path: 'languages', label: 'config.tab.languages', Screen: LanguagesTab },
];

/**
 * /ops/config: the brand's configuration in tabs (permission `config`). Every change is saved on the
 * server at once, audited, and players' pages follow within a second (the server tells their sockets).
 */
export default function ConfigSection() {
  const t = useOpsT();
  return (
    <div className="flex flex-col gap-4" data-testid="config-section">
      <PageHeading title={t('config.title')} />
      <nav className="flex flex-wrap gap-1 border-b border-line" aria-label={t('config.title')}>
        {TABS.map((tab) => (
          <NavLink
            key={tab.path}
            to={`/ops/config/${tab.path}`}
            data-testid={`config-tab-${tab.path}`}
            className={({ isActive }) =>
              `-mb-px border-b-2 px-3 py-2 text-sm font-semibold ${isActive ? 'border-gold text-gold' : 'border-transparent text-muted hover:text-fg'}`
            }
          >
            {t(tab.label)}
          </NavLink>
        ))}
      </nav>
      <Routes>
        <Route index element={<Navigate to="/ops/config/brand" replace />} />
        {TABS.map(({ path, Screen }) => (
          <Route key={path} path={path} element={<Screen />} />
        ))}
        <Route path="*" element={<Navigate to="/ops/config/brand" replace />} />
      </Routes>
    </div>
  );
}
