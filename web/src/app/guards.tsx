import { Navigate, Outlet, useLocation, type Location } from 'react-router';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';

/** Where the logged-in guard found the user going; login and register send them back there. */
export interface FromState {
  from?: Pick<Location, 'pathname' | 'search' | 'hash'>;
}

/** The path to return to after signing in (the page first asked for, else home). */
export function returnPath(state: unknown): string {
  const from = (state as FromState | null)?.from;
  if (
    !from?.pathname ||
    from.pathname === paths.login.path ||
    from.pathname === paths.register.path
  ) {
    return paths.home.href();
  }
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}

/** Members only: others go to /login, remembering where they were going. */
export function RequireAuth() {
  const { user } = useSession();
  const location = useLocation();
  if (!user) {
    const state: FromState = {
      from: { pathname: location.pathname, search: location.search, hash: location.hash },
    };
    return <Navigate to={paths.login.href()} replace state={state} />;
  }
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
