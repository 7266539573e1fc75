import { Navigate, Route, Routes } from 'react-router';
import { useOpsT } from '../../i18n';
import { PageHeading } from '../../ui/PageHeading';
import { SubTabs } from '../../ui/SubTabs';
import { ChannelsTab } from './Channels';
import { DepositsTab } from './Deposits';
import { WithdrawalsTab } from './Withdrawals';

/** /ops/cashier: deposit queue, withdrawal queue, payment channels. */
export default function CashierSection() {
  const t = useOpsT();
  return (
    <div className="flex flex-col gap-4">
      <PageHeading title={t('cashier.title')} />
      <SubTabs
        base="/ops/cashier"
        tabs={[
          { to: 'deposits', label: t('cashier.tabs.deposits') },
          { to: 'withdrawals', label: t('cashier.tabs.withdrawals') },
          { to: 'channels', label: t('cashier.tabs.channels') },
        ]}
      />
      <Routes>
        <Route index element={<Navigate to="deposits" replace />} />
        <Route path="deposits" element={<DepositsTab />} />
        <Route path="withdrawals" element={<WithdrawalsTab />} />
        <Route path="channels" element={<ChannelsTab />} />
      </Routes>
    </div>
  );
}
