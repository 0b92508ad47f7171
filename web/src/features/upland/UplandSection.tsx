import { useQuery } from '@tanstack/react-query';
import { LoadingMessage } from '../../components/LoadingMessage';
import { useAuth } from '../../lib/auth/AuthProvider';
import { useT } from '../../lib/i18n/useT';
import { UnlinkButton } from './portfolio/UnlinkButton';
import { YourSaintJames } from './portfolio/YourSaintJames';
import { UplandLink } from './UplandLink';
import { linkStatusQuery } from './uplandApi';

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

  // Until the status is in (it is asked beside the page's code, so briefly): the line on what
  // linking gives would otherwise appear above 'Upland Auth' and push it down under the reader's
  // finger. A status that fails or waits for the network shows the link all the same.
  if (status.isLoading) return <LoadingMessage />;
  return (
    <>
      {status.data && !linked && <p className="upland-why">{t('portfolio.why')}</p>}
      {needsRelink && (
        <p className="upland-relink" role="alert">
          {t('portfolio.relink')}
        </p>
      )}
      <UplandLink />
      {linked && !needsRelink && (
        <>
          <YourSaintJames uid={uid} />
          <UnlinkButton uid={uid} />
        </>
      )}
    </>
  );
}
