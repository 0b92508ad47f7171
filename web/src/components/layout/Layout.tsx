import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { BackgroundVideo } from '../../features/splash/BackgroundVideo';
import { RandomGifPopup } from '../../features/splash/RandomGifPopup';
import { SplashScreen } from '../../features/splash/SplashScreen';
import { LoadingMessage } from '../LoadingMessage';
import { Header } from './Header';
import { ScrollToTop } from './ScrollToTop';

export function Layout() {
  return (
    <>
      <ScrollToTop />
      <BackgroundVideo />
      <Header />
      <main id="main" className="site-main">
        <Suspense fallback={<LoadingMessage />}>
          <Outlet />
        </Suspense>
      </main>
      <RandomGifPopup />
      <SplashScreen />
    </>
  );
}
