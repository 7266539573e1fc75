import type { OpsMember } from '@platform/contracts';
import { when } from '../../../ui/datetime';
import { useOpsT } from '../../i18n';
import { Field } from './Field';
import { maybeWhen } from './member-list';

export function ProfileTab({ member: m }: { member: OpsMember }) {
  const t = useOpsT();
  const extra = Object.entries(m.profile);
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <section className="rounded-xl border border-line bg-surface p-4">
        <h2 className="mb-3 text-sm font-bold">{t('members.profile.account')}</h2>
        <dl className="grid grid-cols-2 gap-3">
          <Field label={t('members.col.account')}>{m.account}</Field>
          <Field label={t('members.profile.nickname')}>{m.nickname}</Field>
          <Field label={t('members.col.mobile')}>
            <span data-testid="member-mobile">{m.mobile ?? '—'}</span>
          </Field>
          <Field label={t('members.profile.email')}>{m.email}</Field>
          <Field label={t('members.profile.payeeName')}>{m.payeeName}</Field>
          <Field label={t('members.profile.language')}>{m.language}</Field>
          <Field label={t('members.col.kind')}>{t(m.isAgent ? 'members.kind.agent' : 'members.kind.player')}</Field>
          <Field label={t('members.col.upline')}>{m.upline?.account}</Field>
          <Field label={t('members.profile.totp')}>{t(m.totpBound ? 'members.yes' : 'members.no')}</Field>
          <Field label={t('members.profile.mustChange')}>
            {t(m.mustChangePassword ? 'members.yes' : 'members.no')}
          </Field>
        </dl>
      </section>
      <section className="rounded-xl border border-line bg-surface p-4">
        <h2 className="mb-3 text-sm font-bold">{t('members.profile.registration')}</h2>
        <dl className="grid grid-cols-2 gap-3">
          <Field label={t('members.col.createdAt')}>{when(m.createdAt)}</Field>
          <Field label={t('members.col.registerIp')}>{m.registerIp}</Field>
          <Field label={t('members.profile.affiliateCode')}>{m.affiliateCode}</Field>
          <Field label={t('members.profile.referralCode')}>{m.referralCode}</Field>
          <Field label={t('members.col.lastLoginAt')}>{maybeWhen(m.lastLoginAt)}</Field>
          <Field label={t('members.profile.passwordChangedAt')}>{when(m.passwordChangedAt)}</Field>
          {extra.map(([k, v]) => (
            <Field key={k} label={k}>
              {v}
            </Field>
          ))}
        </dl>
      </section>
    </div>
  );
}
