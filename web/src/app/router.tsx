// The route tree (declarative react-router: the data router would add ~13 KB gzipped to every
// page, and nothing here needs loaders). Every screen is its own lazily loaded chunk.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Routes } from 'react-router';
import { paths } from '@/config/paths';
import { RequireAuth, RequireGuest } from './guards';
import { BareLayout, RootLayout } from './layout/root-layout';

type Page = LazyExoticComponent<ComponentType>;
const page = (load: () => Promise<{ default: ComponentType }>): Page => lazy(load);

export const pages = {
  home: page(() => import('./routes/home')),
  about: page(() => import('./routes/about')),
  packages: page(() => import('./routes/packages')),
  feedback: page(() => import('./routes/feedback')),
  blogs: page(() => import('./routes/blogs')),
  blogPost: page(() => import('./routes/blog-post')),
  contact: page(() => import('./routes/contact')),
  zodiacs: page(() => import('./routes/zodiacs')),
  privacy: page(() => import('./routes/privacy')),
  terms: page(() => import('./routes/terms')),
  notFound: page(() => import('./routes/not-found')),
  appointment: page(() => import('./routes/appointment')),
  appointmentForm: page(() => import('./routes/appointment-form')),
  appointmentPayment: page(() => import('./routes/appointment-payment')),
  appointmentSlip: page(() => import('./routes/appointment-slip')),
  bookingsList: page(() => import('./routes/bookings-list')),
  profile: page(() => import('./routes/profile')),
  savedPosts: page(() => import('./routes/saved-posts')),
  settings: page(() => import('./routes/settings')),
  login: page(() => import('./routes/login')),
  register: page(() => import('./routes/register')),
} satisfies Partial<Record<keyof typeof paths, Page>>;

const PUBLIC = [
  'home',
  'about',
  'packages',
  'feedback',
  'blogs',
  'blogPost',
  'contact',
  'zodiacs',
  'privacy',
  'terms',
] as const;
const MEMBERS = [
  'appointment',
  'appointmentForm',
  'appointmentPayment',
  'appointmentSlip',
  'bookingsList',
  'profile',
  'savedPosts',
  'settings',
] as const;
const GUESTS = ['login', 'register'] as const;

export function AppRoutes() {
  const element = (name: keyof typeof pages) => {
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
      </Route>
    </Routes>
  );
}
