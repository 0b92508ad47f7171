import { useEffect, useState } from 'react';

/** The pause in the typing after which a live region reads out what changed (a count, a list's size). */
export const READ_OUT_PAUSE_MS = 1000;

/**
 * `value` once it has stayed the same for `ms`: what a live region reads out while the reader
 * types, so that it speaks when they pause, not at every keystroke.
 */
export function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
