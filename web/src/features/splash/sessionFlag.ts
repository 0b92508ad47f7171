/**
 * A flag kept for the tab's session (sessionStorage): what the site shows once per visit, the
 * splash and the random popup. Session storage can be missing or throw (privacy modes): the flag
 * then reads as unset, and setting it does nothing, so the thing shows again on the next page
 * load, which is harmless.
 */
export function hasSessionFlag(storage: Storage | null, key: string): boolean {
  try {
    return storage?.getItem(key) === 'true';
  } catch {
    return false;
  }
}

export function setSessionFlag(storage: Storage | null, key: string): void {
  try {
    storage?.setItem(key, 'true');
  } catch {
    // Storage full or refused: see above.
  }
}
