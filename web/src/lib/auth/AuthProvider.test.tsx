import { StrictMode, type ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AuthProvider, useAuth } from './AuthProvider';
import type { Member } from './storedSession';

// The SDK is a fake the test controls: when it arrives, whom it says is signed in, and what it stored
// on an earlier visit. The real SDK runs in the browser tests (e2e/auth-session.spec.ts).

const member: Member = { uid: 'member-uid', email: 'member@example.com', displayName: 'Ada', emailVerified: true };

jest.mock('../firebaseConfig', () => ({ isAuthConfigured: true, webConfig: {} }));
jest.mock('./loadAuth', () => {
  const sdk = {
    auth: { currentUser: null as unknown },
    loaded: false,
    /** What the next loadAuth() does: nothing yet (the SDK is still on its way), arrive, or fail. */
    nextLoad: 'pending' as 'pending' | 'arrives' | 'fails',
    stored: null as unknown,
    arrivals: new Set<(auth: unknown) => void>(),
    observers: new Set<() => void>(),
    signOut: jest.fn(async () => {
      sdk.auth.currentUser = null;
      sdk.observers.forEach((observer) => observer());
    }),
  };
  const arrive = () => {
    sdk.loaded = true;
    sdk.arrivals.forEach((listener) => listener(sdk.auth));
    return sdk.auth;
  };
  return {
    sdk,
    arrive,
    loadAuth: () => {
      if (sdk.nextLoad === 'fails') return Promise.reject(new Error('Failed to fetch dynamically imported module'));
      if (sdk.nextLoad === 'arrives' && !sdk.loaded) arrive();
      return Promise.resolve(sdk.loaded ? sdk.auth : null);
    },
    sessionMayExist: () => Promise.resolve(true),
    storedMember: () => Promise.resolve(sdk.loaded ? null : sdk.stored),
    whenAuthLoads: (listener: (auth: unknown) => void) => {
      if (sdk.loaded) listener(sdk.auth);
      else sdk.arrivals.add(listener);
      return () => sdk.arrivals.delete(listener);
    },
    // Firebase calls the observer with the current user as soon as it is subscribed.
    loadAuthSdk: () =>
      Promise.resolve({
        onAuthStateChanged: (_auth: unknown, observer: () => void) => {
          sdk.observers.add(observer);
          setTimeout(observer, 0);
          return () => sdk.observers.delete(observer);
        },
        signOut: sdk.signOut,
      }),
  };
});
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the mock's own control
const { sdk, arrive } = require('./loadAuth') as {
  sdk: {
    auth: { currentUser: unknown };
    loaded: boolean;
    nextLoad: 'pending' | 'arrives' | 'fails';
    stored: unknown;
    signOut: jest.Mock;
  };
  arrive: () => void;
};

function Status() {
  const { status, user, signOut } = useAuth();
  return (
    <>
      <p>{status}</p>
      <p>{user?.displayName ?? 'nobody'}</p>
      <button onClick={() => void signOut()}>Sign out</button>
    </>
  );
}

const renderProvider = (wrap: (tree: ReactNode) => ReactNode = (tree) => tree) =>
  render(
    wrap(
      <AuthProvider>
        <Status />
      </AuthProvider>,
    ),
  );

beforeEach(() => {
  sdk.loaded = false;
  sdk.nextLoad = 'pending';
  sdk.stored = null;
  sdk.auth.currentUser = null;
  sdk.signOut.mockClear();
});

// A member's page starts loading the SDK before React mounts (preloadPage): the provider must still
// follow who is signed in when the SDK is already there, also when StrictMode runs its effect,
// cleans it up and runs it again (docs/decisions/0033-compile-hints.md).
test.each([
  ['without StrictMode', (tree: ReactNode) => tree],
  ['under StrictMode (its effect runs twice)', (tree: ReactNode) => <StrictMode>{tree}</StrictMode>],
])('the SDK already loaded when the provider mounts: signed in, %s', async (_name, wrap) => {
  sdk.auth.currentUser = member;
  arrive();
  renderProvider(wrap);
  expect(await screen.findByText('signed-in')).toBeTruthy();
});

describe('the member stored on an earlier visit (docs/decisions/0037-the-stored-member-shown-at-once.md)', () => {
  it('is shown signed in before the SDK has loaded, and the SDK’s own user then replaces it', async () => {
    sdk.stored = member;
    renderProvider();
    expect(await screen.findByText('signed-in')).toBeTruthy();
    expect(screen.getByText('Ada')).toBeTruthy();

    sdk.auth.currentUser = { ...member, displayName: 'Ada Lovelace' };
    act(() => arrive());
    expect(await screen.findByText('Ada Lovelace')).toBeTruthy();
    expect(screen.getByText('signed-in')).toBeTruthy();
  });

  it('gives way when the SDK says no one is signed in (a session ended elsewhere)', async () => {
    sdk.stored = member;
    renderProvider();
    expect(await screen.findByText('signed-in')).toBeTruthy();
    act(() => arrive());
    expect(await screen.findByText('signed-out')).toBeTruthy();
    expect(screen.getByText('nobody')).toBeTruthy();
  });

  it('is not there when none could be read whole: the page waits for the SDK (loading)', async () => {
    renderProvider();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.getByText('loading')).toBeTruthy();
    sdk.auth.currentUser = member;
    act(() => arrive());
    expect(await screen.findByText('signed-in')).toBeTruthy();
  });

  /** The stored member shown, and the page's own first ask for the SDK made (it is still on its way). */
  async function shownBeforeTheSdk() {
    sdk.stored = member;
    sdk.auth.currentUser = member;
    renderProvider();
    expect(await screen.findByText('signed-in')).toBeTruthy();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(sdk.loaded).toBe(false);
  }

  it('signs out before the SDK has loaded: signing out loads it and signs out there', async () => {
    await shownBeforeTheSdk();
    sdk.nextLoad = 'arrives';
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(sdk.signOut).toHaveBeenCalledWith(sdk.auth);
    expect(await screen.findByText('signed-out')).toBeTruthy();
    expect(screen.getByText('nobody')).toBeTruthy();
  });

  it('signs out in the page when the SDK cannot load, and says why in the console', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await shownBeforeTheSdk();
    sdk.nextLoad = 'fails';
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('signed-out')).toBeTruthy();
    expect(screen.getByText('nobody')).toBeTruthy();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('Signed out in this page only'), expect.any(Error));
    error.mockRestore();
  });

  it('is no longer shown when the SDK cannot load', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    sdk.stored = member;
    sdk.nextLoad = 'fails';
    renderProvider();
    expect(await screen.findByText('signed-out')).toBeTruthy();
    expect(screen.getByText('nobody')).toBeTruthy();
    error.mockRestore();
  });
});
