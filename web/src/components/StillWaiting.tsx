import { useEffect, useState } from 'react';
import { useT } from '../lib/i18n/useT';

/**
 * How long a write waits for the server before the page says it is still waiting. A write has no
 * time limit (docs/decisions/0041-reads-have-a-time-limit-writes-do-not.md): a button left on
 * "Saving…" with no word for minutes would read as a page that hung.
 */
export const STILL_WAITING_MS = 15_000;

/**
 * Rendered while a write is on its way (mounted with it, so each write counts from its own start):
 * an empty polite live region, then, past STILL_WAITING_MS, that the server has not answered yet,
 * that the page will say how it went, and that nothing on it is lost.
 */
export function StillWaiting() {
  const { t } = useT();
  // Its own timer rather than lib/useElapsed, which the map's page uses: sharing it would bring this
  // file's chunk (with the pages' mutations) into /map's (web/vite.config.ts, the 'pages' group).
  const [waited, setWaited] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setWaited(true), STILL_WAITING_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <p className="still-waiting" role="status">
      {waited ? t('write.stillWaiting') : ''}
    </p>
  );
}
