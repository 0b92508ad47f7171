/**
 * Code that failed to load and failed again when asked for once more. Browsers that follow the HTML
 * standard as it stood before whatwg/html#10327 (Chromium 150, Debian's, among them) keep a module
 * that failed to load for the page's life: asking again fails at once, without the network. When
 * the site answers for that code now, only a new page can load it: the load is "held", and the
 * caller offers a reload (or makes one where nothing would be lost).
 * docs/decisions/0043-code-the-browser-will-not-load-again.md
 */
export class HeldLoadError extends Error {
  constructor(original: unknown) {
    super('Only a new page can load this code.', { cause: original });
    this.name = 'HeldLoadError';
  }
}

export const isHeldLoad = (error: unknown): error is HeldLoadError => error instanceof HeldLoadError;

/** The module a failed import names (Chromium and Firefox name the one asked for, not its failed import). */
const MODULE_URL = /(https?:\/\/[^\s'"]+)/;

/**
 * For a load that failed again: a HeldLoadError when the site answers for the code it names (or,
 * if it names none, for the site's root) now, so that the failure is the browser's memory of the
 * first; else the error as it was (the network is still down: asking again later may work).
 */
export async function heldOrAsIs(error: unknown): Promise<unknown> {
  const named = error instanceof Error ? MODULE_URL.exec(error.message)?.[1] : undefined;
  const url = named && new URL(named).origin === window.location.origin ? named : '/';
  try {
    const response = await fetch(url, { method: 'HEAD', cache: 'no-store' });
    return response.ok ? new HeldLoadError(error) : error;
  } catch {
    return error;
  }
}

/**
 * `load`, asked for as often as needed, where a failure after an earlier one is checked
 * (heldOrAsIs). The first is not: its module may answer while a module it imports does not (a
 * failure names the module asked for, not the import that failed).
 */
export function checkedWhenAgain<T>(load: () => Promise<T>): () => Promise<T> {
  let failedBefore = false;
  return () =>
    load().catch(async (error: unknown) => {
      const failure = failedBefore ? await heldOrAsIs(error) : error;
      failedBefore = true;
      throw failure;
    });
}
