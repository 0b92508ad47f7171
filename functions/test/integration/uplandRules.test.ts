// firestore.rules keep the Upland link's documents closed to the browser, the member's own
// included: the record with the link, the access token, the cached portfolio, pending link codes
// and the rate limits. Only the api function (firebase-admin) reads and writes them.
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, setLogLevel } from 'firebase/firestore';
import { browserClient, closeBrowserClients, expectDenied } from '../support/browserFirestore';
import { firestore as adminFirestore, idTokenFor } from '../support/emulators';

jest.setTimeout(30_000);

const PASSWORD = 'rules-password-123';
const EMAIL = 'rules-upland-member@saint-james.test';
const COLLECTIONS = ['members', 'uplandTokens', 'uplandPortfolios', 'uplandLinkCodes', 'uplandRateLimits'];

let uid: string;
beforeAll(async () => {
  setLogLevel('silent'); // the SDK logs every refused write as a warning; the assertions say it all
  uid = (await idTokenFor(EMAIL, { verified: true, password: PASSWORD })).uid;
  for (const name of COLLECTIONS) {
    await adminFirestore.collection(name).doc(uid).set({ uid, accessToken: 'stored-by-the-api' });
  }
});
afterAll(closeBrowserClients);

describe('firestore.rules: the Upland documents are closed to the browser', () => {
  it.each([
    ['signed out', false],
    ['the member they belong to', true],
  ])('deny %s every read and write of them', async (_who, signedIn) => {
    const db = await browserClient(signedIn ? { email: EMAIL, password: PASSWORD } : undefined);
    for (const name of COLLECTIONS) {
      await expectDenied(getDoc(doc(db, name, uid)));
      await expectDenied(getDocs(collection(db, name)));
      await expectDenied(setDoc(doc(db, name, uid), { accessToken: 'planted' }));
      await expectDenied(deleteDoc(doc(db, name, uid)));
    }
    for (const name of COLLECTIONS) {
      expect((await adminFirestore.collection(name).doc(uid).get()).get('accessToken')).toBe('stored-by-the-api');
    }
  });
});

afterAll(async () => {
  await Promise.all(COLLECTIONS.map((name) => adminFirestore.collection(name).doc(uid).delete()));
});
