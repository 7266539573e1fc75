import { Navigate, Route, Routes } from 'react-router';
import { useOpsT } from '../../i18n';
import { PageHeading } from '../../ui/PageHeading';
import { SubTabs } from '../../ui/SubTabs';
import { ApplicationsTab } from './Applications';
import { ContractsTab } from './Contracts';
import { SettlementsTab } from './Settlements';
import { TreeTab } from './Tree';

/** /ops/agents: the agent tree, affiliate applications, contracts, settlement runs. */
export default function AgentsSection() {
  const t = useOpsT();
  return (
    <div className="flex flex-col gap-4">
      <PageHeading title={t('agents.title')} />
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
