import { useCallback, useEffect, useState, type RefObject } from 'react';

/** An element held by a ref, or found once React has rendered (an element rendered anew). */
type FocusTarget = RefObject<HTMLElement | null> | (() => HTMLElement | null);

/**
 * Moves the focus to an element once React has rendered (and a dialog has closed): a row's Delete
 * button after Cancel or a failed delete, the notice after a delete (the row and its button are
 * gone). Returns `focusAfterRender(target)`; each call asks again, even for the same element.
 */
export function useFocusAfterRender() {
  const [request, setRequest] = useState<{ target: FocusTarget } | null>(null);
  useEffect(() => {
    if (!request) return;
    const { target } = request;
    (typeof target === 'function' ? target() : target.current)?.focus();
  }, [request]);
  return useCallback((target: FocusTarget) => setRequest({ target }), []);
}
