import { Suspense, useLayoutEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { LoadingBlock } from '@/components/spinner';
import { ToastPageScope } from '@/components/toast';
import { RouteErrorBoundary } from '../route-error';
import { Footer } from './footer';
import { FeatureGlobals } from './feature-globals';
import { Header } from './header';
import { LanguageInUrl } from './language-in-url';
import { OfflineOverlay } from './offline-overlay';
import { ScrollToTop } from './scroll-to-top';

/** A new page starts at the top (a hash link scrolls to its target instead). */
function ScrollOnNavigate() {
  const { pathname, hash } = useLocation();
  useLayoutEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}

function Page() {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary key={pathname}>
      <Suspense fallback={<LoadingBlock className="min-h-[60vh]" />}>
        <Outlet />
      </Suspense>
    </RouteErrorBoundary>
  );
}

/** The shared layout of every public and member page. */
export function RootLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <ScrollOnNavigate />
      <ToastPageScope />
      <LanguageInUrl />
      <Header />
      <OfflineOverlay belowHeader />
      {/* At least a screen tall (less the 4rem header), so the footer starts below the fold and
          does not jump down when the page's content arrives. */}
      <main id="main" tabIndex={-1} className="min-h-[calc(100svh-4rem)] flex-1 focus:outline-none">
        <Page />
      </main>
      <Footer />
      <ScrollToTop />
      <FeatureGlobals />
    </div>
  );
}

/** Pages outside the layout (login, register) still get the global pieces. */
export function BareLayout() {
  return (
    <>
      <ScrollOnNavigate />
      <ToastPageScope />
      <LanguageInUrl />
      <OfflineOverlay />
      <Page />
      <FeatureGlobals />
    </>
  );
}
