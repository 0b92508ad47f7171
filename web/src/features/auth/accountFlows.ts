import type { ActionCodeSettings, Auth, User } from 'firebase/auth';
import type { Message } from '../../lib/i18n/i18n';
import { readableAuthError } from './authErrors';

/** The product's exact texts (docs/product.md#-landing), as catalog messages. */
export const NOT_CONFIGURED: Message = { key: 'auth.notConfigured' };
export const PASSWORDS_DIFFER: Message = { key: 'auth.passwordsDiffer' };
export const RESET_SENT: Message = { key: 'auth.resetSent' };
/** Firebase Auth's code could not be fetched (no network, or a build replaced meanwhile). */
export const AUTH_NOT_LOADED: Message = { key: 'auth.notLoaded' };

/** The Firebase Auth calls the panel makes; AuthPanel passes the real SDK functions, tests fakes. */
export interface AuthSdk {
  signInWithEmailAndPassword(auth: Auth, email: string, password: string): Promise<unknown>;
  createUserWithEmailAndPassword(auth: Auth, email: string, password: string): Promise<{ user: User }>;
  updateProfile(user: User, profile: { displayName: string }): Promise<void>;
  sendEmailVerification(user: User, settings: ActionCodeSettings): Promise<void>;
  sendPasswordResetEmail(auth: Auth, email: string, settings: ActionCodeSettings): Promise<void>;
  signOut(auth: Auth): Promise<void>;
}

export type FlowResult = { ok: true; message: Message } | { ok: false; error: Message };

export interface SignUpForm {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
}

export const signUpDoneMessage = (email: string): Message => ({ key: 'auth.signedUp', values: { email } });

/** The e-mail links bring the member back here: the site's origin + '/verify-email'. */
export const verifyEmailUrl = (origin: string) => `${origin}/verify-email`;

/**
 * The account operations of the landing panel. `loadAuth` gives Firebase Auth (it loads on demand),
 * or null when the build has no Firebase config; every operation then answers NOT_CONFIGURED
 * without calling anything.
 */
export function accountFlows(loadAuth: () => Promise<Auth | null>, sdk: AuthSdk, origin: string) {
  const fail = (error: unknown): FlowResult => ({ ok: false, error: readableAuthError(error) });
  /** Firebase Auth, or the answer to give when the build has no config or its code cannot load. */
  const authOrAnswer = async (): Promise<{ auth: Auth } | { answer: FlowResult }> => {
    try {
      const auth = await loadAuth();
      return auth ? { auth } : { answer: { ok: false, error: NOT_CONFIGURED } };
    } catch {
      return { answer: { ok: false, error: AUTH_NOT_LOADED } };
    }
  };

  return {
    async signIn(email: string, password: string): Promise<FlowResult> {
      const loaded = await authOrAnswer();
      if ('answer' in loaded) return loaded.answer;
      const { auth } = loaded;
      try {
        await sdk.signInWithEmailAndPassword(auth, email.trim(), password);
        return { ok: true, message: { key: 'auth.signedIn' } };
      } catch (error) {
        return fail(error);
      }
    },

    /**
     * Creates the account, stores the name, sends the verification e-mail, and always ends signed
     * out (docs/product.md#-landing). The caller holds the published auth state meanwhile (AuthProvider.holdAuthState)
     * so the brief sign-in never redirects to /dashboard.
     */
    async signUp(form: SignUpForm): Promise<FlowResult> {
      if (form.password !== form.confirmPassword) return { ok: false, error: PASSWORDS_DIFFER };
      const loaded = await authOrAnswer();
      if ('answer' in loaded) return loaded.answer;
      const { auth } = loaded;
      const email = form.email.trim();
      let user: User;
      try {
        ({ user } = await sdk.createUserWithEmailAndPassword(auth, email, form.password));
      } catch (error) {
        return fail(error);
      }
      try {
        const name = form.name.trim();
        if (name) await sdk.updateProfile(user, { displayName: name });
        await sdk.sendEmailVerification(user, { url: verifyEmailUrl(origin) });
        return { ok: true, message: signUpDoneMessage(email) };
      } catch (error) {
        return { ok: false, error: { key: 'auth.verificationNotSent', values: { reason: readableAuthError(error) } } };
      } finally {
        await sdk.signOut(auth).catch(() => undefined);
      }
    },

    async sendReset(email: string): Promise<FlowResult> {
      const loaded = await authOrAnswer();
      if ('answer' in loaded) return loaded.answer;
      const { auth } = loaded;
      try {
        await sdk.sendPasswordResetEmail(auth, email.trim(), { url: `${origin}/?mode=login` });
        return { ok: true, message: RESET_SENT };
      } catch (error) {
        // The same answer whether or not an account uses the address: the form must not tell
        // anyone which addresses have accounts.
        if ((error as { code?: unknown } | null)?.code === 'auth/user-not-found')
          return { ok: true, message: RESET_SENT };
        return fail(error);
      }
    },
  };
}
