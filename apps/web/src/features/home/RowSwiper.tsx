import { LIMITS } from '@platform/contracts';
import { Navigation } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/navigation';
import type { Slide } from './slide';

/** Gold arrows; a phone swipes, so its arrows would only cover the cards. */
const ROW_ARROWS =
  '[&_.swiper-button-next]:hidden [&_.swiper-button-prev]:hidden sm:[&_.swiper-button-next]:flex sm:[&_.swiper-button-prev]:flex';
const ROW_STYLE = {
  '--swiper-navigation-color': 'var(--gold)',
  '--swiper-navigation-size': '30px',
} as React.CSSProperties;

/** The Swiper behind SlideRow, loaded on its own so Swiper is not part of the first paint. */
export function RowSwiper({ slides, arrows }: { slides: Slide[]; arrows: boolean }) {
  return (
    <Swiper
      modules={[Navigation]}
      className={ROW_ARROWS}
      style={ROW_STYLE}
      navigation={arrows}
      slidesPerView={2.2}
      spaceBetween={12}
      breakpoints={{ 640: { slidesPerView: 3 }, 1024: { slidesPerView: LIMITS.homeRowPerView } }}
    >
      {slides.map((s) => (
        <SwiperSlide key={s.key}>{s.node}</SwiperSlide>
      ))}
    </Swiper>
  );
}
