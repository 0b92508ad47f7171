import { useSyncExternalStore } from 'react';
import { networkReached, onReachChange } from '../../lib/networkReach';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  const stopReach = onReachChange(onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
    stopReach();
  };
}

/**
 * Whether the site can reach the network, following changes: the browser has a connection
 * (navigator.onLine), and the last read got through (lib/networkReach.ts: on "lie-fi" the
 * connection is there and nothing passes).
 */
export const useOnline = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => navigator.onLine && networkReached(),
    () => true,
  );

/**
 * The browser's own word only: for what one failed read must not take away (the urbanism video
 * playing in its frame, which would start again from its beginning).
 */
export const useBrowserOnline = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
