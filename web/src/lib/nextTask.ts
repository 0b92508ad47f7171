/**
 * Resolves in a new task of the browser's, so that long work cut into slices lets it paint and
 * answer a tap in between: `scheduler.yield()` where there is one (it resumes ahead of other
 * tasks), a zero timeout elsewhere.
 */
export function nextTask(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** How long one slice of such work may run: a task of a few ms, even on a phone four times slower. */
export const SLICE_MS = 4;
