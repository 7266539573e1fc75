import { type Banner, LIMITS } from '@platform/contracts';
import { Autoplay, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/pagination';
import { BannerSlide } from './BannerSlide';

/** The banner carousel: autoplay every 5000 ms, 1000 ms transition, loops when several (lazy, see BannerCarousel). */
export function BannerSwiper({ banners }: { banners: Banner[] }) {
  return (
    <Swiper
      modules={[Autoplay, Pagination]}
      loop={banners.length > 1}
      speed={LIMITS.bannerTransitionMs}
      autoplay={{ delay: LIMITS.bannerAutoplayMs, disableOnInteraction: false }}
      pagination={{ clickable: true }}
    >
      {banners.map((b) => (
        <SwiperSlide key={b.id}>
          <BannerSlide banner={b} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
