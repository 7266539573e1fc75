import type { Deposit } from '@platform/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { depositKeys, useDepositChannels } from '../../api/deposits';
import { Spinner } from '../../ui/Loader';
import { DepositForm } from './DepositForm';
import { DepositRecords } from './DepositRecords';
import { DepositResult } from './DepositResult';

/**
 * Deposit (depositv2). `?deposit=<id>` is where a payment page sends the member back: the screen
 * then shows that deposit's status until it settles. Below, the member's deposit records.
 */
export function DepositScreen() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [params, setParams] = useSearchParams();
  const channels = useDepositChannels();
  const [sent, setSent] = useState<Deposit>();
  const returned = Number(params.get('deposit')) || null;
  const shown = sent?.id ?? returned;

  const another = () => {
    setSent(undefined);
    if (returned) setParams({ tab: 'depositv2' }, { replace: true });
  };
  const onSent = (d: Deposit) => {
    setSent(d);
    void qc.invalidateQueries({ queryKey: depositKeys.records });
  };

  let main: React.ReactNode;
  if (shown) main = <DepositResult id={shown} sent={sent} onAnother={another} />;
  else if (channels.isPending) main = <Spinner />;
  else if (channels.isError) main = <p className="text-sm text-danger">{channels.error.message}</p>;
  else if (!channels.data.list.length) main = <p className="text-sm text-muted">{t('deposit.noChannels')}</p>;
  else main = <DepositForm channels={channels.data.list} onSent={onSent} />;

  return (
    <div data-testid="deposit-screen" className="flex flex-col gap-8">
      {main}
      <DepositRecords />
    </div>
  );
}
