import { answer as json, withApiServer } from '../support/apiServer';
import { CHAPEL, resetMapData, seeded, stored } from '../support/mapDataState';

jest.setTimeout(60_000);

// Saves of one entry at the same moment, in-process against the Firestore emulator. Each save is
// either written whole, with its revision, or a 503 `busy` that wrote nothing (Firestore gave its
// transaction up: ABORTED after the client's retries): never a 500, never a save answered 200 and
// lost. In-process the emulator mostly lets them through one after another; through the Functions
// emulator, 16 at once had 500s before the 503 (functions/src/http/errors.test.ts holds that answer).

const SAVES = 8;

describe('saves of one entry at the same moment', () => {
  const api = withApiServer({ base: '/api/mapdata', as: 'admin', memberEmail: 'contention-member@saint-james.test' });
  const { call } = api;

  beforeEach(() => resetMapData({ chapel: seeded(CHAPEL) }));

  it('each is written with its revision, or answered 503 busy with Retry-After and nothing written', async () => {
    const names = Array.from({ length: SAVES }, (_, i) => `Chapel, save ${i + 1}`);
    const answers = await Promise.all(names.map((name) => call('PUT', '/chapel', { body: { ...CHAPEL, name } })));
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);
    const written: string[] = [];
    for (const [i, res] of answers.entries()) {
      const body = await json(res);
      if (res.status === 200) written.push(names[i]);
      else {
        expect(body.code).toBe('busy');
        expect(res.headers.get('retry-after')).toBe('1');
      }
    }
    expect(written.length).toBeGreaterThan(0);
    // Every save answered 200 left its revision; a busy one left none.
    const revisions = (await (await call('GET', '/chapel/history')).json()) as { after: { name: string } }[];
    expect(revisions.map((revision) => revision.after.name).sort()).toEqual([...written].sort());
    // The entry is the last save written: the newest revision's.
    expect((await stored('chapel'))?.name).toBe(revisions[0].after.name);
  });
});
