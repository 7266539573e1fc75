import type { Banner } from '@platform/contracts';
import { lazy, Suspense } from 'react';
import { BannerSlide } from './BannerSlide';

const BannerSwiper = lazy(() => import('./BannerSwiper').then((m) => ({ default: m.BannerSwiper })));

/**
 * Home banners (group w_home). The first banner is painted at once; the carousel (Swiper, its
 * autoplay and dots) takes over when its code has loaded, starting on that same banner.
 */
export function BannerCarousel({ banners }: { banners: Banner[] }) {
  const first = banners[0];
  if (!first) return null;
  return (
    <div data-testid="home-banners" className="overflow-hidden rounded-2xl border border-line shadow-[var(--shadow)]">
      <Suspense fallback={<BannerSlide banner={first} />}>
        <BannerSwiper banners={banners} />
      </Suspense>
    </div>
  );
}
