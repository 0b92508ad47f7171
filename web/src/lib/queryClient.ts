import { QueryClient } from '@tanstack/react-query';

/**
 * The one store of server state (TanStack Query). Failed reads are not retried behind the page's
 * back: each page says so at once and offers Retry (sheets) or stays quiet (the map), as the
 * product asks; polling pages ask again on their own schedule anyway.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: true },
      mutations: { retry: false },
    },
  });
}

/** The app's client: one per page load, shared by the provider and by prefetches at module load. */
export const queryClient = createQueryClient();
