import { useT } from '../../lib/i18n/useT';
import type { AuthMode } from './authMode';

/** Under the account panel's form: the links to its other views (forgot password, sign up, back). */
export function AuthSwitches({ mode, onSwitch }: { mode: AuthMode; onSwitch: (next: AuthMode) => void }) {
  const { t } = useT();
  return (
    // key={mode}: each switch mounts the view afresh, which replays the 300 ms fade-in.
    <div key={`${mode}-switch`} className="auth-view auth-switches">
      {mode === 'login' && (
        <>
          <p>
            <button type="button" className="link-button" onClick={() => onSwitch('reset')}>
              {t('auth.forgot')}
            </button>
          </p>
          <p>
            {t('auth.noAccount')}{' '}
            <button type="button" className="link-button" onClick={() => onSwitch('signup')}>
              {t('auth.createAccount')}
            </button>
          </p>
        </>
      )}
      {mode === 'signup' && (
        <p>
          {t('auth.haveAccount')}{' '}
          <button type="button" className="link-button" onClick={() => onSwitch('login')}>
            {t('auth.backToSignIn')}
          </button>
        </p>
      )}
      {mode === 'reset' && (
        <p>
          <button type="button" className="link-button" onClick={() => onSwitch('login')}>
            {t('auth.backToSignIn')}
          </button>
        </p>
      )}
    </div>
  );
}
