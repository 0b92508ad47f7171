import { Suspense, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { OfflineNotice, UpdatePrompt } from '../../features/offline';
import { BackgroundVideo, RandomGifPopup, SplashScreen } from '../../features/splash';
import { useT } from '../../lib/i18n/useT';
import { Header } from './Header';
import { PageFallback } from './PageFallback';
import { PageErrorBoundary } from './PageErrorBoundary';
import { ScrollToTop } from './ScrollToTop';
import { useFocusOnNavigation } from './useFocusOnNavigation';
import { usePagePreload } from './usePagePreload';

export function Layout() {
  const { pathname } = useLocation();
  const { t } = useT();
  const main = useRef<HTMLElement>(null);
  useFocusOnNavigation(main);
  usePagePreload();
  return (
    <>
      {/* The first Tab stop of every page. It moves the focus itself rather than following #main:
          the address's hash belongs to the page (the map keeps its view there). */}
      <a
        className="skip-link"
        href="#main"
        onClick={(event) => {
          event.preventDefault();
          main.current?.focus();
        }}
      >
        {t('skip.toMain')}
      </a>
      <ScrollToTop />
      <BackgroundVideo />
      <Header />
      <OfflineNotice />
      <main id="main" ref={main} className="site-main" tabIndex={-1}>
        <PageErrorBoundary resetKey={pathname}>
          <Suspense fallback={<PageFallback />}>
            <Outlet />
          </Suspense>
        </PageErrorBoundary>
      </main>
      <UpdatePrompt />
      <RandomGifPopup />
      <SplashScreen />
    </>
  );
}
