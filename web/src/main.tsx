import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { startOfflineSupport } from './features/offline';
import { createRouter, preloadPage } from './app/router';
import { activateLocale } from './lib/i18n/i18n';
import { deferNumberFormats } from './lib/i18n/numberFormat';
import { startingLocale } from './lib/i18n/locale';
import './styles/global.css';

/** How long the first render waits for the opening page's code before showing the page's fallback. */
const PAGE_WAIT_MS = 1000;

// No ICU number data while the page opens: its counts are written without it.
deferNumberFormats();
// The page the visit opens on starts loading now, beside the language (its code is often there
// already: <page>.html preloads it, vite/pageDocuments.ts). A failure shows where the page renders
// (PageErrorBoundary). The layout does not ask for it again as it mounts (usePagePreload).
const page = preloadPage(window.location.pathname)?.catch(() => undefined);
// The site for offline use: the reads' times from the first one, the service worker once the page
// has loaded and is on screen.
startOfflineSupport();
// The page renders in its language from the first frame (French loads its catalog first); when the
// catalog cannot be loaded, in English rather than not at all.
const locale = activateLocale(startingLocale()).catch(() => activateLocale('en'));

// No top-level await: the page's chunk imports this one, and could not run while it waits. The first
// render waits for the page's code (up to PAGE_WAIT_MS): a page that is not there yet suspends,
// and React keeps its fallback on screen for at least 300 ms once shown. The render is a transition:
// React renders it in slices that let the browser breathe, not as one long task
// (docs/decisions/0032-the-map-in-short-tasks.md).
void Promise.all([locale, Promise.race([page, new Promise((resolve) => setTimeout(resolve, PAGE_WAIT_MS))])]).then(
  () => {
    // Made here, not while the app's module is evaluated: two shorter tasks, not one
    // (docs/decisions/0033-compile-hints.md).
    const router = createRouter();
    const root = createRoot(document.getElementById('root')!);
    startTransition(() =>
      root.render(
        <StrictMode>
          <App router={router} />
        </StrictMode>,
      ),
    );
  },
);
