import path from 'node:path';

// The Google Sheets stand-in's A1 notation: the tests and the bench depend on it reading ranges
// the way Google does.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { parseRange } = require(path.resolve(__dirname, '../../../scripts/standins/googleSheets.cjs')) as {
  parseRange(
    text: string,
  ): { title: string; startRow: number; startCol: number; endRow: number; endCol: number } | null;
};

describe('Google Sheets stand-in: A1 ranges', () => {
  it('reads quoted tab names with spaces and a cell range', () => {
    expect(parseRange("'4. properties'!A1:I2368")).toEqual({
      title: '4. properties',
      startRow: 1,
      startCol: 1,
      endRow: 2368,
      endCol: 9,
    });
  });

  it('reads whole columns, doubled quotes and bare names', () => {
    expect(parseRange('Sheet1!B:D')).toEqual({
      title: 'Sheet1',
      startRow: 1,
      startCol: 2,
      endRow: Infinity,
      endCol: 4,
    });
    expect(parseRange("'Jo''s tab'")).toMatchObject({ title: "Jo's tab", endRow: Infinity });
    expect(parseRange("'x'!AA10:AB12")).toMatchObject({ startCol: 27, endCol: 28, startRow: 10, endRow: 12 });
  });

  it('refuses what Google cannot parse', () => {
    expect(parseRange("'x'!")).toBeNull();
    expect(parseRange("'x'!A5:B2")).toBeNull();
    expect(parseRange("'unclosed!A1")).toBeNull();
  });
});
