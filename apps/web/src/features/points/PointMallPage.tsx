import { useTranslation } from 'react-i18next';
import { useModals } from '../../state/modals';
import { hasToken } from '../../state/session';
import { Button } from '../../ui/Button';
import { ClockIcon, GiftIcon, StarIcon, WalletIcon } from '../../ui/icons';
import { PageTitle } from '../games/PageTitle';

/** Points mall: how points work for everyone; the balance and catalogue need a session. */
export function PointMallPage() {
  const { t } = useTranslation();
  const { open } = useModals();
  const steps = [
    { icon: <StarIcon width={28} height={28} />, text: t('points.how1') },
    { icon: <GiftIcon width={28} height={28} />, text: t('points.how2') },
    { icon: <ClockIcon width={28} height={28} />, text: t('points.how3') },
  ];
  return (
    <div data-testid="page-pointMall" className="mx-auto max-w-[1200px] px-3 py-5 sm:px-6">
      <PageTitle
        icon={<WalletIcon className="text-gold" width={26} height={26} />}
        title={t('points.title')}
        intro={t('points.intro')}
      />
      <div className="grid gap-3 sm:grid-cols-3">
        {steps.map((s) => (
          <div key={s.text} className="flex items-center gap-3 rounded-2xl border border-line bg-surface p-4">
            <span className="grid h-12 w-12 shrink-0 place-items-center rounded-xl bg-gold/15 text-gold">{s.icon}</span>
            <span className="text-sm font-semibold">{s.text}</span>
          </div>
        ))}
      </div>
      {!hasToken() && (
        <div className="mt-6 flex flex-col items-center gap-3 rounded-2xl border border-dashed border-line p-8 text-center">
          <p className="text-muted">{t('points.loginCta')}</p>
          <Button onClick={() => open('login')}>{t('common.login')}</Button>
        </div>
      )}
    </div>
  );
}
