import { LIMITS } from '@platform/contracts';
import { Autoplay } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import { Link } from 'react-router';
import { useGameMenus } from '../../api/system';

/** Every vendor once, 10 per view on a desktop (spec §2), fewer on narrow screens. */
export function VendorCarousel() {
  const menus = useGameMenus();
  const seen = new Set<string>();
  const vendors = (menus.data ?? []).flatMap((m) =>
    m.vendors.filter((v) => !seen.has(v.vassalage) && seen.add(v.vassalage)).map((v) => ({ ...v, path: m.path })),
  );
  if (!vendors.length) return null;
  return (
    <Swiper
      modules={[Autoplay]}
      slidesPerView={3.5}
      spaceBetween={10}
      loop={vendors.length > LIMITS.footerVendorsPerView}
      autoplay={{ delay: 2500, disableOnInteraction: false }}
      breakpoints={{ 640: { slidesPerView: 6 }, 1024: { slidesPerView: LIMITS.footerVendorsPerView } }}
    >
      {vendors.map((v) => (
        <SwiperSlide key={v.vassalage}>
          <Link
            to={v.path}
            className="block rounded-lg border border-line bg-surface-2/60 p-1.5 opacity-80 transition hover:opacity-100"
            title={v.name}
          >
            <img src={v.logo} alt={v.name} className="mx-auto h-9 w-full object-contain" loading="lazy" />
          </Link>
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
