import { Navigate, Outlet, useLocation } from 'react-router';
import { FullScreenSpinner } from '@/components/spinner';
import { paths } from '@/config/paths';
import { fromState, returnPath } from '@/lib/return-path';
import { useSession } from '@/lib/session';

/** Members only: others go to /login, remembering where they were going. */
export function RequireAuth() {
  const { user, status } = useSession();
  const location = useLocation();
  // Reached from a server-rendered page before the session check answered (the provider shows
  // the page meanwhile rather than its spinner).
  if (status === 'loading') return <FullScreenSpinner />;
  if (!user) return <Navigate to={paths.login.href()} replace state={fromState(location)} />;
  return <Outlet />;
}

/**
 * Guests only: anyone holding an access token goes to / (or, right after signing in, to the page
 * the logged-in guard stopped, so this redirect and the form's own agree).
 */
export function RequireGuest() {
  const { hasToken } = useSession();
  const location = useLocation();
  if (hasToken) return <Navigate to={returnPath(location.state)} replace />;
  return <Outlet />;
}
