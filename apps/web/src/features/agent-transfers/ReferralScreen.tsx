import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMemberInfo } from '../../api/account';
import { Button } from '../../ui/Button';
import { useShowReferral } from './referral';

/**
 * Member center "invite friends" (referral): the member's invite link (registration records the
 * referralCode it carries). Agents also get the way to their invitation codes in the agent center.
 */
export function ReferralScreen() {
  const { t } = useTranslation();
  const me = useMemberInfo().data;
  const shown = useShowReferral();
  const [copied, setCopied] = useState(false);
  if (!me) return null;
  if (!shown) return <p className="text-sm text-muted">{t('agentTransfers.referral.off')}</p>;
  const link = `${window.location.origin}/register?referralCode=${encodeURIComponent(me.account)}`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <div data-testid="referral-screen" className="flex max-w-xl flex-col gap-4">
      <p className="text-sm text-muted">{t('agentTransfers.referral.body')}</p>
      <div className="flex flex-col gap-1.5">
        <span className="text-xs font-semibold text-muted">{t('agentTransfers.referral.link')}</span>
        <div className="flex items-center gap-2 rounded-xl border border-line bg-surface-2 p-1.5 ps-3">
          <code data-testid="referral-link" className="min-w-0 flex-1 truncate text-sm">
            {link}
          </code>
          <Button onClick={copy}>
            {copied ? t('agentTransfers.referral.copied') : t('agentTransfers.referral.copy')}
          </Button>
        </div>
      </div>
      {me.isAgent && (
        <Link to="/agentHome" className="text-sm font-semibold text-gold underline">
          {t('agentTransfers.referral.agentCodes')}
        </Link>
      )}
    </div>
  );
}
