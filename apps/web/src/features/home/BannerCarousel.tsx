import { type Banner, LIMITS } from '@platform/contracts';
import { Link } from 'react-router';
import { Autoplay, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/pagination';

/** Home banners (group w_home): autoplay every 5000 ms, 1000 ms transition, loops when several. */
export function BannerCarousel({ banners }: { banners: Banner[] }) {
  if (!banners.length) return null;
  return (
    <div data-testid="home-banners" className="overflow-hidden rounded-2xl border border-line shadow-[var(--shadow)]">
      <Swiper
        modules={[Autoplay, Pagination]}
        loop={banners.length > 1}
        speed={LIMITS.bannerTransitionMs}
        autoplay={{ delay: LIMITS.bannerAutoplayMs, disableOnInteraction: false }}
        pagination={{ clickable: true }}
      >
        {banners.map((b) => (
          <SwiperSlide key={b.id}>
            <BannerLink banner={b}>
              <div className="relative">
                <img src={b.url} alt="" className="aspect-[1920/560] w-full object-cover" />
                <BannerCaption title={b.title} />
              </div>
            </BannerLink>
          </SwiperSlide>
        ))}
      </Swiper>
    </div>
  );
}

export function BannerLink({ banner, children }: { banner: Banner; children: React.ReactNode }) {
  if (banner.linkageType === 'internal' && banner.linkage) return <Link to={banner.linkage}>{children}</Link>;
  if (banner.linkageType === 'external' && banner.linkage) {
    return (
      <a href={banner.linkage} target="_blank" rel="noreferrer">
        {children}
      </a>
    );
  }
  return <>{children}</>;
}

/** The banner's headline, in the member's language and the app's fonts, over language-free art. */
export function BannerCaption({ title, small }: { title: string; small?: boolean }) {
  return (
    <div className="absolute inset-y-0 start-0 flex w-[58%] items-center ps-[5%]">
      <p
        className={`gold-text font-extrabold leading-tight drop-shadow-[0_2px_8px_rgb(0_0_0_/_0.5)] ${small ? 'text-lg sm:text-2xl' : 'text-xl sm:text-4xl lg:text-5xl'}`}
      >
        {title}
      </p>
    </div>
  );
}
