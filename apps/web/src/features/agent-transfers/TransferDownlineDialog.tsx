import type { AgentTransferResult } from '@platform/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { transferToDownline, useTransferInfo } from '../../api/agent-transfers';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Loader';
import { Modal } from '../../ui/Modal';
import { NeedPin, TransferDone } from './TransferDone';
import { TransferForm } from './TransferForm';
import { TransferSummary } from './TransferSummary';

/**
 * Transfer to a downline (agent center, downline management): open while mounted. `onDone` runs
 * when it closes, with the transfer if one was made, so the list can refresh.
 */
export function TransferDownlineDialog({
  memberId,
  account,
  onDone,
}: {
  memberId: number;
  account: string;
  onDone: (result?: AgentTransferResult) => void;
}) {
  const { t } = useTranslation();
  const info = useTransferInfo();
  const [done, setDone] = useState<AgentTransferResult>();
  const close = () => onDone(done);

  let body: React.ReactNode;
  if (info.isPending) body = <Spinner />;
  else if (info.isError) body = <p className="text-sm text-danger">{info.error.message}</p>;
  else if (!info.data.paymentPasswordSet) body = <NeedPin />;
  else if (done) body = <TransferDone result={done} onAgain={() => setDone(undefined)} />;
  else
    body = (
      <TransferForm
        info={info.data}
        testId="transfer-downline"
        send={(amount, paymentPassword, key) => transferToDownline({ memberId, amount, paymentPassword }, key)}
        onSent={setDone}
      />
    );

  return (
    // Stacked: it opens over the downline detail, itself a modal.
    <Modal open stacked onClose={close} title={t('agentTransfers.downlineTitle')} testId="transfer-downline-dialog">
      <div className="flex flex-col gap-5">
        {info.data && <TransferSummary info={info.data} to={account} />}
        {body}
        {done && (
          <Button variant="ghost" onClick={close}>
            {t('agentTransfers.close')}
          </Button>
        )}
      </div>
    </Modal>
  );
}

/** A button that opens the dialog, for rows of a downline list. */
export function TransferDownlineButton({
  memberId,
  account,
  onDone,
  className = '',
}: {
  memberId: number;
  account: string;
  onDone?: (result?: AgentTransferResult) => void;
  className?: string;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="outline"
        className={className}
        onClick={() => setOpen(true)}
        data-testid={`transfer-downline-open-${memberId}`}
      >
        {t('agentTransfers.downlineButton')}
      </Button>
      {open && (
        <TransferDownlineDialog
          memberId={memberId}
          account={account}
          onDone={(r) => {
            setOpen(false);
            onDone?.(r);
          }}
        />
      )}
    </>
  );
}
