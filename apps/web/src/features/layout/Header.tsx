import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useModals } from '../../state/modals';
import { useToken } from '../../state/session';
import { Button } from '../../ui/Button';
import { MenuIcon } from '../../ui/icons';
import { lazy } from '../system/chunk-errors';
import { LazyBoundary } from '../system/LazyBoundary';
import { logoOf, useBrand } from './brand';
import { LanguageSelect } from './LanguageSelect';
import { MainNav } from './MainNav';
import { ThemeToggle } from './ThemeToggle';

// Only members see it; a visitor's first paint carries none of its code (balance, Radix menu).
const HeaderAccount = lazy(() => import('./HeaderAccount').then((m) => ({ default: m.HeaderAccount })));

/** Top bar: logo, category navigation, theme and language, and login / sign-up or the member's account. */
export function Header({ onMenu, showMenuButton }: { onMenu: () => void; showMenuButton: boolean }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const { open, preload } = useModals();
  const token = useToken();
  return (
    <header data-testid="site-header" className="sticky top-0 z-30 border-b border-line bg-surface/95 backdrop-blur">
      <div className="flex h-16 items-center gap-2 px-3 sm:gap-4 sm:px-5">
        {showMenuButton && (
          <button
            type="button"
            data-testid="menu-button"
            onClick={onMenu}
            className="rounded-lg p-2 text-muted hover:bg-surface-2 lg:hidden"
            aria-label={t('common.menu')}
          >
            <MenuIcon />
          </button>
        )}
        <Link to="/" className="flex shrink-0 items-center" aria-label={brand.brandName}>
          <img src={logoOf(brand)} alt={brand.brandName} className="h-8 w-auto sm:h-10" />
        </Link>
        <div className="ms-auto flex items-center gap-1.5 sm:gap-2">
          <div className="hidden items-center gap-1 sm:flex">
            <ThemeToggle />
            <LanguageSelect compact />
          </div>
          {token ? (
            <LazyBoundary fallback={null} variant="overlay">
              <HeaderAccount />
            </LazyBoundary>
          ) : (
            <>
              <Button
                variant="outline"
                data-testid="btn-login"
                onClick={() => open('login')}
                onPointerEnter={() => preload('login')}
                onFocus={() => preload('login')}
                className="px-3 sm:px-5"
              >
                {t('common.login')}
              </Button>
              <Button
                data-testid="btn-register"
                onClick={() => open('register')}
                onPointerEnter={() => preload('register')}
                onFocus={() => preload('register')}
                className="px-3 sm:px-5"
              >
                {t('common.register')}
              </Button>
            </>
          )}
        </div>
      </div>
      <div className="h-12 border-t border-line/60 lg:px-3">
        <MainNav />
      </div>
    </header>
  );
}
