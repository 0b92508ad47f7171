import { createApp } from '../../src/app';
import { MAP_DATA_COLLECTION } from '../../src/mapData/store';
import { clearCollection, firestore, idTokenFor, verifyIdToken } from '../support/emulators';
import { listen } from '../support/server';
import { ADMIN_EMAIL, testConfig } from '../support/testConfig';

// jest 29 ignores a project's testTimeout (jest.config.cjs): the first emulator calls of a run can
// take longer than the default 5 s on a busy machine.
jest.setTimeout(30_000);

// /api/mapdata in-process, with real ID tokens from the Auth emulator and the Firestore emulator.
const MEMBER_EMAIL = 'mapdata-member@saint-james.test';

const CHAPEL = {
  location: '13.187,-59.638',
  name: 'Holetown Chapel',
  description: 'The oldest church of the parish',
  type: 'landmark',
  status: 'open',
};
const MARKET = {
  location: '13.166,-59.637',
  name: 'Paynes Bay Market',
  description: 'Fish and fruit on Saturdays',
  type: 'market',
  status: 'planned',
};
const SEEDED_AT = '2026-11-01T09:00:00.000Z';

const collection = () => firestore.collection(MAP_DATA_COLLECTION);

/** Every stored document by id: what "nothing was written" is checked against. */
async function storedDocs(): Promise<Record<string, unknown>> {
  const snapshot = await collection().get();
  return Object.fromEntries(snapshot.docs.map((doc) => [doc.id, doc.data()]));
}

/** A JSON answer that is one object, and one that is a list of them (tests assert their shape). */
type Answer = Record<string, string>;
const json = async (res: Response): Promise<Answer> => (await res.json()) as Answer;
const jsonList = async (res: Response): Promise<Answer[]> => (await res.json()) as Answer[];

/** A real emulator token with its expiry moved into the past (emulator tokens are unsigned). */
function expired(token: string): string {
  const [header, payload, signature] = token.split('.');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  const now = Math.floor(Date.now() / 1000);
  claims.iat = now - 7200;
  claims.auth_time = now - 7200;
  claims.exp = now - 3600;
  return [header, Buffer.from(JSON.stringify(claims)).toString('base64url'), signature].join('.');
}

