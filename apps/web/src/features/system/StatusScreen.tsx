import type { Whitelabel } from '@platform/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { HeadsetIcon } from '../../ui/icons';
import { logoOf } from '../layout/brand';

/** The full-screen frame shared by the maintenance and region-blocked pages. */
export function StatusScreen({
  testId,
  brand,
  art,
  title,
  children,
}: {
  testId: string;
  brand: Whitelabel;
  art: ReactNode;
  title: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const cs =
    brand.customerService.find((c) => c.csType === 'livechat' || c.csType === 'telegram') ?? brand.customerService[0];
  return (
    <div
      data-testid={testId}
      className="grid min-h-dvh place-items-center bg-[radial-gradient(ellipse_at_top,var(--surface-3),var(--bg)_60%)] px-5 py-10 text-center"
    >
      <div className="flex max-w-lg flex-col items-center gap-4">
        <img src={logoOf(brand)} alt={brand.brandName} className="h-12" />
        <div className="text-gold">{art}</div>
        <h1 className="text-2xl font-extrabold sm:text-3xl">{title}</h1>
        {children}
        {cs && (
          <a
            href={cs.path}
            target="_blank"
            rel="noreferrer"
            className="mt-2 inline-flex items-center gap-2 rounded-xl bg-gradient-to-b from-[#ffd978] to-gold-2 px-6 py-3 font-bold text-[#2a1a00]"
          >
            <HeadsetIcon />
            {t('system.contactService')}
          </a>
        )}
      </div>
    </div>
  );
}
