import type { Auth } from 'firebase/auth';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { site } from '../../config/site';
import { isAuthConfigured } from '../firebaseConfig';
import { isAdminAddress } from '@saint-james/api-contract';
import { createAuthStateGate } from './authStateGate';
import { afterFirstPaint } from '../afterFirstPaint';
import { loadAuth, loadAuthSdk, sessionMayExist, storedMember, whenAuthLoads } from './loadAuth';
import type { Member } from './storedSession';

export type AuthStatus = 'loading' | 'signed-in' | 'signed-out';

export interface AuthState {
  status: AuthStatus;
  /**
   * The member: the SDK's user once it has answered; before that, the one it stored on an earlier
   * visit (docs/decisions/0037-the-stored-member-shown-at-once.md). What only the SDK can do with
   * the user (a new name, a new password) asks for the SDK's own: signedInUser (loadAuth.ts).
   */
  user: Member | null;
  /** Decides what the browser shows only; the API checks the admin on the server. */
  isAdmin: boolean;
  signOut: () => Promise<void>;
  /**
   * Runs `task` with the published state frozen (authStateGate.ts): sign-up signs the new account
   * in for a moment, and the app must not react to that. The real state is published at the end.
   */
  holdAuthState: <T>(task: () => Promise<T>) => Promise<T>;
}

const AuthContext = createContext<AuthState | null>(null);

/**
 * Who is signed in. With a stored session Firebase Auth loads after the first frame (loadAuth), or
 * beside the page's code on a member's page whose stored token cannot be used (preloadPage,
 * app/router.tsx; docs/decisions/0039-the-sdk-after-a-member-page-first-data.md). Until it has said who is
 * signed in, the member it stored on an earlier visit is shown (status 'signed-in'), or, when none
 * can be read whole, the status is 'loading' (the splash waits for it, member pages show Loading).
 * Without a stored session the status is 'signed-out' at once and the SDK loads only when the
 * visitor signs in.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<Member | null>(null);
  const [status, setStatus] = useState<AuthStatus>(isAuthConfigured ? 'loading' : 'signed-out');
  // Firebase Auth once loaded, and the gate that publishes its state (made once per provider).
  const [{ loaded, gate }] = useState(() => {
    const holder: { auth: Auth | null } = { auth: null };
    const publish = (next: Member | null) => {
      setUser(next);
      setStatus(next ? 'signed-in' : 'signed-out');
    };
    return { loaded: holder, gate: createAuthStateGate<Member>(() => holder.auth?.currentUser ?? null, publish) };
  });

  /** Signed out in this page without the SDK's word: it has no session, or it did not load. */
  const signedOutHere = useCallback(() => {
    setUser(null);
    setStatus('signed-out');
  }, []);

  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let cancelLoad: (() => void) | undefined;
    let live = true;
    const unavailable = (error: unknown) => {
      // The SDK did not arrive (offline, a redeploy): the site works signed out, and says why.
      console.error('Sign-in is unavailable: the sign-in code could not be loaded.', error);
      if (live && !loaded.auth) signedOutHere();
    };
    // Whoever loads Firebase Auth (this provider, a member page's preload, the sign-in form, a call
    // that needs a token), the provider then follows who is signed in: each run of this effect
    // subscribes (a run cleaned up before its subscription, as StrictMode does, leaves it to the next).
    const stopListening = whenAuthLoads((auth) => {
      loaded.auth = auth;
      loadAuthSdk().then((sdk) => {
        if (live) unsubscribe = sdk.onAuthStateChanged(auth, () => gate.changed());
      }, unavailable);
    });
    // A visitor who never signed in here is signed out at once, and the SDK (40 KB) is not loaded
    // (docs/decisions/0029-no-auth-sdk-without-a-session.md); with a stored session it loads once
    // the page's first frame is shown.
    sessionMayExist().then((mayExist) => {
      if (!live) return;
      if (mayExist) cancelLoad = afterFirstPaint(() => void loadAuth().catch(unavailable));
      else if (!loaded.auth) signedOutHere();
    }, unavailable);
    // The member stored on an earlier visit, shown at once; the SDK's answer then replaces them.
    void storedMember().then((member) => {
      if (live && member) gate.assume(member);
    });
    return () => {
      live = false;
      cancelLoad?.();
      stopListening();
      unsubscribe?.();
    };
  }, [loaded, gate, signedOutHere]);

  const holdAuthState = useCallback(<T,>(task: () => Promise<T>) => gate.hold(task), [gate]);

  const value = useMemo<AuthState>(
    () => ({
      status,
      user,
      // As the server's rule: the admin address, verified. The server still decides every call.
      isAdmin: status === 'signed-in' && user?.emailVerified === true && isAdminAddress(user.email, site.adminEmail),
      // The stored member may be shown before the SDK has loaded: signing out loads it. If it does
      // not load (offline, a redeploy), this page is signed out all the same; the stored session
      // stays in the browser until a sign-out reaches the SDK.
      signOut: async () => {
        let auth: Auth | null;
        try {
          auth = loaded.auth ?? (await loadAuth());
        } catch (error) {
          console.error('Signed out in this page only: the sign-in code could not be loaded.', error);
          signedOutHere();
          return;
        }
        if (auth) await (await loadAuthSdk()).signOut(auth);
      },
      holdAuthState,
    }),
    [status, user, loaded, holdAuthState, signedOutHere],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
