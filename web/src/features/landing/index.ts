// The landing page is the one page not loaded on demand: it is the first one most visitors see.
export { default as LandingPage } from './LandingPage';
