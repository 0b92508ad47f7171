/** The landing panel's views: sign in, sign up, and the forgot-password sub-view. */
export type AuthMode = 'login' | 'signup' | 'reset';

/**
 * The mode comes from the URL (?mode=login|signup|reset) so the header's 'Sign in' and
 * 'Create account' links open the matching view; anything else is the login view.
 */
export function modeFromQuery(search: string | URLSearchParams): AuthMode {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const mode = params.get('mode');
  return mode === 'signup' || mode === 'reset' ? mode : 'login';
}
