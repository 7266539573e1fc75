import { type GameMenu, LIMITS } from '@platform/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Navigation } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/navigation';
import { CATEGORY_ICONS } from '../../ui/icons';
import { VendorTile } from '../games/VendorTile';

/** One home row: at most 12 items, 4 per view on a desktop, arrows only past 12. */
export function CategoryRow({ menu }: { menu: GameMenu }) {
  const { t } = useTranslation();
  const Icon = CATEGORY_ICONS[menu.category];
  const items = menu.vendors.slice(0, LIMITS.homeRowMaxItems);
  return (
    <section data-testid={`category-row-${menu.category}`}>
      <div className="mb-2 flex items-center justify-between">
        <h2 className="flex items-center gap-2 text-base font-bold">
          {Icon && <Icon className="text-gold" />}
          {menu.name}
          <span className="text-xs font-normal text-muted">
            {t('home.providersIn', { count: menu.vendors.length })}
          </span>
        </h2>
        <Link to={menu.path} className="text-sm font-semibold text-gold hover:underline">
          {t('common.seeAll')}
        </Link>
      </div>
      <Swiper
        modules={[Navigation]}
        navigation={menu.vendors.length > LIMITS.homeRowMaxItems}
        slidesPerView={2.2}
        spaceBetween={12}
        breakpoints={{ 640: { slidesPerView: 3 }, 1024: { slidesPerView: LIMITS.homeRowPerView } }}
      >
        {items.map((v) => (
          <SwiperSlide key={v.vassalage}>
            <VendorTile vendor={v} to={menu.category === 'RNG' ? `${menu.path}?vassalage=${v.vassalage}` : menu.path} />
          </SwiperSlide>
        ))}
      </Swiper>
    </section>
  );
}
