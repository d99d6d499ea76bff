// The route tree (declarative react-router: the data router would add ~13 KB gzipped to every
// page, and nothing here needs loaders). Every screen is its own lazily loaded chunk.
import { lazy, useEffect, type ComponentType } from 'react';
import { matchPath, Route, Routes } from 'react-router';
import { paths } from '@/config/paths';
import { endHydration } from '@/lib/server-rendered';
import { RequireAuth, RequireGuest } from './guards';
import { SCREEN_NAMESPACES, type ScreenWithNamespaces } from './screen-namespaces';
import { BareLayout, RootLayout } from './layout/root-layout';
import { GUESTS, MEMBERS, PUBLIC, RECOVERY } from './route-groups';

type Screen = { default: ComponentType };

// One table of screen loaders: the routes below render them lazily, and preloadRoute() starts the
// current URL's screen while the language bundles load.
const loaders = {
  home: () => import('./routes/home'),
  about: () => import('./routes/about'),
  packages: () => import('./routes/packages'),
  feedback: () => import('./routes/feedback'),
  blogs: () => import('./routes/blogs'),
  blogPost: () => import('./routes/blog-post'),
  contact: () => import('./routes/contact'),
  zodiacs: () => import('./routes/zodiacs'),
  privacy: () => import('./routes/privacy'),
  terms: () => import('./routes/terms'),
  notFound: () => import('./routes/not-found'),
  appointment: () => import('./routes/appointment'),
  appointmentForm: () => import('./routes/appointment-form'),
  appointmentPayment: () => import('./routes/appointment-payment'),
  appointmentSlip: () => import('./routes/appointment-slip'),
  appointmentReschedule: () => import('./routes/appointment-reschedule'),
  bookingsList: () => import('./routes/bookings-list'),
  profile: () => import('./routes/profile'),
  savedPosts: () => import('./routes/saved-posts'),
  waitlist: () => import('./routes/waitlist'),
  settings: () => import('./routes/settings'),
  login: () => import('./routes/login'),
  register: () => import('./routes/register'),
  forgotPassword: () => import('./routes/forgot-password'),
  resetPassword: () => import('./routes/reset-password'),
} satisfies Partial<Record<keyof typeof paths, () => Promise<Screen>>>;

type PageName = keyof typeof loaders;
const started = new Map<PageName, Promise<Screen>>();
/** The screens whose code has arrived. */
const loaded = new Map<PageName, ComponentType>();

function load(name: PageName): Promise<Screen> {
  let promise = started.get(name);
  if (!promise) {
    promise = loaders[name]().then((screen) => {
      loaded.set(name, screen.default);
      return screen;
    });
    started.set(name, promise);
    // A failed load (offline, a new deploy) is retried the next time, not remembered.
    promise.catch(() => started.delete(name));
  }
  return promise;
}

/**
 * A screen whose code has arrived renders at once; one still loading suspends (React.lazy). Through
 * React.lazy alone even a loaded screen suspends on its first render, and React then keeps the
 * fallback on screen for 300 ms before revealing it (its Suspense throttle): on the home page that
 * was half of the time to its largest paint, the hero's heading.
 */
function screen(name: PageName): ComponentType {
  const Lazy = lazy(() => load(name));
  function Screen() {
    const Loaded = loaded.get(name);
    // The server's page is hydrated whole once its screen has committed (server-rendered.ts).
    useEffect(endHydration, []);
    // The module's own component, the same on every render once loaded: nothing is created here.
    // eslint-disable-next-line react-hooks/static-components
    return Loaded ? <Loaded /> : <Lazy />;
  }
  Screen.displayName = `Screen(${name})`;
  return Screen;
}

const pages = Object.fromEntries(
  Object.keys(loaders).map((name) => [name, screen(name as PageName)]),
) as Record<PageName, ComponentType>;

export interface FirstScreen {
  /** The translation namespaces the screen reads first, to load with the language bundles. */
  namespaces: readonly string[];
  /** Settles when the screen's code has arrived or failed (its error shows when it renders). */
  loaded: Promise<void>;
}

/**
 * Starts loading the screen for `pathname`; main.tsx calls it before the first render, loads the
 * screen's texts alongside and waits for both, so the first paint is the page, not a spinner.
 */
export function preloadRoute(pathname: string): FirstScreen {
  const name =
    [...PUBLIC, ...MEMBERS, ...GUESTS, ...RECOVERY].find((n) =>
      matchPath(paths[n].path, pathname),
    ) ?? 'notFound';
  return {
    namespaces: name in SCREEN_NAMESPACES ? SCREEN_NAMESPACES[name as ScreenWithNamespaces] : [],
    loaded: load(name).then(
      () => undefined,
      () => undefined,
    ),
  };
}

export function AppRoutes() {
  const element = (name: PageName) => {
    const Component = pages[name];
    return <Component />;
  };
  return (
    <Routes>
      <Route element={<RootLayout />}>
        {PUBLIC.map((name) => (
          <Route key={name} path={paths[name].path} element={element(name)} />
        ))}
        <Route element={<RequireAuth />}>
          {MEMBERS.map((name) => (
            <Route key={name} path={paths[name].path} element={element(name)} />
          ))}
        </Route>
        <Route path={paths.notFound.path} element={element('notFound')} />
      </Route>
      <Route element={<BareLayout />}>
        <Route element={<RequireGuest />}>
          {GUESTS.map((name) => (
            <Route key={name} path={paths[name].path} element={element(name)} />
          ))}
        </Route>
        {RECOVERY.map((name) => (
          <Route key={name} path={paths[name].path} element={element(name)} />
        ))}
      </Route>
    </Routes>
  );
}
