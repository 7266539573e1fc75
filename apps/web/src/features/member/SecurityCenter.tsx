import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMemberInfo } from '../../api/account';
import { useProfile } from '../../api/profile';
import { useModals } from '../../state/modals';
import { Button } from '../../ui/Button';
import { Avatar } from '../layout/Avatar';
import { AvatarPicker } from '../security/AvatarPicker';
import { BindEmailModal } from '../security/BindEmailModal';
import { BindMobileModal } from '../security/BindMobileModal';
import { ProfileForm } from '../security/ProfileForm';
import { PaymentPasswordLink } from '../withdraw/PaymentPasswordLink';
import { TotpBindModal } from './TotpBindModal';

type Open = 'totp' | 'email' | 'mobile' | 'avatar' | null;

/**
 * My account (securityCenter): who the member is (avatar, nickname), what is bound (mobile, email,
 * authenticator) with a way to bind or change each, the passwords, and the profile of spec §3.
 */
export function SecurityCenter() {
  const { t } = useTranslation();
  const { open } = useModals();
  const m = useMemberInfo().data;
  const profile = useProfile().data;
  const [dialog, setDialog] = useState<Open>(null);
  if (!m) return null;
  const close = () => setDialog(null);
  const rows: [string, string][] = [
    [t('member.security.account'), m.account],
    [t('member.security.vip'), m.vip.name],
    [t('member.security.currency'), m.currency],
  ];
  const bound: { key: 'mobile' | 'email'; label: string; value: string | null }[] = [
    { key: 'mobile', label: t('member.security.mobile'), value: m.mobile },
    { key: 'email', label: t('member.security.email'), value: m.email },
  ];
  return (
    <div data-testid="security-center" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-3 rounded-xl bg-surface-2 px-4 py-3">
        <Avatar url={profile?.avatarUrl ?? m.avatarUrl} size="h-16 w-16" testId="security-avatar" />
        <div className="min-w-0 flex-1">
          <div className="text-lg font-bold break-words" data-testid="security-nickname">
            {m.nickname || m.account}
          </div>
          {m.nickname && <div className="text-xs text-muted break-words">{m.account}</div>}
        </div>
        <Button
          variant="outline"
          onClick={() => setDialog('avatar')}
          data-testid="open-avatar"
          className="w-full sm:w-auto"
        >
          {t('security.avatar.change')}
        </Button>
      </div>
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-3">
        {rows.map(([k, v]) => (
          <div key={k} className="rounded-xl bg-surface-2 px-4 py-3">
            <dt className="text-xs text-muted">{k}</dt>
            <dd className="mt-0.5 font-semibold">{v}</dd>
          </div>
        ))}
      </dl>
      <div className="grid gap-3 sm:grid-cols-2">
        {bound.map((b) => (
          <div key={b.key} className="flex items-center justify-between gap-3 rounded-xl border border-line px-4 py-3">
            <div className="min-w-0">
              <div className="text-xs text-muted">{b.label}</div>
              <div className="font-semibold break-words" data-testid={`bound-${b.key}`}>
                {b.value ?? t('member.security.notBound')}
              </div>
            </div>
            <Button variant="outline" onClick={() => setDialog(b.key)} data-testid={`open-bind-${b.key}`}>
              {b.value ? t('security.change') : t('security.bind')}
            </Button>
          </div>
        ))}
      </div>
      <div className="flex items-center justify-between gap-4 rounded-xl border border-line px-4 py-3">
        <div>
          <div className="font-semibold">{t('member.security.totp')}</div>
          <div className="text-xs text-muted" data-testid="totp-state">
            {m.totpBound ? t('member.security.totpBound') : t('member.security.notBound')}
          </div>
        </div>
        <Button variant="outline" onClick={() => setDialog('totp')} data-testid="open-totp">
          {m.totpBound ? t('member.security.rebindTotp') : t('member.security.bindTotp')}
        </Button>
      </div>
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
      {profile && (
        <section className="mt-2 flex flex-col gap-3 border-t border-line pt-4" data-testid="profile-section">
          <div>
            <h3 className="font-bold">{t('security.profile.title')}</h3>
            <p className="text-xs text-muted">{t('security.profile.intro')}</p>
          </div>
          <ProfileForm profile={profile} />
        </section>
      )}
      <TotpBindModal open={dialog === 'totp'} onClose={close} />
      <BindEmailModal
        open={dialog === 'email'}
        onClose={close}
        current={m.email}
        askPassword={profile?.passwordSet ?? true}
      />
      <BindMobileModal
        open={dialog === 'mobile'}
        onClose={close}
        current={m.mobile}
        askPassword={profile?.passwordSet ?? true}
      />
      <AvatarPicker open={dialog === 'avatar'} current={profile?.avatar ?? 1} onClose={close} />
    </div>
  );
}
