import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  setDoc,
  setLogLevel,
  updateDoc,
} from 'firebase/firestore';
import { REVISIONS_COLLECTION } from '../../src/mapData/revisions';
import { MAP_DATA_COLLECTION, TRASH_COLLECTION } from '../../src/mapData/store';
import { ACTIVITY_PAGES_COLLECTION, PAGE_REVISIONS_COLLECTION } from '../../src/pages/store';
import { browserClient as signedInClient, closeBrowserClients, expectDenied } from '../support/browserFirestore';
import { clearCollection, firestore as adminFirestore, idTokenFor } from '../support/emulators';
import { ADMIN_EMAIL } from '../support/testConfig';

// jest 29 ignores a project's testTimeout (jest.config.cjs): the first emulator calls of a run can
// take longer than the default 5 s on a busy machine.
jest.setTimeout(30_000);

// firestore.rules deny all direct browser access: the browser's own SDK (the `firebase` package the
// web app ships), talking to the Firestore emulator with the rules loaded, is refused every read and
// write of mapData, signed out, as a member, and as the admin. Only the api function gets through.
const PASSWORD = 'rules-password-123';
const MEMBER_EMAIL = 'rules-member@saint-james.test';
const STORED = { location: '13.187,-59.638', name: 'Holetown Chapel', description: 'd', type: 't', status: 's' };

/** A browser-like client (the web SDK against the emulator with the rules), signed in as `email`. */
const browserClient = (email?: string) => signedInClient(email ? { email, password: PASSWORD } : undefined);

describe('firestore.rules: mapData is closed to the browser', () => {
  beforeAll(async () => {
    setLogLevel('silent'); // the SDK logs every refused write as a warning; the assertions say it all
    await idTokenFor(MEMBER_EMAIL, { verified: true, password: PASSWORD });
    await idTokenFor(ADMIN_EMAIL, { verified: true, password: PASSWORD });
  });

  beforeEach(async () => {
    await clearCollection(MAP_DATA_COLLECTION);
    // The api function (firebase-admin) writes; the rules do not apply to it.
    await adminFirestore.collection(MAP_DATA_COLLECTION).doc('chapel').set(STORED);
  });

  afterAll(closeBrowserClients);

  it.each([
    ['signed out', undefined],
    ['a signed-in member', MEMBER_EMAIL],
    ['the signed-in admin', ADMIN_EMAIL],
  ])('denies %s every read and write', async (_who, email) => {
    const db = await browserClient(email);
    const entries = collection(db, MAP_DATA_COLLECTION);
    const chapel = doc(db, MAP_DATA_COLLECTION, 'chapel');

    await expectDenied(getDoc(chapel));
    await expectDenied(getDocs(entries));
    await expectDenied(addDoc(entries, { ...STORED, name: 'Injected' }));
    await expectDenied(setDoc(doc(db, MAP_DATA_COLLECTION, 'new-one'), STORED));
    await expectDenied(setDoc(chapel, { ...STORED, name: 'Overwritten' }));
    await expectDenied(updateDoc(chapel, { status: 'hacked' }));
    await expectDenied(deleteDoc(chapel));

    // Nothing changed behind the refusals.
    const snapshot = await adminFirestore.collection(MAP_DATA_COLLECTION).get();
    expect(snapshot.docs.map((d) => [d.id, d.data()])).toEqual([['chapel', STORED]]);
  });

  it.each([
    ['signed out', undefined],
    ['a signed-in member', MEMBER_EMAIL],
    ['the signed-in admin', ADMIN_EMAIL],
  ])('denies %s the revisions and the trash too', async (_who, email) => {
    const revisionPath = [MAP_DATA_COLLECTION, 'chapel', REVISIONS_COLLECTION] as const;
    await adminFirestore.collection(revisionPath.join('/')).doc('r1').set({ action: 'create', by: 'a', at: 'b' });
    await adminFirestore
      .collection(TRASH_COLLECTION)
      .doc('gone')
      .set({ ...STORED, deletedBy: 'a', deletedAt: 'b' });
    const db = await browserClient(email);

    await expectDenied(getDocs(collection(db, ...revisionPath)));
    await expectDenied(getDoc(doc(db, ...revisionPath, 'r1')));
    await expectDenied(setDoc(doc(db, ...revisionPath, 'r2'), { action: 'create' }));
    await expectDenied(deleteDoc(doc(db, ...revisionPath, 'r1')));
    await expectDenied(getDocs(collection(db, TRASH_COLLECTION)));
    await expectDenied(getDoc(doc(db, TRASH_COLLECTION, 'gone')));
    await expectDenied(setDoc(doc(db, TRASH_COLLECTION, 'planted'), STORED));
    await expectDenied(deleteDoc(doc(db, TRASH_COLLECTION, 'gone')));

    // (Other test files leave revisions and trashed entries of their own: only these two are checked.)
    const revisionIds = (await adminFirestore.collection(revisionPath.join('/')).get()).docs.map((d) => d.id);
    expect(revisionIds).toContain('r1');
    expect(revisionIds).not.toContain('r2');
    const trashIds = (await adminFirestore.collection(TRASH_COLLECTION).get()).docs.map((d) => d.id);
    expect(trashIds).toContain('gone');
    expect(trashIds).not.toContain('planted');
    await adminFirestore.collection(TRASH_COLLECTION).doc('gone').delete();
  });

  it.each([
    ['signed out', undefined],
    ['a signed-in member', MEMBER_EMAIL],
    ['the signed-in admin', ADMIN_EMAIL],
  ])('denies %s the activity pages and their revisions', async (_who, email) => {
    const page = [ACTIVITY_PAGES_COLLECTION, 'page5'] as const;
    const revisions = [...page, PAGE_REVISIONS_COLLECTION] as const;
    await adminFirestore.doc(page.join('/')).set({ en: { title: 'Kept', summary: '', body: '' }, updatedAt: 'a' });
    await adminFirestore.collection(revisions.join('/')).doc('r1').set({ action: 'update', by: 'a', at: 'b' });
    const db = await browserClient(email);

    await expectDenied(getDocs(collection(db, ACTIVITY_PAGES_COLLECTION)));
    await expectDenied(getDoc(doc(db, ...page)));
    await expectDenied(setDoc(doc(db, ...page), { en: { title: 'Planted' } }));
    await expectDenied(deleteDoc(doc(db, ...page)));
    await expectDenied(getDocs(collection(db, ...revisions)));
    await expectDenied(setDoc(doc(db, ...revisions, 'r2'), { action: 'update' }));

    expect((await adminFirestore.doc(page.join('/')).get()).get('en.title')).toBe('Kept');
    const revisionIds = (await adminFirestore.collection(revisions.join('/')).get()).docs.map((d) => d.id);
    expect(revisionIds).toEqual(['r1']);
    await adminFirestore.recursiveDelete(adminFirestore.doc(page.join('/')));
  });
});
