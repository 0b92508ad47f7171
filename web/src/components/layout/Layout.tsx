import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { BackgroundVideo } from '../../features/splash/BackgroundVideo';
import { RandomGifPopup } from '../../features/splash/RandomGifPopup';
import { SplashScreen } from '../../features/splash/SplashScreen';
import { LoadingMessage } from '../LoadingMessage';
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
