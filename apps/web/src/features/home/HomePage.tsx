import { useAnnouncements, useGameMenus } from '../../api/system';
import { BannerCarousel } from './BannerCarousel';
import { CategoryRow } from './CategoryRow';
import { JackpotCounter } from './JackpotCounter';
import { NoticeMarquee } from './NoticeMarquee';
import { PromoBanners } from './PromoBanners';

/** Home: notices, banners, the jackpot, promotion banners and a row per game category. */
export function HomePage() {
  const content = useAnnouncements();
  const menus = useGameMenus();
  const banners = content.data?.banners ?? [];
  return (
    <div data-testid="page-home" className="mx-auto flex max-w-[1600px] flex-col gap-5 px-3 py-4 sm:px-6">
      <NoticeMarquee notices={content.data?.notices ?? []} />
      <BannerCarousel banners={banners.filter((b) => b.group === 'w_home')} />
      <JackpotCounter />
      <PromoBanners banners={banners.filter((b) => b.group === 'w_promotion')} />
      {menus.data?.map((m) => (
        <CategoryRow key={m.category} menu={m} />
      ))}
    </div>
  );
}
