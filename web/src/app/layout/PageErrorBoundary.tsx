import type { ReactNode } from 'react';
import { LoadBoundary } from '../../components/LoadBoundary';
import { useT } from '../../lib/i18n/useT';
import { useOnline } from '../../features/offline';

/**
 * Catches a page that fails to load or render, instead of leaving the screen blank. The usual cause
 * is a new deploy: an open tab asks for a page chunk that no longer exists (now a 404), and only a
 * reload fetches the new version. The other is the network: a page that failed while offline is
 * tried again by itself when the browser is back online (no Reload to press).
 */
export function PageErrorBoundary({ resetKey, children }: { resetKey: string; children: ReactNode }) {
  return (
    <LoadBoundary what="The page" resetKey={resetKey} fallback={() => <PageError />}>
      {children}
    </LoadBoundary>
  );
}

/** Offline, a reload would only show the browser's own error page: the page says it waits instead. */
function PageError() {
  const { t } = useT();
  const online = useOnline();
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
