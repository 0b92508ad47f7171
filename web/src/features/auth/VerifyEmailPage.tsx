import { useQuery } from '@tanstack/react-query';
import { applyActionCode } from 'firebase/auth';
import { useEffect, useMemo } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { loadAuth } from '../../lib/auth/loadAuth';
import { isAuthConfigured } from '../../lib/firebaseConfig';
import { readActionLink, VERIFIED, VERIFY_FAILED, VERIFY_REDIRECT_MS, VERIFYING } from './actionLink';
import { readableAuthError } from './authErrors';
import { ResetPasswordForm } from './ResetPasswordForm';
import './auth.css';

/**
 * Spends the code (applyActionCode) and refreshes the member signed in here, if any, so that
 * email_verified is current for the page and the api.
 */
async function verifyEmail(oobCode: string): Promise<true> {
  const firebaseAuth = await loadAuth();
  if (!firebaseAuth) throw new Error('Firebase not initialized');
  await applyActionCode(firebaseAuth, oobCode);
  const current = firebaseAuth.currentUser;
  if (current)
    await current
      .reload()
      .then(() => current.getIdToken(true))
      .catch(() => undefined);
  return true;
}

type Verification = { state: 'verifying' } | { state: 'verified' } | { state: 'failed'; reason: string };

/**
 * /verify-email: the target of the e-mail action links. Verifies the address (oobCode), or, for a
 * reset link (mode=resetPassword), shows the new-password form.
 */
export default function VerifyEmailPage() {
  const { search } = useLocation();
  const link = useMemo(() => readActionLink(search, isAuthConfigured), [search]);

  if (link.kind === 'resetPassword') {
    return (
      <section className="panel verify-email">
        <h1>Choose a new password</h1>
        <ResetPasswordForm oobCode={link.oobCode} />
        <HomeLink />
      </section>
    );
  }

  return (
    <section className="panel verify-email">
      <h1>Email verification</h1>
      {link.kind === 'error' ? (
        <p className="error-message" role="alert">
          {link.message}
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
  // A code is single-use: one query per code, never asked again (a re-run effect, StrictMode or a
  // remount reuses the first answer instead of spending the code twice and reporting a failure).
  const verification = useQuery({
    queryKey: ['verify-email', oobCode],
    queryFn: () => verifyEmail(oobCode),
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
  });
  const result: Verification = verification.isSuccess
    ? { state: 'verified' }
    : verification.isError
      ? { state: 'failed', reason: readableAuthError(verification.error) }
      : { state: 'verifying' };

  useEffect(() => {
    if (result.state !== 'verified') return;
    const timer = setTimeout(() => navigate('/', { replace: true }), VERIFY_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [result.state, navigate]);

  if (result.state === 'verifying') {
    return (
      <p className="loading" role="status">
        {VERIFYING}
      </p>
    );
  }
  if (result.state === 'verified') {
    return (
      <p className="success-message" role="status">
        {VERIFIED}
      </p>
    );
  }
  return (
    <div role="alert">
      <p className="error-message">{VERIFY_FAILED}</p>
      <p>{result.reason}</p>
    </div>
  );
}

function HomeLink() {
  return (
    <p>
      <Link to="/">Go to Home</Link>
    </p>
  );
}
