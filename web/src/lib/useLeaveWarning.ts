import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router-dom';

/**
 * While `unsaved`, leaving asks first: the browser's own prompt when the tab is closed or reloaded
 * (beforeunload), and `question` when a link inside the site is followed. The admin's editors use
 * it (the map entries, the activity pages): here, not re-exported by a feature's entry that the
 * router reads, which would put it into every page's code.
 */
export function useLeaveWarning(unsaved: boolean, question: string) {
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => unsaved && currentLocation.pathname !== nextLocation.pathname,
  );
  // Asked once per blocked navigation: the page may render again (a new blocker object, still
  // 'blocked') before the answer has reset it.
  const asked = useRef(false);
  useEffect(() => {
    if (blocker.state !== 'blocked') {
      asked.current = false;
      return;
    }
    if (asked.current) return;
    asked.current = true;
    if (window.confirm(question)) blocker.proceed();
    else blocker.reset();
  }, [blocker, question]);
}
