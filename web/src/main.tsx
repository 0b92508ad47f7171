import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { preloadPage } from './app/router';
import { activateLocale } from './lib/i18n/i18n';
import { startingLocale } from './lib/i18n/locale';
import './styles/global.css';

// The page the visit opens on starts loading now, beside the language: its code arrives sooner
// (meanwhile the page shows its heading and Loading: PageFallback). A failure shows where the page
// renders (PageErrorBoundary).
preloadPage(window.location.pathname)?.catch(() => undefined);
// The page renders in its language from the first frame (French loads its catalog first).
await activateLocale(startingLocale());

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
