/**
 * The browser's storages, or null where the browser refuses them: merely reading
 * window.localStorage throws with cookies disabled and in some privacy modes.
 */
export function localStore(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
