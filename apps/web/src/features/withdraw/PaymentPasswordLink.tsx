import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useWithdrawInfo } from '../../api/withdrawals';
import { Button } from '../../ui/Button';

/** The payment password row of My account: whether one is set, and the way to the withdraw tab's form. */
export function PaymentPasswordLink() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const info = useWithdrawInfo().data;
  return (
    <div className="flex items-center justify-between gap-4 rounded-xl border border-line px-4 py-3">
      <div>
        <div className="font-semibold">{t('withdraw.securityTitle')}</div>
        <div className="text-xs text-muted" data-testid="payment-password-state">
          {info ? (info.paymentPasswordSet ? t('withdraw.securitySet') : t('withdraw.securityNotSet')) : ''}
          {info ? ' · ' : ''}
          {t('withdraw.securityHint')}
        </div>
      </div>
      <Button
        variant="outline"
        onClick={() => navigate('/member?tab=withdraw&section=password')}
        data-testid="open-payment-password"
      >
        {t('withdraw.securityButton')}
      </Button>
    </div>
  );
}
