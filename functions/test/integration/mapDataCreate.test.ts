import { createApp } from '../../src/app';
import { answer as json, answers as jsonList, withApiServer } from '../support/apiServer';
import { firestore, verifyIdToken } from '../support/emulators';
import { CHAPEL, everything, MARKET, resetMapData, seeded, stored } from '../support/mapDataState';
import { listen } from '../support/server';
import { ADMIN_EMAIL, testConfig } from '../support/testConfig';
import { expired } from '../support/tokens';
import { asciiJson } from '../support/asciiJson';
import { MAX_BODY_BYTES } from '@saint-james/api-contract';

jest.setTimeout(30_000);

// POST /api/mapdata in-process, with real ID tokens from the Auth emulator and the Firestore emulator.

describe('POST /api/mapdata against the emulators', () => {
  const api = withApiServer({ base: '/api/mapdata', memberEmail: 'mapdata-member@saint-james.test' });
  const { call } = api;

  beforeEach(() => resetMapData({ chapel: seeded(CHAPEL), market: seeded(MARKET, '2026-11-02T09:00:00.000Z') }));

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
      const res = await call('POST', '', { token: api.adminToken, body: NEW });
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
      const { id, ...fields } = entry;
      expect(await stored(id)).toEqual(fields);
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
      const res = await call('POST', '', { token: api.adminToken, body: empty });
      expect(res.status).toBe(201);
      expect(await json(res)).toMatchObject(empty);
    });

    it('answers 401 without a token or with an invalid or expired one, and writes nothing', async () => {
      const before = await everything();
      for (const token of [undefined, 'not-a-jwt', expired(api.adminToken)]) {
        const res = await call('POST', '', { token, body: NEW });
        expect(res.status).toBe(401);
        expect((await json(res)).error).toMatch(/Sign in required|Invalid or expired/);
      }
      expect(await everything()).toEqual(before);
    });

    it('answers 403 to a member and writes nothing', async () => {
      const before = await everything();
      const res = await call('POST', '', { token: api.memberToken, body: NEW });
      expect(res.status).toBe(403);
      expect(await json(res)).toEqual({ error: 'Admin privileges required', code: 'forbidden' });
      expect(await everything()).toEqual(before);
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
      const before = await everything();
      const res = await call('POST', '', { token: api.adminToken, body });
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
      expect(await everything()).toEqual(before);
    });

    it('answers 400 to malformed JSON and to a body that is not JSON', async () => {
      const before = await everything();
      const broken = await call('POST', '', { token: api.adminToken, raw: '{"name": ' });
      expect(broken.status).toBe(400);
      expect(await json(broken)).toEqual({ error: 'Request body is not valid JSON', code: 'invalid-json' });
      const text = await call('POST', '', { token: api.adminToken, raw: 'name=x', contentType: 'text/plain' });
      expect(text.status).toBe(400);
      expect(await json(text)).toEqual({
        error: 'Send the entry as JSON (Content-Type: application/json)',
        code: 'invalid-body',
      });
      expect(await everything()).toEqual(before);
    });

    it('takes the largest entry the field rules accept: 2,000 emoji in each text field', async () => {
      const full = '\u{1F41A}'.repeat(2000); // 4 bytes each in UTF-8
      const largest = { ...NEW, name: full, description: full, type: full, status: full };
      expect(Buffer.byteLength(JSON.stringify(largest))).toBeGreaterThan(32_000);
      const res = await call('POST', '', { token: api.adminToken, body: largest });
      expect(res.status).toBe(201);
      const { id } = await json(res);
      expect(await stored(id)).toMatchObject({ name: full, description: full, type: full, status: full });
    });

    it('takes that entry however its JSON is escaped: every non-ASCII character as \\uXXXX, as Python writes it', async () => {
      const full = '\u{1F41A}'.repeat(2000); // two escapes each: 12 bytes
      const location = `13.${'1'.repeat(1991)},-59.6`; // 2,000 characters
      const largest = { ...NEW, location, name: full, description: full, type: full, status: full };
      const escaped = asciiJson(largest);
      expect(escaped.length).toBeGreaterThan(96_000);
      const res = await call('POST', '', { token: api.adminToken, raw: escaped });
      expect(res.status).toBe(201);
      const { id } = await json(res);
      expect(await stored(id)).toMatchObject({ name: full, description: full, type: full, status: full });
    });

    it('answers 413 to a body over 128 KB, and writes nothing', async () => {
      const before = await everything();
      const description = 'é'.repeat(MAX_BODY_BYTES / 2 + 1);
      const res = await call('POST', '', { token: api.adminToken, body: { ...NEW, description } });
      expect(res.status).toBe(413);
      expect(await json(res)).toEqual({ error: 'Request body is too large', code: 'body-too-large' });
      expect(await everything()).toEqual(before);
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
        const before = await everything();
        const valid = { ...NEW, description: 'd'.repeat(2000), name: 'n'.repeat(2000), padding: undefined };
        const body = JSON.stringify({ ...valid, type: 't'.repeat(2000) }).replace(/d{2000}/, 'é'.repeat(2000));
        const big = body + ' '.repeat(MAX_BODY_BYTES + 1 - Buffer.byteLength(body));
        const res = await fetch(`${wrapped.url}/api/mapdata`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${api.adminToken}`, 'Content-Type': 'application/json' },
          body: big,
        });
        expect(res.status).toBe(413);
        expect(await json(res)).toEqual({ error: 'Request body is too large', code: 'body-too-large' });
        expect(await everything()).toEqual(before);
      } finally {
        await wrapped.close();
      }
    });
  });
});
