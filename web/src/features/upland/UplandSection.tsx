import { useQuery } from '@tanstack/react-query';
import { LoadingMessage } from '../../components/LoadingMessage';
import { QueryStatus } from '../../components/QueryStatus';
import { useAuth } from '../../lib/auth/AuthProvider';
import { useT } from '../../lib/i18n/useT';
import { useElapsed } from '../../lib/useElapsed';
import { UnlinkButton } from './portfolio/UnlinkButton';
import { YourSaintJames } from './portfolio/YourSaintJames';
import { UplandLink } from './UplandLink';
import { linkStatusQuery, statusFailure } from './uplandApi';

/** How long the Upland part waits for the link status before it shows 'Upland Auth' anyway. */
const STATUS_WAIT_MS = 1000;

/**
 * The dashboard's Upland part. Not linked: what linking gives, and 'Upland Auth'. Linked: "Your
 * Saint James", 'Upland Auth' (to link another account) and Unlink. Upland refused the stored
 * token: a line saying so, and 'Upland Auth' to link again.
 */
export function UplandSection() {
  const { user } = useAuth();
  const { t } = useT();
  const uid = user?.uid ?? '';
  const status = useQuery({ ...linkStatusQuery(uid), enabled: !!user });
  const linked = status.data?.linked === true;
  const needsRelink = status.data?.linked === true && status.data.needsRelink;

  // Until the status is in (it is asked beside the page's code): the line on what linking gives
  // would otherwise appear above 'Upland Auth' and push it down under the reader's finger. At most
  // STATUS_WAIT_MS, though: a slow status (a token being refreshed, a slow line) must not hide the
  // button, which asks for the status itself. A failed status shows the link at once, and for good:
  // the link asks again as it mounts, and going back to the wait each time made a loop of requests
  // as fast as they failed (offline, a failing api).
  const waited = useElapsed(STATUS_WAIT_MS, status.isLoading);
  const firstWait = status.isLoading && status.errorUpdateCount === 0 && !waited;
  if (firstWait) return <LoadingMessage />;
  return (
    <>
      {status.data && !linked && <p className="upland-why">{t('portfolio.why')}</p>}
      {needsRelink && (
        <p className="upland-relink" role="alert">
          {t('portfolio.relink')}
        </p>
      )}
      {/* The status never came (offline, the api failing): said, with Retry, rather than a page that
          looks unlinked. */}
      {/* Once failed: TanStack Query clears isError as it asks again, and the failure stays then. */}
      {status.errorUpdateCount > 0 && !status.data && (
        <QueryStatus query={status} failed={(error) => t(statusFailure(error))} />
      )}
      <UplandLink />
      {/* Past the wait, still no status: said under the button (which stays where it is), so that a
          linked member does not read a lone 'Upland Auth' as 'not linked'. */}
      {status.isLoading && status.errorUpdateCount === 0 && <LoadingMessage text={t('upland.checking')} />}
      {linked && !needsRelink && (
        <>
          <YourSaintJames uid={uid} />
          <UnlinkButton uid={uid} />
        </>
      )}
    </>
  );
}
