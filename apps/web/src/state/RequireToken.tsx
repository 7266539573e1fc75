import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useMemberInfo } from '../api/account';
import { Loader } from '../ui/Loader';
import { useToken } from './session';

/**
 * Protected routes need a session token (spec §5); without one the visitor goes to /login.
 * `realOnly` pages (member center, lottery) also refuse trial accounts (spec §6): they go home
 * with the true-account dialog. The server refuses them too; this only spares a dead screen.
 */
export function RequireToken({ children, realOnly = true }: { children: ReactNode; realOnly?: boolean }) {
  const location = useLocation();
  const token = useToken();
  const info = useMemberInfo();
  // The whole address (tab query included) so the login or registration can return to it.
  const from = location.pathname + location.search + location.hash;
  if (!token) return <Navigate to="/login" replace state={{ from }} />;
  if (realOnly && info.isPending) return <Loader />;
  if (realOnly && info.data?.isTrial) return <Navigate to="/" replace state={{ modal: 'trueAccount' }} />;
  return <>{children}</>;
}
