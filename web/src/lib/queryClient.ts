import { onlineManager, QueryClient } from '@tanstack/react-query';

/**
 * The one store of server state (TanStack Query). Failed reads are not retried behind the page's
 * back: each page says so at once and offers Retry (sheets) or stays quiet (the map), as the
 * product asks; polling pages ask again on their own schedule anyway.
 *
 * Offline (docs/decisions/0023-caching-rules-and-the-service-worker.md):
 * - reads still ask ('offlineFirst'): the service worker answers the public ones with its copy, so
 *   a page opened offline shows the last data instead of waiting for the network forever; the rest
 *   fail at once and say so. Back online, the page's reads ask again by themselves.
 * - changes are never queued to be sent later behind the visitor's back ('always'): a save, a
 *   sign-in or a link made offline fails at once with its message, and what was typed stays.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: true, networkMode: 'offlineFirst' },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

// TanStack Query assumes a connection until the browser says it lost one: a page opened offline
// would then never hear that it came back, and not ask again.
if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);

/** The app's client: one per page load, shared by the provider and by prefetches at module load. */
export const queryClient = createQueryClient();
