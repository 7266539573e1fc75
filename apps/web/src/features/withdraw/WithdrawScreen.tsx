import type { Withdrawal } from '@platform/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useWithdrawInfo } from '../../api/withdrawals';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Loader';
import { useBrand } from '../layout/brand';
import { formatAmount } from '../layout/money';
import { BalanceSummary } from './BalanceSummary';
import { ChangePaymentPasswordForm, SetPaymentPasswordForm } from './PaymentPasswordForms';
import { WithdrawForm } from './WithdrawForm';
import { WithdrawRecords } from './WithdrawRecords';

/**
 * Withdraw: what can be withdrawn and the turnover still owed; the payment password step when none
 * is set, then the form; the member's withdrawals with their receipt flow; changing the payment
 * password (`&section=password` scrolls there, the link from My account).
 */
export function WithdrawScreen() {
  const { t } = useTranslation();
  const { currency } = useBrand();
  const info = useWithdrawInfo();
  const [params] = useSearchParams();
  const [sent, setSent] = useState<Withdrawal>();
  const passwordRef = useRef<HTMLElement>(null);
  const toPassword = params.get('section') === 'password';

  useEffect(() => {
    if (toPassword && info.data) passwordRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [toPassword, info.data]);

  if (info.isPending) return <Spinner />;
  if (info.isError) return <p className="text-sm text-danger">{info.error.message}</p>;
  const data = info.data;

  let main: React.ReactNode;
  if (sent) {
    main = (
      <div
        data-testid="withdraw-sent"
        className="flex max-w-xl flex-col gap-2 rounded-2xl bg-emerald/10 p-5 ring-1 ring-emerald/30"
      >
        <h3 className="text-base font-bold text-emerald">{t('withdraw.sentTitle')}</h3>
        <p className="text-sm text-muted">
          {t('withdraw.sentBody', { amount: `${currency.symbol}${formatAmount(sent.amount)}` })}
        </p>
        <Button variant="outline" className="mt-2 w-fit" onClick={() => setSent(undefined)}>
          {t('withdraw.another')}
        </Button>
      </div>
    );
  } else if (!data.paymentPasswordSet) main = <SetPaymentPasswordForm />;
  else main = <WithdrawForm info={data} onSent={setSent} />;

  return (
    <div data-testid="withdraw-screen" className="flex flex-col gap-8">
      <BalanceSummary info={data} />
      {main}
      <WithdrawRecords />
      {data.paymentPasswordSet && (
        <section ref={passwordRef} id="payment-password" className="flex flex-col gap-3 border-t border-line pt-6">
          <h3 className="text-base font-bold">{t('withdraw.changeTitle')}</h3>
          <ChangePaymentPasswordForm />
        </section>
      )}
    </div>
  );
}
