import type { CategoryCode } from '@platform/contracts';
import { useTranslation } from 'react-i18next';
import { useHotGames } from '../../api/games';
import { useAnnouncements, useGameMenus } from '../../api/system';
import { CATEGORY_ICONS } from '../../ui/icons';
import { WhenVisible } from '../../ui/WhenVisible';
import { BannerCarousel } from './BannerCarousel';
import { CategoryRow } from './CategoryRow';
import { GameRow } from './GameRow';
import { JackpotCounter } from './JackpotCounter';
import { NoticeMarquee } from './NoticeMarquee';
import { PromoBanners } from './PromoBanners';
import { WinnersBoard } from './WinnersBoard';

/** Spec §2 home rows, in this order: slots, live, fishing, card games, sports, e-sports, cockfight. */
const ROWS: CategoryCode[] = ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'COCKFIGHT'];

/** Home: notices, banners, the jackpot, promotions, hot games, winners and a row per game category. */
export function HomePage() {
  const { t } = useTranslation();
  const content = useAnnouncements();
  const menus = useGameMenus();
  const hot = useHotGames();
  const banners = content.data?.banners ?? [];
  const Hot = CATEGORY_ICONS.RNG;
  const rows = ROWS.flatMap((code) => menus.data?.filter((m) => m.category === code) ?? []);
  return (
    <div data-testid="page-home" className="mx-auto flex max-w-[1600px] flex-col gap-5 px-3 py-4 sm:px-6">
      <NoticeMarquee notices={content.data?.notices ?? []} />
      <BannerCarousel banners={banners.filter((b) => b.group === 'w_home')} />
      <JackpotCounter />
      <PromoBanners banners={banners.filter((b) => b.group === 'w_promotion')} />
      <GameRow
        testId="hot-games"
        title={t('home.hotGames')}
        icon={Hot && <Hot className="text-danger" />}
        games={hot.data ?? []}
        total={hot.data?.length ?? 0}
        loading={hot.isPending}
        counters
      />
      <WhenVisible minHeight={240} testId="lazy-winners">
        <WinnersBoard />
      </WhenVisible>
      {rows.map((m) => (
        <WhenVisible key={m.category} minHeight={320} testId={`lazy-row-${m.category}`}>
          <CategoryRow menu={m} />
        </WhenVisible>
      ))}
    </div>
  );
}
