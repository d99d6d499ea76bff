import type { Location } from 'react-router';
import { paths } from '@/config/paths';

/** Where a member was going when sent to log in; login and register send them back there. */
export interface FromState {
  from?: Pick<Location, 'pathname' | 'search' | 'hash'>;
}

/** The state to hand to /login so that signing in comes back to `location`. */
export function fromState(location: Pick<Location, 'pathname' | 'search' | 'hash'>): FromState {
  return { from: { pathname: location.pathname, search: location.search, hash: location.hash } };
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
