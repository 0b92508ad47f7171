/**
 * Resolves in a new task of the browser's, so that long work cut into slices lets it paint and
 * answer a tap in between: `scheduler.yield()` where there is one (it resumes ahead of other
 * tasks), a message to itself in other browsers (a chain of zero timeouts waits 4 ms a link after
 * the fifth), a zero timeout outside a browser (unit tests under Node).
 */
export function nextTask(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  if (typeof MessageChannel === 'function' && typeof window !== 'undefined') {
    return new Promise((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        channel.port1.close();
        channel.port2.close();
        resolve();
      };
      channel.port2.postMessage(null);
    });
  }
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** How long one slice of such work may run: a task of a few ms, even on a phone four times slower. */
export const SLICE_MS = 4;
