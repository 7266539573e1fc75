import { CATEGORIES, type GameMenu, type VendorSummary } from '@platform/contracts';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { useGate } from '../../state/useGate';
import { CATEGORY_ICONS } from '../../ui/icons';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `flex shrink-0 items-center gap-1.5 whitespace-nowrap rounded-lg px-3 py-2 text-sm font-semibold transition ${
    isActive ? 'bg-gold/15 text-gold' : 'text-muted hover:bg-surface-2 hover:text-fg'
  }`;
const itemClass =
  'flex w-full items-center gap-3 rounded-lg px-2 py-1.5 text-start text-sm text-muted outline-none hover:bg-surface-2 hover:text-fg focus-visible:bg-surface-2 focus-visible:text-fg';

/**
 * A category in the header with its vendors in a dropdown (spec §2: hovering a category shows its
 * vendors). It also opens when focus enters it and closes on Escape or when focus leaves, so the
 * keyboard reaches every vendor. Desktop only: the phone has the side menu.
 */
export function NavCategory({
  menu,
  onLaunch,
}: {
  menu: GameMenu;
  /** Game-center vendors start at once (launch), list vendors open their lobby tab. */
  onLaunch: (vendor: VendorSummary) => void;
}) {
  const { t } = useTranslation();
  const gate = useGate();
  const [open, setOpen] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const Icon = CATEGORY_ICONS[menu.category];
  const list = CATEGORIES.find((c) => c.code === menu.category)?.kind === 'list';
  const id = `nav-vendors-${menu.category}`;
  const show = () => {
    clearTimeout(closeTimer.current);
    setOpen(true);
  };
  // A short grace period lets the pointer cross the gap between the link and the panel.
  const hide = () => {
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => setOpen(false), 120);
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover and focus only widen what the links already offer
    <div
      className="relative"
      onMouseEnter={show}
      onMouseLeave={hide}
      onFocus={show}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape') setOpen(false);
      }}
    >
      <NavLink
        to={menu.path}
        className={linkClass}
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(false)}
      >
        {Icon && <Icon width={18} height={18} />}
        {menu.name}
      </NavLink>
      <div
        id={id}
        data-testid={id}
        className={`absolute start-0 top-full z-40 hidden min-w-60 rounded-xl border border-line bg-surface p-2 shadow-xl ${open ? 'xl:block' : ''}`}
      >
        <p className="px-2 pb-1 text-[11px] font-semibold text-muted">{t('games.providersOf', { name: menu.name })}</p>
        <ul>
          {menu.vendors.map((v) => (
            <li key={v.vassalage}>
              {list ? (
                <Link
                  to={`${menu.path}?vassalage=${v.vassalage}`}
                  className={itemClass}
                  onClick={() => setOpen(false)}
                  data-testid={`nav-vendor-${v.vassalage}`}
                >
                  <VendorLine vendor={v} />
                </Link>
              ) : (
                <button
                  type="button"
                  className={itemClass}
                  data-testid={`nav-vendor-${v.vassalage}`}
                  onClick={() => {
                    setOpen(false);
                    if (gate('play')) onLaunch(v);
                  }}
                >
                  <VendorLine vendor={v} />
                </button>
              )}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

function VendorLine({ vendor }: { vendor: VendorSummary }) {
  const { t } = useTranslation();
  return (
    <>
      <img src={vendor.logo} alt="" className="h-7 w-12 shrink-0 rounded object-contain" />
      <span className="min-w-0 flex-1 truncate" title={vendor.name}>
        {vendor.name}
      </span>
      {vendor.maintenance && (
        <span className="shrink-0 rounded bg-danger/15 px-1.5 py-0.5 text-[10px] font-bold text-danger">
          {t('games.maintenance')}
        </span>
      )}
    </>
  );
}
