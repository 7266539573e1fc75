import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { lazy } from '../features/system/chunk-errors';
import { RequireToken } from '../state/RequireToken';
import { AgentLayout } from './AgentLayout';
import { Root } from './Root';
import { RouteModal } from './RouteModal';
import { SiteLayout } from './SiteLayout';

const loadHome = () => import('../features/home/HomePage');
const HomePage = lazy(() => loadHome().then((m) => ({ default: m.HomePage })));
// Home is where most visits land: its chunk is fetched alongside the locale and the first API
// calls instead of after them.
if (['/', '/index', '/index.html', '/home'].includes(window.location.pathname)) void loadHome();
const GameCenterPage = lazy(() =>
  import('../features/games/GameCenterPage').then((m) => ({ default: m.GameCenterPage })),
);
const GameListPage = lazy(() => import('../features/games/GameListPage').then((m) => ({ default: m.GameListPage })));
const AccountGamesPage = lazy(() =>
  import('../features/games/AccountGamesPage').then((m) => ({ default: m.AccountGamesPage })),
);
const MemberCenterPage = lazy(() =>
  import('../features/member/MemberCenterPage').then((m) => ({ default: m.MemberCenterPage })),
);
const AgentLoginPage = lazy(() =>
  import('../features/agent/AgentLoginPage').then((m) => ({ default: m.AgentLoginPage })),
);
const AgentHomePage = lazy(() => import('../features/agent/AgentHomePage').then((m) => ({ default: m.AgentHomePage })));
const PromotionsPage = lazy(() =>
  import('../features/promotions/PromotionsPage').then((m) => ({ default: m.PromotionsPage })),
);
const PointMallPage = lazy(() =>
  import('../features/points/PointMallPage').then((m) => ({ default: m.PointMallPage })),
);
const LotteryPage = lazy(() => import('../features/lottery/LotteryPage').then((m) => ({ default: m.LotteryPage })));
const GameWindowPage = lazy(() =>
  import('../features/lottery/GameWindowPage').then((m) => ({ default: m.GameWindowPage })),
);
const SeamlessPage = lazy(() =>
  import('../features/games/GameWindowPage').then((m) => ({ default: m.GameWindowPage })),
);
// The operators' chat console: its own chunk, never on a player's first load.
const EmailConfirmPage = lazy(() =>
  import('../features/security/EmailConfirmPage').then((m) => ({ default: m.EmailConfirmPage })),
);
const loadArticles = () => import('../features/articles/ArticlesPages');
const ArticleListPage = lazy(() => loadArticles().then((m) => ({ default: m.ArticleListPage })));
const ArticlePage = lazy(() => loadArticles().then((m) => ({ default: m.ArticlePage })));
const NoticeBoardPage = lazy(() =>
  import('../features/articles/NoticeBoardPage').then((m) => ({ default: m.NoticeBoardPage })),
);
const AppGuidePage = lazy(() =>
  import('../features/app-download/AppGuidePage').then((m) => ({ default: m.AppGuidePage })),
);
const AppDownloadPage = lazy(() =>
  import('../features/app-download/AppDownloadCards').then((m) => ({ default: m.AppDownloadPage })),
);
const NotFoundPage = lazy(() => import('../features/system/NotFoundPage').then((m) => ({ default: m.NotFoundPage })));

const home = <HomePage />;
// Paths are case-sensitive: /vnLottery (lobby) and /vnlottery (game page) are different screens.
const page = (path: string, element: React.ReactNode): RouteObject => ({ path, element, caseSensitive: true });

const CENTERS = ['SPORTS', 'ESPORTS', 'LOTT', 'ELOTT', 'COCKFIGHT'] as const;
const LISTS = ['LIVE', 'FISH', 'RNG', 'PVP', 'BGS'] as const;

export const routes: RouteObject[] = [
  {
    element: <Root />,
    children: [
      {
        element: <AgentLayout />,
        children: [page('/agent', <AgentLoginPage />), page('/agentHome', <AgentHomePage />)],
      },
      {
        element: <SiteLayout sideMenu />,
        children: [
          page('/', home),
          page('/index', home),
          page('/index.html', home),
          page('/home', home),
          page('/login', <RouteModal name="login">{home}</RouteModal>),
          page('/register', <RouteModal name="register">{home}</RouteModal>),
          page('/help', <RouteModal name="help">{home}</RouteModal>),
          page(
            '/member',
            <RequireToken>
              <MemberCenterPage />
            </RequireToken>,
          ),
          ...CENTERS.map((c) => page(`/${c.toLowerCase()}`, <GameCenterPage category={c} />)),
          ...LISTS.map((c) => page(`/${c.toLowerCase()}`, <GameListPage category={c} />)),
          page(
            '/favorite',
            <RequireToken realOnly={false}>
              <AccountGamesPage kind="favorite" />
            </RequireToken>,
          ),
          page(
            '/recent',
            <RequireToken realOnly={false}>
              <AccountGamesPage kind="recent" />
            </RequireToken>,
          ),
          page(
            '/lottery',
            <RequireToken>
              <LotteryPage kind="lottery" />
            </RequireToken>,
          ),
          page(
            '/seaLottery',
            <RequireToken>
              <LotteryPage kind="seaLottery" />
            </RequireToken>,
          ),
          page(
            '/vnLottery',
            <RequireToken>
              <LotteryPage kind="vnLottery" />
            </RequireToken>,
          ),
          page('/promotions', <PromotionsPage />),
          page('/pointMall', <PointMallPage />),
          // The mailed email-binding link (security center); no session needed.
          page('/email/confirm', <EmailConfirmPage />),
          // Content: the notice board, beginner guide, blog and news (not in spec §2's route table; names chosen here)
          page('/notices', <NoticeBoardPage />),
          ...(['guide', 'blog', 'news'] as const).flatMap((kind) => [
            page(`/${kind}`, <ArticleListPage kind={kind} />),
            page(`/${kind}/:slug`, <ArticlePage kind={kind} />),
          ]),
          // App download: the install guides the QR codes open
          page('/app', <AppDownloadPage />),
          page('/app/ios', <AppGuidePage platform="ios" />),
          page('/app/android', <AppGuidePage platform="android" />),
          page('/app/lite', <AppGuidePage platform="lite" />),
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      {
        // Game pages: the side menu is hidden so the game gets the width.
        element: <SiteLayout sideMenu={false} />,
        children: [
          page('/seamless', <SeamlessPage />),
          page('/lottert', <GameWindowPage kind="lottert" />),
          page('/vnlottery', <GameWindowPage kind="vnlottery" />),
          page('/sealottery', <GameWindowPage kind="sealottery" />),
        ],
      },
      { path: '/index.htm', element: <Navigate to="/" replace /> },
    ],
  },
];

export const router = createBrowserRouter(routes);
