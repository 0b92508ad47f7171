import { createApp } from '../../src/app';
import { ACTIVITY_PAGES_COLLECTION } from '../../src/pages/store';
import { firestore, idTokenFor, verifyIdToken } from './emulators';
import { listen } from './server';
import { ADMIN_EMAIL, testConfig } from './testConfig';

// The activity pages' api in-process against the emulators, for the integration tests.

export const PAGE_3 = {
  en: {
    title: 'Beach clean-up',
    summary: 'Saints meet at Paynes Bay on Saturday.',
    body: '## Bring\n\n- gloves\n- **water**\n\n[The bay](https://example.org/bay)',
    date: '2026-12-05',
  },
  fr: { title: 'Nettoyage de plage', summary: 'Rendez-vous samedi.', body: '## Apportez\n\n- des gants' },
};

/** Every page and its revisions gone: each test starts with eight pages never written. */
export const clearPages = () => firestore.recursiveDelete(firestore.collection(ACTIVITY_PAGES_COLLECTION));

/** The stored documents by id ('page3'): what "nothing was written" is checked against. */
export async function storedPages(): Promise<Record<string, unknown>> {
  const snapshot = await firestore.collection(ACTIVITY_PAGES_COLLECTION).get();
  return Object.fromEntries(snapshot.docs.map((doc) => [doc.id, doc.data()]));
}

export interface PagesApi {
  call: (
    method: string,
    path: string,
    options?: { token?: string; body?: unknown; raw?: string; contentType?: string },
  ) => Promise<Response>;
  adminToken: string;
  memberToken: string;
  close: () => Promise<void>;
}

/** Starts the app and signs the admin and a member in. */
export async function startPagesApi(): Promise<PagesApi> {
  const server = await listen(createApp({ config: testConfig(), verifyIdToken, firestore }));
  const memberToken = (await idTokenFor('pages-member@saint-james.test')).token;
  const adminToken = (await idTokenFor(ADMIN_EMAIL, { verified: true })).token;
  const call: PagesApi['call'] = (method, path, { token, body, raw, contentType = 'application/json' } = {}) =>
    fetch(`${server.url}/api/pages/activity${path}`, {
      method,
      headers: {
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...(body !== undefined || raw !== undefined ? { 'Content-Type': contentType } : {}),
      },
      body: raw ?? (body === undefined ? undefined : JSON.stringify(body)),
    });
  return { call, adminToken, memberToken, close: server.close };
}
