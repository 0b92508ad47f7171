import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { LoadingMessage } from '../../components/LoadingMessage';
import { BackgroundVideo, RandomGifPopup, SplashScreen } from '../../features/splash';
import { Header } from './Header';
import { PageErrorBoundary } from './PageErrorBoundary';
import { ScrollToTop } from './ScrollToTop';

export function Layout() {
  const { pathname } = useLocation();
  return (
    <>
      <ScrollToTop />
      <BackgroundVideo />
      <Header />
      <main id="main" className="site-main">
        <PageErrorBoundary resetKey={pathname}>
          <Suspense fallback={<LoadingMessage />}>
            <Outlet />
          </Suspense>
        </PageErrorBoundary>
      </main>
      <RandomGifPopup />
      <SplashScreen />
    </>
  );
}
