import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { activateLocale } from './lib/i18n/i18n';
import { startingLocale } from './lib/i18n/locale';
import './styles/global.css';

// The page renders in its language from the first frame (French loads its catalog first).
await activateLocale(startingLocale());

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
