import type { MapDataFields } from '@saint-james/api-contract';
import { withApiServer, json, jsonList } from '../support/apiServer';
import { importer } from '../support/importFiles';
import { everything, resetMapData, seeded } from '../support/mapDataState';

jest.setTimeout(30_000);

// Export, then import what was exported: nothing changes (0 created, 0 updated, "unchanged: N"),
// no revision is written, and every value survives byte for byte.

const TRICKY: Record<string, MapDataFields> = {
  zeros: { location: '13.18660,-59.63850', name: 'Trailing zeros', description: '', type: '', status: '' },
  spaced: { location: '13.205 , -59.615', name: 'Spaces in the location', description: '', type: '', status: '' },
  signs: { location: '+13.2,.5', name: 'A plus sign and no leading zero', description: '', type: '', status: '' },
  // More decimals than a GeoJSON file is read to (six).
  precise: { location: '13.1234567,-59.60000004', name: 'Seven decimals', description: '', type: '', status: '' },
  formulas: {
    location: '',
    name: '=1+2',
    description: "'=already quoted",
    type: "''=twice",
    status: '@SUM(A1)',
  },
  apostrophes: { location: '', name: "'quoted text", description: "It's", type: "'", status: '-12' },
  lines: {
    location: '1,2',
    name: 'Tabs\tand "quotes", commas',
    description: 'line one\nline two\n\nafter a blank line',
    type: ' ',
    status: '+',
  },
  unicode: { location: '-0.5,-0', name: 'Café ☕ 🏖️ Ünïcödé', description: 'ñ', type: '中文', status: 'no\u00a0break' },
};

describe('an export imported again changes nothing', () => {
  const api = withApiServer({ base: '/api/mapdata', as: 'admin', memberEmail: 'roundtrip-member@saint-james.test' });
  const { call } = api;
  const files = importer(call);

  beforeEach(() =>
    resetMapData(
      Object.fromEntries(
        Object.entries(TRICKY).map(([id, fields]) => [id, seeded({ ...fields, type: fields.type.trim() })]),
      ),
    ),
  );

  it.each(['csv', 'geojson'] as const)('%s: unchanged: N, nothing written, every value as it was', async (format) => {
    const before = await everything();
    const entries = await jsonList(await call('GET', ''));
    const exported = await (await call('GET', `/export?format=${format}`)).text();
    for (const dryRun of [true, false]) {
      const res = await files[format](exported, dryRun);
      expect(res.status).toBe(200);
      expect(await json(res)).toEqual({
        dryRun,
        created: 0,
        updated: 0,
        unchanged: Object.keys(TRICKY).length,
        changes: [],
        errors: [],
      });
    }
    expect(await everything()).toEqual(before);
    expect(await jsonList(await call('GET', ''))).toEqual(entries);
  });

  it('csv: the file itself keeps each location as it was typed', async () => {
    const exported = await (await call('GET', '/export?format=csv')).text();
    expect(exported).toContain('zeros,Trailing zeros,,,,13.18660,-59.63850\r\n');
    expect(exported).toContain('signs,A plus sign and no leading zero,,,,+13.2,.5\r\n');
    // A formula is quoted as text, and so is text that already starts with the quote.
    expect(exported).toContain(`formulas,"'=1+2","''=already quoted","'''=twice","'@SUM(A1)",,\r\n`);
    expect(exported).toContain(`apostrophes,'quoted text,It's,',-12,,\r\n`);
  });

  it('an import that changes one field updates that entry only, keeping its location text', async () => {
    const exported = await (await call('GET', '/export?format=csv')).text();
    const edited = exported.replace('zeros,Trailing zeros,', 'zeros,Trailing zeros (renamed),');
    const res = await files.csv(edited);
    expect(await json(res)).toMatchObject({ created: 0, updated: 1, unchanged: Object.keys(TRICKY).length - 1 });
    const [zeros] = (await jsonList(await call('GET', ''))).filter((entry) => entry.id === 'zeros');
    expect(zeros).toMatchObject({ name: 'Trailing zeros (renamed)', location: '13.18660,-59.63850' });
    const history = await jsonList(await call('GET', '/zeros/history'));
    expect(history.map((revision) => revision.action)).toEqual(['import']);
  });
});
