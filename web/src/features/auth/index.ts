import { lazyPage } from '../../lib/lazyPage';

// The auth feature's public entry: the landing page's account panel, the guard of the member pages,
// and the page e-mail links open (lazy: only its visitors load it).
export { AuthPanel } from './AuthPanel';
export { RequireAuth } from './RequireAuth';
export const VerifyEmailPage = lazyPage(() => import('./VerifyEmailPage'));
// What the profile page's forms share with the landing's: the fields and the readable errors.
export { AUTH_NOT_LOADED, PASSWORDS_DIFFER, verifyEmailUrl } from './accountFlows';
export { fieldRefused, readableAuthError } from './authErrors';
export { Field, PasswordField } from './fields';
