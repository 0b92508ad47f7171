// What every page shows around its content: the splash at start, the background filter, the popup.
export { BackgroundVideo } from './BackgroundVideo';
export { RandomGifPopup } from './RandomGifPopup';
export { SplashScreen } from './SplashScreen';
