import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { hasToken } from './session';

/** Protected routes need a session token (spec §5); without one the visitor gets the login modal. */
export function RequireToken({ children }: { children: ReactNode }) {
  const location = useLocation();
  if (!hasToken()) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  return <>{children}</>;
}
