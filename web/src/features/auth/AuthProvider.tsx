import { onAuthStateChanged, signOut as firebaseSignOut, type User } from 'firebase/auth';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { site } from '../../config/site';
import { auth } from '../../lib/firebase';
import { isAdminEmail as isAdminEmailFor } from './adminEmail';
import { createAuthStateGate } from './authStateGate';

export type AuthStatus = 'loading' | 'signed-in' | 'signed-out';

export interface AuthState {
  status: AuthStatus;
  user: User | null;
  /** Decides what the browser shows only; the API checks the admin on the server. */
  isAdmin: boolean;
  /** The current ID token for `Authorization: Bearer`, or null when signed out. */
  getIdToken: () => Promise<string | null>;
  signOut: () => Promise<void>;
  /**
   * Runs `task` with the published state frozen (authStateGate.ts): sign-up signs the new account
   * in for a moment, and the app must not react to that. The real state is published at the end.
   */
  holdAuthState: <T>(task: () => Promise<T>) => Promise<T>;
}

const AuthContext = createContext<AuthState | null>(null);

export function isAdminEmail(email: string | null | undefined, adminEmail = site.adminEmail): boolean {
  return isAdminEmailFor(email, adminEmail);
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<User | null>(null);
  const [status, setStatus] = useState<AuthStatus>(auth ? 'loading' : 'signed-out');

  const [gate] = useState(() =>
    createAuthStateGate<User>(
      () => auth?.currentUser ?? null,
      (next) => {
        setUser(next);
        setStatus(next ? 'signed-in' : 'signed-out');
      },
    ),
  );

  useEffect(() => {
    if (!auth) return;
    return onAuthStateChanged(auth, () => gate.changed());
  }, [gate]);

  const holdAuthState = useCallback(<T,>(task: () => Promise<T>) => gate.hold(task), [gate]);

  const value = useMemo<AuthState>(
    () => ({
      status,
      user,
      isAdmin: status === 'signed-in' && isAdminEmail(user?.email),
      getIdToken: async () => (user ? user.getIdToken() : null),
      signOut: async () => {
        if (auth) await firebaseSignOut(auth);
      },
      holdAuthState,
    }),
    [status, user, holdAuthState],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
