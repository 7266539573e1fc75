import { CATEGORIES, type GameMenu, LIMITS } from '@platform/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useGameRow } from '../../api/games';
import { CATEGORY_ICONS } from '../../ui/icons';
import { VendorTile } from '../games/VendorTile';
import { GameRow } from './GameRow';
import { SlideRow } from './SlideRow';

const isList = (menu: GameMenu) => CATEGORIES.find((c) => c.code === menu.category)?.kind === 'list';

/** One home row per category: game cards for list categories, vendor tiles for game centers. */
export function CategoryRow({ menu }: { menu: GameMenu }) {
  return isList(menu) ? <ListRow menu={menu} /> : <VendorRow menu={menu} />;
}

function ListRow({ menu }: { menu: GameMenu }) {
  const { t } = useTranslation();
  const page = useGameRow(menu.category);
  const Icon = CATEGORY_ICONS[menu.category];
  return (
    <GameRow
      testId={`category-row-${menu.category}`}
      title={menu.name}
      icon={Icon && <Icon className="text-gold" />}
      games={page.data?.list ?? []}
      total={page.data?.total ?? 0}
      loading={page.isPending}
      seeAll={menu.path}
      extra={
        page.data && (
          <span className="shrink-0 text-xs font-normal text-muted">
            {t('home.gamesIn', { count: page.data.total })}
          </span>
        )
      }
    />
  );
}

/** Game centers (sports, lottery…): their vendors as tiles; 12 at most, arrows past 12. */
function VendorRow({ menu }: { menu: GameMenu }) {
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
      <SlideRow
        arrows={menu.vendors.length > LIMITS.homeRowMaxItems}
        slides={items.map((v) => ({ key: v.vassalage, node: <VendorTile vendor={v} to={menu.path} /> }))}
      />
    </section>
  );
}
