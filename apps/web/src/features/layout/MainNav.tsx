import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { useGameMenus } from '../../api/system';
import { CATEGORY_ICONS } from '../../ui/icons';
import { useLaunchFlow } from '../games/useLaunchFlow';
import { NavCategory } from './VendorDropdown';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `flex shrink-0 items-center gap-1.5 whitespace-nowrap rounded-lg px-3 py-2 text-sm font-semibold transition ${
    isActive ? 'bg-gold/15 text-gold' : 'text-muted hover:bg-surface-2 hover:text-fg'
  }`;

/**
 * Home first, then only categories that have a vendor (the server already leaves empty ones out),
 * promotions last. Hovering (or focusing) a category shows its vendors.
 */
export function MainNav() {
  const { t } = useTranslation();
  const menus = useGameMenus();
  const flow = useLaunchFlow();
  const Home = CATEGORY_ICONS.HOME;
  const Promo = CATEGORY_ICONS.PROMO;
  // On a phone the bar scrolls sideways: the current category is brought into view, not left off screen.
  const nav = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new path, or the categories arriving, is the trigger.
  useEffect(() => {
    nav.current?.querySelector('[aria-current="page"]')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [pathname, menus.data]);
  return (
    <nav ref={nav} className="no-scrollbar flex items-center gap-1 h-12 overflow-x-auto px-2 xl:overflow-visible">
      <NavLink to="/" end className={linkClass}>
        {Home && <Home width={18} height={18} />}
        {t('nav.home')}
      </NavLink>
      {menus.data?.map((m) => (
        <NavCategory key={m.category} menu={m} onLaunch={(v) => flow.start({ vassalage: v.vassalage }, v.name)} />
      ))}
      <NavLink to="/promotions" className={linkClass}>
        {Promo && <Promo width={18} height={18} />}
        {t('nav.promotions')}
      </NavLink>
      {flow.dialogs}
    </nav>
  );
}
