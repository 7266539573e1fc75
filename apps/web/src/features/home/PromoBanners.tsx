import type { Banner } from '@platform/contracts';
import { useTranslation } from 'react-i18next';
import { BannerCaption, BannerLink } from './BannerSlide';

/** The promotion banners (group w_promotion) are animated SVGs where the spec has video banners. */
export function PromoBanners({ banners }: { banners: Banner[] }) {
  const { t } = useTranslation();
  if (!banners.length) return null;
  return (
    <section>
      <h2 className="mb-2 text-base font-bold">{t('home.featured')}</h2>
      <div className="grid gap-3 sm:grid-cols-2">
        {banners.map((b) => (
          <BannerLink key={b.id} banner={b}>
            <div className="relative overflow-hidden rounded-2xl border border-line">
              <img
                src={b.url}
                alt=""
                className="aspect-[1280/400] w-full object-cover transition hover:brightness-110"
              />
              <BannerCaption title={b.title} small />
            </div>
          </BannerLink>
        ))}
      </div>
    </section>
  );
}
