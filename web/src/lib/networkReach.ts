/**
 * Whether the network got the site's last read through. `navigator.onLine` says only that the
 * device has a connection: on a train between two masts ("lie-fi") it stays true while nothing
 * gets through, and the service worker quietly answers with its copies. So every read says how
 * it went: one that failed with the browser online, or passed its time limit (lib/api.ts; the
 * worker's own reads, web/sw/sw.ts), says "not reached"; any answer says "reached"; the browser's
 * 'online' starts afresh (features/offline/start.ts). The offline notice follows both
 * (features/offline/useOnline.ts). docs/product.md#offline
 */
let reached = true;
const listeners = new Set<() => void>();

export const networkReached = (): boolean => reached;

/** A read's outcome: `true` when an answer came (whatever its status), `false` when none did. */
export function noteReach(answered: boolean): void {
  if (answered === reached) return;
  reached = answered;
  listeners.forEach((listener) => listener());
}

export function onReachChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
