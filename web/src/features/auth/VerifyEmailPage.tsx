import { applyActionCode, type Auth } from 'firebase/auth';
import { useEffect, useMemo, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { auth } from '../../lib/firebase';
import {
  readActionLink,
  VERIFIED,
  VERIFY_FAILED,
  VERIFY_REDIRECT_MS,
  VERIFYING,
} from './actionLink';
import { readableAuthError } from './authErrors';
import { ResetPasswordForm } from './ResetPasswordForm';
import './auth.css';

// One applyActionCode per code: a code is single-use, and a re-run effect (StrictMode, a remount)
// must reuse the first attempt instead of spending the code twice and reporting a failure.
const verifications = new Map<string, Promise<void>>();

async function verifyEmailOnce(firebaseAuth: Auth, oobCode: string): Promise<void> {
  let attempt = verifications.get(oobCode);
  if (!attempt) {
    attempt = applyActionCode(firebaseAuth, oobCode).then(async () => {
      // A member verifying in the browser they are signed in with: refresh the account and token
      // so email_verified is current for the page and the api.
      const current = firebaseAuth.currentUser;
      if (current) await current.reload().then(() => current.getIdToken(true)).catch(() => undefined);
    });
    verifications.set(oobCode, attempt);
  }
  return attempt;
}

type Verification = { state: 'verifying' } | { state: 'verified' } | { state: 'failed'; reason: string };

/**
 * /verify-email: the target of the e-mail action links. Verifies the address (oobCode), or, for a
 * reset link (mode=resetPassword), shows the new-password form.
 */
export default function VerifyEmailPage() {
  const { search } = useLocation();
  const link = useMemo(() => readActionLink(search, auth !== null), [search]);

  if (link.kind === 'resetPassword' && auth) {
    return (
      <section className="panel verify-email">
        <h1>Choose a new password</h1>
        <ResetPasswordForm auth={auth} oobCode={link.oobCode} />
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
        link.kind === 'verifyEmail' && auth && <EmailVerification auth={auth} oobCode={link.oobCode} />
      )}
      <HomeLink />
    </section>
  );
}

function EmailVerification({ auth: firebaseAuth, oobCode }: { auth: Auth; oobCode: string }) {
  const navigate = useNavigate();
  const [result, setResult] = useState<Verification>({ state: 'verifying' });

  useEffect(() => {
    let current = true;
    setResult({ state: 'verifying' });
    verifyEmailOnce(firebaseAuth, oobCode).then(
      () => current && setResult({ state: 'verified' }),
      (error) => current && setResult({ state: 'failed', reason: readableAuthError(error) }),
    );
    return () => {
      current = false;
    };
  }, [firebaseAuth, oobCode]);

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
