import { StrictMode, type ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { AuthProvider, useAuth } from './AuthProvider';

// A member's page starts loading the SDK before React mounts (preloadPage): the provider must still
// follow who is signed in when the SDK is already there, also when StrictMode runs its effect,
// cleans it up and runs it again (docs/decisions/0033-compile-hints.md).

const member = { email: 'member@example.com', emailVerified: true };
const fakeAuth = { currentUser: member };

jest.mock('../firebaseConfig', () => ({ isAuthConfigured: true, webConfig: {} }));
jest.mock('./loadAuth', () => {
  const state = { loaded: null as unknown };
  return {
    sdkArrives: () => (state.loaded = fakeAuth),
    loadAuth: () => Promise.resolve(state.loaded),
    sessionMayExist: () => Promise.resolve(true),
    whenAuthLoads: (listener: (auth: unknown) => void) => {
      if (state.loaded) listener(state.loaded);
      return () => undefined;
    },
    // Firebase calls the observer with the current user as soon as it is subscribed.
    loadAuthSdk: () =>
      Promise.resolve({
        onAuthStateChanged: (_auth: unknown, observer: () => void) => {
          setTimeout(observer, 0);
          return () => undefined;
        },
      }),
  };
});
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the mock's own control
const { sdkArrives } = require('./loadAuth') as { sdkArrives: () => void };

function Status() {
  return <p>{useAuth().status}</p>;
}

beforeAll(() => sdkArrives());

test.each([
  ['without StrictMode', (tree: ReactNode) => tree],
  ['under StrictMode (its effect runs twice)', (tree: ReactNode) => <StrictMode>{tree}</StrictMode>],
])('the SDK already loaded when the provider mounts: signed in, %s', async (_name, wrap) => {
  render(
    wrap(
      <AuthProvider>
        <Status />
      </AuthProvider>,
    ),
  );
  expect(await screen.findByText('signed-in')).toBeTruthy();
});