describe('/api/mapdata against the emulators', () => {
  let server: Awaited<ReturnType<typeof listen>>;
  let adminToken: string;
  let memberToken: string;

  beforeAll(async () => {
    server = await listen(createApp({ config: testConfig(), verifyIdToken, firestore }));
    memberToken = (await idTokenFor(MEMBER_EMAIL)).token;
    adminToken = (await idTokenFor(ADMIN_EMAIL, { verified: true })).token;
  });
  afterAll(() => server.close());

  beforeEach(async () => {
    await clearCollection(MAP_DATA_COLLECTION);
    const seeded = { createdAt: SEEDED_AT, updatedAt: SEEDED_AT, updatedBy: 'seed' };
    await collection()
      .doc('chapel')
      .set({ ...CHAPEL, ...seeded });
    await collection()
      .doc('market')
      .set({ ...MARKET, ...seeded, createdAt: '2026-11-02T09:00:00.000Z', updatedAt: '2026-11-02T09:00:00.000Z' });
  });

  const call = (
    method: string,
    path: string,
    {
      token,
      body,
      raw,
      contentType = 'application/json',
    }: { token?: string; body?: unknown; raw?: string; contentType?: string } = {},
  ) =>
    fetch(`${server.url}/api/mapdata${path}`, {
      method,
      headers: {
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...(body !== undefined || raw !== undefined ? { 'Content-Type': contentType } : {}),
      },
      body: raw ?? (body === undefined ? undefined : JSON.stringify(body)),
    });

  describe('GET', () => {
    it('is public and CDN-cacheable: without a token each item is what the map shows, no bookkeeping', async () => {
      const res = await call('GET', '');
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('public, max-age=60, s-maxage=60');
      expect(res.headers.get('vary')).toContain('Authorization');
      expect(await json(res)).toEqual([
        { id: 'chapel', ...CHAPEL },
        { id: 'market', ...MARKET },
      ]);
    });

    it('gives a signed-in member the public view too, private and unstored', async () => {
      const res = await call('GET', '', { token: memberToken });
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      const items = await jsonList(res);
      expect(items.map((item) => Object.keys(item).sort())).toEqual([
        ['description', 'id', 'location', 'name', 'status', 'type'],
        ['description', 'id', 'location', 'name', 'status', 'type'],
      ]);
    });

    it('gives the admin full entries, oldest first, with their versions (never cached)', async () => {
      const res = await call('GET', '', { token: adminToken });
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      expect(await json(res)).toEqual([
        { id: 'chapel', ...CHAPEL, createdAt: SEEDED_AT, updatedAt: SEEDED_AT, updatedBy: 'seed' },
        {
          id: 'market',
          ...MARKET,
          createdAt: '2026-11-02T09:00:00.000Z',
          updatedAt: '2026-11-02T09:00:00.000Z',
          updatedBy: 'seed',
        },
      ]);
    });

    it('answers 401 to an invalid or expired token instead of the public view', async () => {
      for (const token of ['not-a-jwt', expired(adminToken), `${adminToken.slice(0, -3)}xyz.broken`]) {
        const res = await call('GET', '', { token });
        expect(res.status).toBe(401);
        expect((await json(res)).error).toMatch(/Invalid or expired ID token/);
      }
    });

    it('answers an empty list when there are no entries', async () => {
      await clearCollection(MAP_DATA_COLLECTION);
      const res = await call('GET', '');
      expect(res.status).toBe(200);
      expect(await json(res)).toEqual([]);
    });
  });

  describe('POST', () => {
    const NEW = {
      location: ' 13.205 , -59.615 ',
      name: '  Westmoreland Lookout ',
      description: 'View over the west coast',
      type: 'viewpoint',
      status: 'open',
    };

    it('stores a new entry (trimmed) and answers 201 with it and its id', async () => {
      const before = Date.now();
      const res = await call('POST', '', { token: adminToken, body: NEW });
      expect(res.status).toBe(201);
      const entry = await json(res);
      expect(entry).toEqual({
        id: expect.stringMatching(/^[A-Za-z0-9]{20}$/),
        location: '13.205 , -59.615',
        name: 'Westmoreland Lookout',
        description: 'View over the west coast',
        type: 'viewpoint',
        status: 'open',
        createdAt: entry.createdAt,
        updatedAt: entry.createdAt,
        updatedBy: ADMIN_EMAIL,
      });
      expect(Date.parse(entry.createdAt)).toBeGreaterThanOrEqual(before - 5);
      const stored = await collection().doc(entry.id).get();
      const { id, ...fields } = entry;
      expect(stored.data()).toEqual(fields);
      // And the public list now carries it.
      const list = await jsonList(await call('GET', ''));
      expect(list).toContainEqual({
        id,
        name: 'Westmoreland Lookout',
        location: '13.205 , -59.615',
        description: 'View over the west coast',
        type: 'viewpoint',
        status: 'open',
      });
    });

    it('accepts empty fields, an empty location included', async () => {
      const empty = { location: '', name: '', description: '', type: '', status: '' };
      const res = await call('POST', '', { token: adminToken, body: empty });
      expect(res.status).toBe(201);
      expect(await json(res)).toMatchObject(empty);
    });

    it('answers 401 without a token or with an invalid or expired one, and writes nothing', async () => {
      const before = await storedDocs();
      for (const token of [undefined, 'not-a-jwt', expired(adminToken)]) {
        const res = await call('POST', '', { token, body: NEW });
        expect(res.status).toBe(401);
        expect((await json(res)).error).toMatch(/Sign in required|Invalid or expired/);
      }
      expect(await storedDocs()).toEqual(before);
    });

    it('answers 403 to a member and writes nothing', async () => {
      const before = await storedDocs();
      const res = await call('POST', '', { token: memberToken, body: NEW });
      expect(res.status).toBe(403);
      expect(await json(res)).toEqual({ error: 'Admin privileges required', code: 'forbidden' });
      expect(await storedDocs()).toEqual(before);
    });

    it.each([
      ['a location that is not lat,lng', { ...NEW, location: 'Holetown' }, /^location: must be 'lat,lng'/],
      ['a latitude out of range', { ...NEW, location: '93.2,-59.6' }, /^location: latitude 93.2 is out of range/],
      ['a longitude out of range', { ...NEW, location: '13.2,-259.6' }, /^location: longitude -259.6 is out of range/],
      ['a non-numeric longitude', { ...NEW, location: '13.2,west' }, /^location: longitude 'west' is not a number/],
      ['a missing field', { location: '', name: 'x', description: '', type: '' }, /^status: is required/],
      ['a field that is not a string', { ...NEW, type: 7 }, /^type: must be a string, not a number/],
      [
        'a field over 2000 characters',
        { ...NEW, description: 'd'.repeat(2001) },
        /^description: must be at most 2000 characters \(it has 2001\)/,
      ],
      ['an unknown field', { ...NEW, colour: 'red' }, /^colour: unknown field/],
      ['an id (the server assigns it)', { ...NEW, id: 'mine' }, /^id: unknown field/],
      ['an array body', [NEW], /^Request body must be a JSON object/],
      ['a lone surrogate in the name', { ...NEW, name: 'x\ud800y' }, /^name: must be well-formed Unicode text/],
      [
        'a lone surrogate in the location',
        { ...NEW, location: '13.2,\udc00' },
        /^location: must be well-formed Unicode/,
      ],
    ])('answers 400 naming the field for %s, and writes nothing', async (_what, body, message) => {
      const before = await storedDocs();
      const res = await call('POST', '', { token: adminToken, body });
      expect(res.status).toBe(400);
      const answer = await json(res);
      expect(answer.error).toMatch(message);
      // The machine-readable side: a code, and the field when the error is about one.
      expect(answer.code).toMatch(/^(invalid-field|unknown-field|invalid-body)$/);
      if (answer.code !== 'invalid-body') {
        expect(answer.error.startsWith(`${answer.field}: `)).toBe(true);
        // What the browser translates: the problem, one of the contract's.
        expect(answer.problem).toEqual(expect.any(String));
      }
      expect(await storedDocs()).toEqual(before);
    });

    it('answers 400 to malformed JSON and to a body that is not JSON', async () => {
      const before = await storedDocs();
      const broken = await call('POST', '', { token: adminToken, raw: '{"name": ' });
      expect(broken.status).toBe(400);
      expect(await json(broken)).toEqual({ error: 'Request body is not valid JSON', code: 'invalid-json' });
      const text = await call('POST', '', { token: adminToken, raw: 'name=x', contentType: 'text/plain' });
      expect(text.status).toBe(400);
      expect(await json(text)).toEqual({
        error: 'Send the entry as JSON (Content-Type: application/json)',
        code: 'invalid-body',
      });
      expect(await storedDocs()).toEqual(before);
    });

    it('answers 413 to a body over 16 KB, and writes nothing', async () => {
      const before = await storedDocs();
      const res = await call('POST', '', { token: adminToken, body: { ...NEW, description: 'é'.repeat(9000) } });
      expect(res.status).toBe(413);
      expect(await json(res)).toEqual({ error: 'Request body is too large', code: 'body-too-large' });
      expect(await storedDocs()).toEqual(before);
    });

    it('answers 413 when the runtime already parsed a large body (req.rawBody), and writes nothing', async () => {
      // In Cloud Functions the runtime parses the body before the app and keeps the bytes in
      // req.rawBody; express.json() then does nothing. This app stands in for that runtime.
      const express = (await import('express')).default;
      const runtime = express();
      runtime.use(
        express.json({ limit: '32mb', verify: (req, _res, buf) => ((req as { rawBody?: Buffer }).rawBody = buf) }),
      );
      runtime.use(createApp({ config: testConfig(), verifyIdToken, firestore }));
      const wrapped = await listen(runtime);
      try {
        const before = await storedDocs();
        const valid32k = { ...NEW, description: 'd'.repeat(2000), name: 'n'.repeat(2000), padding: undefined };
        const body = JSON.stringify({ ...valid32k, type: 't'.repeat(2000) }).replace(/d{2000}/, 'é'.repeat(2000));
        const big = body + ' '.repeat(32 * 1024 - body.length);
        const res = await fetch(`${wrapped.url}/api/mapdata`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${adminToken}`, 'Content-Type': 'application/json' },
          body: big,
        });
        expect(res.status).toBe(413);
        expect(await json(res)).toEqual({ error: 'Request body is too large', code: 'body-too-large' });
        expect(await storedDocs()).toEqual(before);
      } finally {
        await wrapped.close();
      }
    });
  });

  describe('PUT', () => {
    const EDIT = { ...CHAPEL, name: 'Holetown Chapel (restored)', status: 'closed for works' };

    it('overwrites the five fields and answers 200 with the stored entry', async () => {
      const res = await call('PUT', '/chapel', {
        token: adminToken,
        body: { id: 'chapel', ...EDIT, description: '  trimmed  ', updatedAt: SEEDED_AT },
      });
      expect(res.status).toBe(200);
      const entry = await json(res);
      expect(entry).toEqual({
        id: 'chapel',
        ...EDIT,
        description: 'trimmed',
        createdAt: SEEDED_AT,
        updatedAt: expect.any(String),
        updatedBy: ADMIN_EMAIL,
      });
      expect(Date.parse(entry.updatedAt)).toBeGreaterThan(Date.parse(SEEDED_AT));
      const { id, ...fields } = entry;
      expect((await collection().doc(id).get()).data()).toEqual(fields);
    });

    it('takes an entry back exactly as the admin GET returned it: output-only fields are ignored', async () => {
      const [chapel] = await jsonList(await call('GET', '', { token: adminToken }));
      const asReturned: Answer = {
        ...chapel,
        name: 'Round trip',
        createdAt: '1999-01-01T00:00:00.000Z',
        updatedBy: 'mallory',
      };
      expect(asReturned.updatedAt).toBe(chapel.updatedAt);
      const res = await call('PUT', '/chapel', { token: adminToken, body: asReturned });
      expect(res.status).toBe(200);
      const stored = (await collection().doc('chapel').get()).data();
      expect(stored).toMatchObject({ name: 'Round trip', createdAt: SEEDED_AT, updatedBy: ADMIN_EMAIL });
      // And the 409 check still comes from updatedAt: the same body again is stale now.
      const again = await call('PUT', '/chapel', { token: adminToken, body: asReturned });
      expect(again.status).toBe(409);
      expect((await json(again)).code).toBe('stale-entry');
    });

    it('without updatedAt overwrites whatever is stored (a client that does not ask for the 409 check)', async () => {
      const res = await call('PUT', '/chapel', { token: adminToken, body: EDIT });
      expect(res.status).toBe(200);
      expect((await collection().doc('chapel').get()).get('name')).toBe(EDIT.name);
    });

    it('answers 409 to a stale updatedAt and overwrites nothing', async () => {
      // Admin A loaded the entry at SEEDED_AT; admin B saves first.
      const first = await call('PUT', '/chapel', { token: adminToken, body: { ...EDIT, updatedAt: SEEDED_AT } });
      expect(first.status).toBe(200);
      const afterFirst = await storedDocs();

      const second = await call('PUT', '/chapel', {
        token: adminToken,
        body: { ...CHAPEL, name: 'Admin A version', updatedAt: SEEDED_AT },
      });
      expect(second.status).toBe(409);
      expect((await json(second)).error).toMatch(
        new RegExp(`changed by ${ADMIN_EMAIL} at .* your changes were not saved`),
      );
      expect(await storedDocs()).toEqual(afterFirst);

      // With the current version, the save goes through.
      const { updatedAt } = await json(first);
      const third = await call('PUT', '/chapel', {
        token: adminToken,
        body: { ...CHAPEL, name: 'Admin A version', updatedAt },
      });
      expect(third.status).toBe(200);
      expect((await json(third)).updatedAt > updatedAt).toBe(true);
    });

    it('answers 404 to an unknown id, and creates nothing', async () => {
      const before = await storedDocs();
      for (const id of ['no-such-entry', '__x__', encodeURIComponent('a/b')]) {
        const res = await call('PUT', `/${id}`, { token: adminToken, body: EDIT });
        expect(res.status).toBe(404);
        expect((await json(res)).error).toMatch(/^No map-data entry with id '/);
      }
      expect(await storedDocs()).toEqual(before);
    });

    it.each([
      ['a bad location', { ...EDIT, location: '13.1' }, /^location: /],
      ['an id other than the URL one', { ...EDIT, id: 'market' }, /^id: 'market' does not match/],
      ['an updatedAt that is not a string', { ...EDIT, updatedAt: 5 }, /^updatedAt: /],
      ['a field over 2000 characters', { ...EDIT, name: 'n'.repeat(2001) }, /^name: must be at most 2000/],
      ['a lone surrogate', { ...EDIT, description: 'old \ud83d' }, /^description: must be well-formed Unicode/],
    ])('answers 400 for %s, and changes nothing', async (_what, body, message) => {
      const before = await storedDocs();
      const res = await call('PUT', '/chapel', { token: adminToken, body });
      expect(res.status).toBe(400);
      expect((await json(res)).error).toMatch(message);
      expect(await storedDocs()).toEqual(before);
    });

    it('answers 401 and 403 to anyone but the admin, and changes nothing', async () => {
      const before = await storedDocs();
      expect((await call('PUT', '/chapel', { body: EDIT })).status).toBe(401);
      expect((await call('PUT', '/chapel', { token: expired(adminToken), body: EDIT })).status).toBe(401);
      expect((await call('PUT', '/chapel', { token: memberToken, body: EDIT })).status).toBe(403);
      expect(await storedDocs()).toEqual(before);
    });
  });

  describe('DELETE', () => {
    it('deletes an entry and answers 204 with no body', async () => {
      const res = await call('DELETE', '/market', { token: adminToken });
      expect(res.status).toBe(204);
      expect(await res.text()).toBe('');
      expect((await collection().doc('market').get()).exists).toBe(false);
      expect(Object.keys(await storedDocs())).toEqual(['chapel']);
    });

    it('answers 404 to an unknown id (also a second delete)', async () => {
      expect((await call('DELETE', '/market', { token: adminToken })).status).toBe(204);
      const again = await call('DELETE', '/market', { token: adminToken });
      expect(again.status).toBe(404);
      expect(await json(again)).toEqual({ error: "No map-data entry with id 'market'", code: 'not-found' });
      expect((await call('DELETE', '/__nope__', { token: adminToken })).status).toBe(404);
    });

    it('answers 401 and 403 to anyone but the admin, and deletes nothing', async () => {
      const before = await storedDocs();
      expect((await call('DELETE', '/market')).status).toBe(401);
      expect((await call('DELETE', '/market', { token: 'not-a-jwt' })).status).toBe(401);
      expect((await call('DELETE', '/market', { token: memberToken })).status).toBe(403);
      expect(await storedDocs()).toEqual(before);
    });
  });

  describe('an unverified account holding the admin address', () => {
    afterAll(async () => {
      // Give the admin account its verified e-mail back for any later test file.
      await idTokenFor(ADMIN_EMAIL, { verified: true });
    });

    it('gets 403 on POST, PUT and DELETE and the public view on GET', async () => {
      const { token } = await idTokenFor(ADMIN_EMAIL, { verified: false });
      const before = await storedDocs();
      expect((await call('POST', '', { token, body: CHAPEL })).status).toBe(403);
      expect((await call('PUT', '/chapel', { token, body: { ...CHAPEL, name: 'x' } })).status).toBe(403);
      expect((await call('DELETE', '/chapel', { token })).status).toBe(403);
      expect(await storedDocs()).toEqual(before);
      const list = await jsonList(await call('GET', '', { token }));
      expect(list[0]).toEqual({ id: 'chapel', ...CHAPEL });
    });
  });
});
