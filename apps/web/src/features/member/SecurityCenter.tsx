import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMemberInfo } from '../../api/account';
import { useModals } from '../../state/modals';
import { Button } from '../../ui/Button';
import { PaymentPasswordLink } from '../withdraw/PaymentPasswordLink';
import { TotpBindModal } from './TotpBindModal';

/** My account (securityCenter): who the member is, what is bound, and the change-password popup. */
export function SecurityCenter() {
  const { t } = useTranslation();
  const { open } = useModals();
  const m = useMemberInfo().data;
  const [binding, setBinding] = useState(false);
  if (!m) return null;
  const rows: [string, string][] = [
    [t('member.security.account'), m.account],
    [t('member.security.vip'), m.vip.name],
    [t('member.security.mobile'), m.mobile ?? t('member.security.notBound')],
    [t('member.security.email'), m.email ?? t('member.security.notBound')],
    [t('member.security.currency'), m.currency],
  ];
  return (
    <div data-testid="security-center" className="flex flex-col gap-4">
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
        {rows.map(([k, v]) => (
          <div key={k} className="rounded-xl bg-surface-2 px-4 py-3">
            <dt className="text-xs text-muted">{k}</dt>
            <dd className="mt-0.5 font-semibold">{v}</dd>
          </div>
        ))}
      </dl>
      <div className="flex items-center justify-between gap-4 rounded-xl border border-line px-4 py-3">
        <div>
          <div className="font-semibold">{t('member.security.totp')}</div>
          <div className="text-xs text-muted" data-testid="totp-state">
            {m.totpBound ? t('member.security.totpBound') : t('member.security.notBound')}
          </div>
        </div>
        <Button variant="outline" onClick={() => setBinding(true)} data-testid="open-totp">
          {m.totpBound ? t('member.security.rebindTotp') : t('member.security.bindTotp')}
        </Button>
      </div>
      <TotpBindModal open={binding} onClose={() => setBinding(false)} />
      <div className="flex items-center justify-between gap-4 rounded-xl border border-line px-4 py-3">
        <div>
          <div className="font-semibold">{t('member.security.password')}</div>
          <div className="text-xs text-muted">{t('member.security.passwordHint')}</div>
        </div>
        <Button variant="outline" onClick={() => open('changePassword')} data-testid="open-change-password">
          {t('auth.changeTitle')}
        </Button>
      </div>
      <PaymentPasswordLink />
    </div>
  );
}
