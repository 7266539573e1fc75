import { Navigate, Route, Routes } from 'react-router';
import { useOpsT } from '../../i18n';
import { SubTabs } from '../../ui/SubTabs';
import { ApplicationsTab } from './Applications';
import { ContractsTab } from './Contracts';
import { SettlementsTab } from './Settlements';
import { TreeTab } from './Tree';

/** /ops/agents: the agent tree, affiliate applications, contracts, settlement runs. */
export default function AgentsSection() {
  const t = useOpsT();
  return (
    <div>
      <h1 className="mb-3 text-xl font-bold">{t('agents.title')}</h1>
      <SubTabs
        base="/ops/agents"
        tabs={[
          { to: 'tree', label: t('agents.tabs.tree') },
          { to: 'applications', label: t('agents.tabs.applications') },
          { to: 'contracts', label: t('agents.tabs.contracts') },
          { to: 'settlements', label: t('agents.tabs.settlements') },
        ]}
      />
      <Routes>
        <Route index element={<Navigate to="tree" replace />} />
        <Route path="tree" element={<TreeTab />} />
        <Route path="applications" element={<ApplicationsTab />} />
        <Route path="contracts" element={<ContractsTab />} />
        <Route path="settlements" element={<SettlementsTab />} />
      </Routes>
    </div>
  );
}
