import type { AgentTransferResult } from '@platform/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { transferToUpline, useTransferInfo } from '../../api/agent-transfers';
import { Spinner } from '../../ui/Loader';
import { NeedPin, TransferDone } from './TransferDone';
import { TransferForm } from './TransferForm';
import { TransferRecords } from './TransferRecords';
import { TransferSummary } from './TransferSummary';

/**
 * Member center "transfer to upline" (transferUpline): the upline's account, the balance and
 * today's limit left, then amount and payment password; the result; the transfer records.
 */
export function TransferUplineScreen() {
  const { t } = useTranslation();
  const info = useTransferInfo();
  const [done, setDone] = useState<AgentTransferResult>();

  if (info.isPending) return <Spinner />;
  if (info.isError) return <p className="text-sm text-danger">{info.error.message}</p>;
  const data = info.data;

  let main: React.ReactNode;
  if (!data.upline) {
    main = (
      <p data-testid="transfer-no-upline" className="rounded-xl bg-surface-2 px-4 py-3 text-sm text-muted">
        {t('agentTransfers.noUpline')}
      </p>
    );
  } else if (!data.paymentPasswordSet) {
    main = <NeedPin />;
  } else if (done) {
    main = <TransferDone result={done} onAgain={() => setDone(undefined)} />;
  } else {
    main = (
      <TransferForm
        info={data}
        testId="transfer-upline"
        send={(amount, paymentPassword, key) => transferToUpline({ amount, paymentPassword }, key)}
        onSent={setDone}
      />
    );
  }

  return (
    <div data-testid="transfer-upline-screen" className="flex flex-col gap-8">
      <TransferSummary info={data} to={data.upline?.account ?? null} />
      {main}
      <TransferRecords />
    </div>
  );
}
