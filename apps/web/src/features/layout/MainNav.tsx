import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useGameMenus } from '../../api/system';
import { CATEGORY_ICONS } from '../../ui/icons';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `flex shrink-0 items-center gap-1.5 whitespace-nowrap rounded-lg px-3 py-2 text-sm font-semibold transition ${
    isActive ? 'bg-gold/15 text-gold' : 'text-muted hover:bg-surface-2 hover:text-fg'
  }`;

/**
 * Home first, then only categories that have a vendor (the server already leaves empty ones out),
 * promotions last. Hovering a category shows its vendors.
 */
export function MainNav() {
  const { t } = useTranslation();
  const menus = useGameMenus();
  const Home = CATEGORY_ICONS.HOME;
  const Promo = CATEGORY_ICONS.PROMO;
  return (
    <nav className="no-scrollbar flex items-center gap-1 h-12 overflow-x-auto px-2 xl:overflow-visible">
      <NavLink to="/" end className={linkClass}>
        {Home && <Home width={18} height={18} />}
        {t('nav.home')}
      </NavLink>
      {menus.data?.map((m) => {
        const Icon = CATEGORY_ICONS[m.category];
        return (
          <div key={m.category} className="group relative">
            <NavLink to={m.path} className={linkClass}>
              {Icon && <Icon width={18} height={18} />}
              {m.name}
            </NavLink>
            <div className="invisible absolute start-0 top-full z-40 hidden min-w-56 rounded-xl border border-line bg-surface p-2 opacity-0 shadow-xl transition group-hover:visible group-hover:opacity-100 xl:block">
              {m.vendors.map((v) => (
                <NavLink
                  key={v.vassalage}
                  to={m.category === 'RNG' ? `${m.path}?vassalage=${v.vassalage}` : m.path}
                  className="flex items-center gap-3 rounded-lg px-2 py-1.5 text-sm text-muted hover:bg-surface-2 hover:text-fg"
                >
                  <img src={v.logo} alt="" className="h-7 w-12 rounded object-contain" />
                  {v.name}
                </NavLink>
              ))}
            </div>
          </div>
        );
      })}
      <NavLink to="/promotions" className={linkClass}>
        {Promo && <Promo width={18} height={18} />}
        {t('nav.promotions')}
      </NavLink>
    </nav>
  );
}
