import { useEffect, type ReactNode } from 'react';
import { LoadBoundary } from '../../components/LoadBoundary';
import { useT } from '../../lib/i18n/useT';
import { useOnline } from '../../features/offline';

/**
 * Catches a page that fails to load or render, instead of leaving the screen blank. The usual cause
 * is a new deploy: an open tab asks for a page chunk that no longer exists (now a 404), and only a
 * reload fetches the new version. The other is the network: a page that failed while offline is
 * tried again by itself when the browser is back online (no Reload to press); where the browser
 * keeps that failure for the page's life (lib/heldLoad.ts), the page reloads by itself instead: an
 * error in the page's place has nothing a reload could lose.
 */
export function PageErrorBoundary({ resetKey, children }: { resetKey: string; children: ReactNode }) {
  return (
    <LoadBoundary what="The page" resetKey={resetKey} fallback={(_retry, held) => <PageError held={held} />}>
      {children}
    </LoadBoundary>
  );
}

/** Offline, a reload would only show the browser's own error page: the page says it waits instead. */
function PageError({ held }: { held: boolean }) {
  const { t } = useT();
  const online = useOnline();
  useEffect(() => {
    if (held) window.location.reload();
  }, [held]);
  return (
    <section className="panel page-error" role="alert">
      <h1>{t('pageError.title')}</h1>
      {online ? (
        <>
          <p>{t('pageError.text')}</p>
          <button type="button" className="primary" onClick={() => window.location.reload()}>
            {t('pageError.reload')}
          </button>
        </>
      ) : (
        <p>{t('pageError.offline')}</p>
      )}
    </section>
  );
}
