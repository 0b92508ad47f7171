import { withApiServer, json } from '../support/apiServer';
import { csvFile, CSV_HEADER, importer } from '../support/importFiles';
import { CHAPEL, everything, resetMapData, seeded } from '../support/mapDataState';

jest.setTimeout(30_000);

// A CSV import reads every row of the file or refuses the file: a row the parser could not read
// whole (a quote never closed, a cell too many or too few) is a 400 naming its line, with ?dryRun=1
// as well, and nothing is written. Problems name the line as an editor shows it, counted from 1.

describe('POST /api/mapdata/import, CSV: every row read, or the file refused', () => {
  const api = withApiServer({ base: '/api/mapdata', as: 'admin', memberEmail: 'csv-member@saint-james.test' });
  const { csv } = importer(api.call);

  beforeEach(() => resetMapData({ chapel: seeded(CHAPEL) }));

  it.each([
    [
      'a quote never closed (it would swallow the next row)',
      csvFile(',Fine,,,,,', ',"Holetown Chapel,old church,landmark,open,13.1,-59.6', ',Market,,,,,'),
      3,
      'a quoted cell is never closed (a " is missing)',
      'csv-quote-unclosed',
    ],
    [
      'a cell too many',
      csvFile(',Fine,,,,,', ',Market,fish,market,open,13.1,-59.6,extra'),
      3,
      '8 cells',
      'csv-cell-count',
    ],
    ['a cell too few', csvFile(',Fine,,,,', ',Market,,,,,'), 2, '6 cells', 'csv-cell-count'],
    [
      'a quote inside a quoted cell not doubled',
      csvFile(',"Say "hi"",,,,,'),
      2,
      'a quote inside a quoted cell',
      'csv-quote-undoubled',
    ],
    ['a blank line with spaces', csvFile(',Fine,,,,,', '   ', ',Market,,,,,'), 3, '1 cell', 'csv-cell-count'],
    ['a line of one empty quoted cell', csvFile(',Fine,,,,,', '""', ',Market,,,,,'), 3, '1 cell', 'csv-cell-count'],
  ])('%s: 400 invalid-csv naming the line, in dryRun too, nothing written', async (_what, file, line, why, problem) => {
    const before = await everything();
    for (const dryRun of [true, false]) {
      const res = await csv(file, dryRun);
      expect(res.status).toBe(400);
      const body = await json(res);
      expect(body).toMatchObject({ code: 'invalid-csv', line, problem });
      expect(body.error).toMatch(new RegExp(`^Line ${line}: `));
      expect(body.error).toContain(why);
    }
    expect(await everything()).toEqual(before);
  });

  it('a header other than the export’s is refused on line 1; so is an empty file', async () => {
    for (const file of [
      'name,lat\nx,1\n',
      `${CSV_HEADER},colour\n`,
      'id,name,name,type,status,lat,lng\n',
      '',
      '\n\n',
    ]) {
      const res = await csv(file, true);
      expect(res.status).toBe(400);
      expect(await json(res)).toMatchObject({ code: 'invalid-csv', line: 1, problem: 'csv-header' });
    }
  });

  it('counts every row whatever its line ending: CRLF rows with LF and CR ones among them', async () => {
    const rows = Array.from({ length: 15 }, (_, i) => `,Place ${i + 1},,,,,`);
    const file = `${CSV_HEADER}\r\n${rows.slice(0, 13).join('\r\n')}\n${rows[13]}\r${rows[14]}\n`;
    const res = await csv(file, true);
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ created: 15, updated: 0, unchanged: 0, errors: [] });
  });

  it('names a row’s problem by the line it starts on, counting the lines inside quoted cells', async () => {
    const file = csvFile(
      ',"A description\non two lines",,,,,',
      ',Second,,,,,',
      ',Off the map,,,,95,-59.6',
      ',"Three\nline\nname",,,,13.1,west',
    );
    const res = await csv(file, true);
    expect(res.status).toBe(200);
    expect((await json(res)).errors).toEqual([
      expect.objectContaining({ index: 2, line: 5, field: 'location', problem: 'latitude-out-of-range' }),
      expect.objectContaining({ index: 3, line: 6, field: 'location', problem: 'longitude-not-a-number' }),
    ]);
    const refused = await csv(file);
    expect(refused.status).toBe(400);
    expect(await json(refused)).toMatchObject({
      code: 'invalid-feature',
      index: 2,
      line: 5,
      error: expect.stringMatching(/^Line 5: location: latitude 95 is out of range/),
    });
  });

  it('a byte-order mark and a last row without a line break are read like any other', async () => {
    const res = await csv(`\uFEFF${CSV_HEADER}\r\n,One,,,,,\r\n,Two,,,,,`, true);
    expect(await json(res)).toMatchObject({ created: 2, errors: [] });
  });
});
