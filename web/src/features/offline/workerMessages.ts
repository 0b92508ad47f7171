/**
 * The messages between the page and the service worker (web/sw/sw.ts) beyond Workbox's own
 * SKIP_WAITING and CACHE_UPDATED: both sides import this, so they cannot drift apart.
 */

/** "Keep a copy of these public answers": what the page read before the worker took it. */
export const KEEP_COPIES = 'KEEP_COPIES';

export interface KeepCopiesMessage {
  type: typeof KEEP_COPIES;
  /** Same-origin paths; the worker keeps only what its caching rules say it keeps. */
  addresses: string[];
}

/** The addresses of a KEEP_COPIES message, or null for any other message (or a malformed one). */
export function addressesToKeep(data: unknown): string[] | null {
  if (typeof data !== 'object' || data === null || (data as { type?: unknown }).type !== KEEP_COPIES) return null;
  const { addresses } = data as { addresses?: unknown };
  return Array.isArray(addresses)
    ? addresses.filter((address): address is string => typeof address === 'string')
    : null;
}

/** The worker to its pages: whether its last read of the public data reached the network. */
export const NETWORK_REACH = 'NETWORK_REACH';

export interface NetworkReachMessage {
  type: typeof NETWORK_REACH;
  reached: boolean;
}
