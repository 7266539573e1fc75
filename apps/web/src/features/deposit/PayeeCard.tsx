import type { DepositChannel } from '@platform/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Copies text; falls back to a hidden textarea where the Clipboard API is missing (plain http). */
async function copyText(text: string) {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    document.execCommand('copy');
    area.remove();
  }
}

function CopyRow({ label, value, testId }: { label: string; value: string; testId: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const id = setTimeout(() => setCopied(false), 1500);
    return () => clearTimeout(id);
  }, [copied]);
  return (
    <div className="flex items-center justify-between gap-3 py-2">
      <div className="min-w-0">
        <div className="text-[11px] text-muted">{label}</div>
        <div data-testid={testId} className="truncate font-semibold tabular-nums">
          {value}
        </div>
      </div>
      <button
        type="button"
        onClick={() => void copyText(value).then(() => setCopied(true))}
        aria-label={t('deposit.copy', { what: label })}
        className={`shrink-0 rounded-md border px-2.5 py-1 text-xs font-semibold transition ${
          copied ? 'border-emerald text-emerald' : 'border-line text-muted hover:border-gold hover:text-gold'
        }`}
      >
        {copied ? t('deposit.copied') : t('deposit.copyButton')}
      </button>
    </div>
  );
}

/** Where a manual deposit is paid to, each detail with its copy button. */
export function PayeeCard({ payee }: { payee: NonNullable<DepositChannel['payee']> }) {
  const { t } = useTranslation();
  return (
    <div className="rounded-xl border border-gold/30 bg-gold/5 px-3.5 py-1.5" data-testid="payee">
      <div className="pt-1.5 text-xs font-bold text-gold">{t('deposit.payTo')}</div>
      <div className="divide-y divide-line">
        <CopyRow label={t('deposit.provider')} value={payee.provider} testId="payee-provider" />
        <CopyRow label={t('deposit.accountName')} value={payee.accountName} testId="payee-name" />
        <CopyRow label={t('deposit.accountNumber')} value={payee.accountNumber} testId="payee-number" />
      </div>
    </div>
  );
}
