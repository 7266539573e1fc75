import { STORAGE_KEYS } from '@platform/contracts';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Outlet, useLocation, useNavigate, useSearchParams } from 'react-router';
import { FLOAT_GUTTER, FloatService } from '../features/layout/FloatService';
import { Footer } from '../features/layout/Footer';
import { Header } from '../features/layout/Header';
import { SideMenu } from '../features/layout/SideMenu';
import { LazyBoundary } from '../features/system/LazyBoundary';
import { ModalContext, type ModalName } from '../state/modals';
import { hasToken } from '../state/session';
import { Loader } from '../ui/Loader';
import { preloadModal, SiteModals } from './SiteModals';

const ROUTE_MODALS = ['/login', '/register', '/help'];

/** Header, side menu (not on game pages), footer, float service, and the site-wide modals. */
export function SiteLayout({ sideMenu }: { sideMenu: boolean }) {
  const [modal, setModal] = useState<ModalName>(null);
  const [helpSection, setHelpSection] = useState<string>();
  const [collapsed, setCollapsed] = useState(() => localStorage.getItem(STORAGE_KEYS.sideMenuCollapsed) === '1');
  const [drawer, setDrawer] = useState(false);
  const navigate = useNavigate();
  const { pathname } = useLocation();

  const open = useCallback((m: ModalName, section?: string) => {
    setModal(m);
    setHelpSection(section);
  }, []);
  // The emailed reset link lands on /?resetToken=...; protected pages hand over what they refused.
  const [params] = useSearchParams();
  const state = useLocation().state as { modal?: ModalName; from?: string } | null;
  const returnTo = state?.from && /^\/(?!\/)/.test(state.from) ? state.from : undefined;
  const close = useCallback(() => {
    setModal(null);
    // Closing a modal that a route opened leaves its route, so Back does not reopen it: to the
    // page a guard refused once the visitor has a session, else home.
    if (ROUTE_MODALS.includes(pathname)) navigate(returnTo && hasToken() ? returnTo : '/', { replace: true });
  }, [pathname, navigate, returnTo]);
  useEffect(() => {
    if (params.get('resetToken')) open('resetPassword');
  }, [params, open]);
  useEffect(() => {
    if (state?.modal) open(state.modal);
  }, [state, open]);
  const ctx = useMemo(
    () => ({ modal, helpSection, returnTo, open, close, preload: preloadModal }),
    [modal, helpSection, returnTo, open, close],
  );

  const toggleCollapsed = () => {
    setCollapsed((c) => {
      localStorage.setItem(STORAGE_KEYS.sideMenuCollapsed, c ? '0' : '1');
      return !c;
    });
  };

  return (
    <ModalContext.Provider value={ctx}>
      <div className="flex min-h-dvh flex-col">
        <Header onMenu={() => setDrawer(true)} showMenuButton={sideMenu} />
        <div className="flex flex-1">
          {sideMenu && (
            <SideMenu
              collapsed={collapsed}
              onToggle={toggleCollapsed}
              drawerOpen={drawer}
              onCloseDrawer={() => setDrawer(false)}
            />
          )}
          <main className={`min-w-0 flex-1 ${FLOAT_GUTTER}`}>
            <LazyBoundary fallback={<Loader />} resetKey={pathname}>
              <Outlet />
            </LazyBoundary>
            <Footer />
          </main>
        </div>
        <FloatService />
      </div>
      <SiteModals modal={modal} />
    </ModalContext.Provider>
  );
}
