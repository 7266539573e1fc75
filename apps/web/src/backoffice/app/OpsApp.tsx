import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter, Navigate, RouterProvider } from 'react-router';
import { useOpsToken } from '../../state/ops-session';
import { canUse, useOpsMe } from '../api/session';
import { useOpsT } from '../i18n';
import { Layout } from './Layout';
import { LoginPage } from './LoginPage';
import { SECTIONS } from './sections';

const queryClient = new QueryClient({
  defaultOptions: { queries: { refetchOnWindowFocus: false, retry: 1 } },
});

/** Signed-in pages: without an operator session, the sign-in page (and back here after it). */
function RequireOps({ children }: { children: React.ReactNode }) {
  const token = useOpsToken();
  if (!token) {
    const next = window.location.pathname + window.location.search;
    return <Navigate to={`/ops/login?next=${encodeURIComponent(next)}`} replace />;
  }
  return <>{children}</>;
}

/** /ops: the first section this operator's role may open. */
function Home() {
  const me = useOpsMe();
  const t = useOpsT();
  if (me.isPending) return <p className="p-6 text-sm text-muted">{t('shell.loading')}</p>;
  const first = SECTIONS.find((s) => canUse(me.data, s.permission));
  return first ? <Navigate to={`/ops/${first.id}`} replace /> : <p className="p-6">{t('shell.forbidden')}</p>;
}

function NotFound() {
  const t = useOpsT();
  return <p className="p-6 text-sm text-muted">{t('shell.notFound')}</p>;
}

const router = createBrowserRouter([
  { path: '/ops/login', element: <LoginPage /> },
  {
    path: '/ops',
    element: (
      <RequireOps>
        <Layout />
      </RequireOps>
    ),
    children: [
      { index: true, element: <Home /> },
      ...SECTIONS.map((s) => ({
        path: `${s.id}/*`,
        lazy: async () => ({ Component: (await s.load()).default }),
      })),
      // The chat console's address before it joined the back office.
      { path: 'chat', element: <Navigate to="/ops/support" replace /> },
      { path: '*', element: <NotFound /> },
    ],
  },
  { path: '*', element: <Navigate to="/ops" replace /> },
]);

export function OpsApp() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
