import { Navigation } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/navigation';
import { ROW_GAP_PX, ROW_PER_VIEW } from './row-sizing';
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
      slidesPerView={ROW_PER_VIEW[0]}
      spaceBetween={ROW_GAP_PX}
      breakpoints={Object.fromEntries(Object.entries(ROW_PER_VIEW).map(([px, n]) => [px, { slidesPerView: n }]))}
    >
      {slides.map((s) => (
        <SwiperSlide key={s.key}>{s.node}</SwiperSlide>
      ))}
    </Swiper>
  );
}
