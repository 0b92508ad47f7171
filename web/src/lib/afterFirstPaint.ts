/**
 * Runs `task` once the page's first frame is on screen and the browser has a quiet moment (at the
 * latest after `timeoutMs`), and returns a cancel. Called from an effect on mount: work that frame
 * does not need (decorative video, the sign-in SDK) then waits for the page's own code and data
 * rather than competing with them for a slow line and a slow processor. Browsers without
 * requestIdleCallback (Safari before 18) run it after the next frame.
 */
export function afterFirstPaint(task: () => void, timeoutMs = 500): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(task, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
