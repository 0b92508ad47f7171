import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { addressIs } from '../../lib/addressIs';
import { isAuthConfigured } from '../../lib/firebaseConfig';
import { useT } from '../../lib/i18n/useT';
import { usePageTitle } from '../../lib/usePageTitle';
import { readActionLink, VERIFY_REDIRECT_MS } from './actionLink';
import { verifyEmailQuery } from './authApi';
import { readableAuthError } from './authErrors';
import { ResetPasswordForm } from './ResetPasswordForm';
import './auth.css';

/**
 * /verify-email: the target of the e-mail action links. Verifies the address (oobCode), or, for a
 * reset link (mode=resetPassword), shows the new-password form.
 */
export default function VerifyEmailPage() {
  const { search } = useLocation();
  const { t } = useT();
  usePageTitle('title.verifyEmail');
  const link = useMemo(() => readActionLink(search, isAuthConfigured), [search]);

  if (link.kind === 'resetPassword') {
    return (
      <section className="panel verify-email">
        <h1>{t('reset.title')}</h1>
        <ResetPasswordForm oobCode={link.oobCode} />
        <HomeLink />
      </section>
    );
  }

  return (
    <section className="panel verify-email">
      <h1>{t('verify.title')}</h1>
      {link.kind === 'error' ? (
        <p className="error-message" role="alert">
          {t(link.message)}
        </p>
      ) : (
        link.kind === 'verifyEmail' && <EmailVerification oobCode={link.oobCode} />
      )}
      <HomeLink />
    </section>
  );
}

function EmailVerification({ oobCode }: { oobCode: string }) {
  const navigate = useNavigate();
  const { t } = useT();
  // Single-use: one query per code, never asked again (authApi.ts).
  const verification = useQuery(verifyEmailQuery(oobCode));

  const { pathname } = useLocation();

  useEffect(() => {
    if (!verification.isSuccess) return;
    const timer = setTimeout(() => {
      // A link followed meanwhile wins (addressIs says why this page can still be on screen).
      if (addressIs(pathname)) void navigate('/', { replace: true });
    }, VERIFY_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [verification.isSuccess, navigate, pathname]);

  if (verification.isSuccess) {
    return (
      <p className="success-message" role="status">
        {t('verify.verified')}
      </p>
    );
  }
  if (verification.isError) {
    return (
      <div role="alert">
        <p className="error-message">{t('verify.failed')}</p>
        <p>{t(readableAuthError(verification.error))}</p>
      </div>
    );
  }
  return (
    <p className="loading" role="status">
      {t('verify.verifying')}
    </p>
  );
}

function HomeLink() {
  const { t } = useT();
  return (
    <p>
      <Link to="/">{t('verify.home')}</Link>
    </p>
  );
}
