import { CSV_TEXT_GUARD, readCsv, unguardCell } from './csvImport';

describe('the CSV text guard', () => {
  it.each(['=1+2', '+', '@SUM(A1)', "'=x", "''+y", '\tindented', '-cmd'])('quotes %j and gives it back', (text) => {
    expect(CSV_TEXT_GUARD.test(text)).toBe(true);
    expect(unguardCell(`'${text}`)).toBe(text);
  });
  it.each(["'", "'quoted", "It's", '-12', '+13.2', '1,122', '.5', ''])('leaves %j as it is, both ways', (text) => {
    expect(CSV_TEXT_GUARD.test(text)).toBe(false);
    expect(unguardCell(text)).toBe(text);
  });
});

describe('readCsv', () => {
  const header = 'id,name,description,type,status,lat,lng';
  it('reads each row with its index and the line it starts on', () => {
    const read = readCsv(`${header}\r\n,"Two\r\nlines",,,,,\r\n\r\nmill, Mill ,,,,13.2, -59.6 \n`);
    expect(read).toEqual({
      ok: true,
      rows: [
        {
          index: 0,
          line: 2,
          id: undefined,
          fields: { location: '', name: 'Two\nlines', description: '', type: '', status: '' },
        },
        {
          index: 1,
          line: 5,
          id: 'mill',
          fields: { location: '13.2,-59.6', name: ' Mill ', description: '', type: '', status: '' },
        },
      ],
    });
  });
  it('accepts the columns in any order, and refuses a header with one missing', () => {
    expect(readCsv('lng,lat,status,type,description,name,id\n1,2,,,,,x\n')).toMatchObject({
      ok: true,
      rows: [{ id: 'x', fields: { location: '2,1' } }],
    });
    expect(readCsv('id,name,description,type,status,lat\n')).toMatchObject({ ok: false, line: 1 });
  });
  it('names the same lines after one byte-order mark or two (an editor may save one on another)', () => {
    const file = `${header}\n,One,,,,,\n,Two,,,\n`;
    for (const marks of ['', '\uFEFF', '\uFEFF\uFEFF']) {
      expect([marks.length, readCsv(marks + file)]).toEqual([
        marks.length,
        expect.objectContaining({ ok: false, line: 3 }),
      ]);
    }
  });
});
