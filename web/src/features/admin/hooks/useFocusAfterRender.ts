import { useCallback, useEffect, useState, type RefObject } from 'react';

/**
 * Moves the focus to an element once React has rendered (and a dialog has closed): a row's Delete
 * button after Cancel or a failed delete, the notice after a delete (the row and its button are
 * gone). Returns `focusAfterRender(ref)`; each call asks again, even for the same element.
 */
export function useFocusAfterRender() {
  const [request, setRequest] = useState<{ target: RefObject<HTMLElement | null> } | null>(null);
  useEffect(() => {
    request?.target.current?.focus();
  }, [request]);
  return useCallback((target: RefObject<HTMLElement | null>) => setRequest({ target }), []);
}
