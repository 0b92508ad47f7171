import Papa from 'papaparse';
import { FORMULA_START } from '@saint-james/api-contract';
import { propertiesCsv } from './propertiesCsv';
import type { PropertyRow } from './propertyRows';

const row = (cells: string[]): PropertyRow => ({ key: cells[2], cells, search: '' });

describe('propertiesCsv', () => {
  it('writes the header and the rows given, quoted where needed, with a BOM and CRLF', async () => {
    const csv = await propertiesCsv(
      ['Neighborhood', 'Street', 'Address', 'Size (m²)', 'Tier'],
      [
        row(['Holetown', 'First Street', '12 First Street, Holetown', '1,122', '3']),
        row(['Vallée', 'Rue "Haute"', '3 Rue Haute', '95', '']),
      ],
    );
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'Neighborhood,Street,Address,Size (m²),Tier',
      'Holetown,First Street,"12 First Street, Holetown","1,122",3',
      'Vallée,"Rue ""Haute""",3 Rue Haute,95,',
      '',
    ]);
    // And a CSV reader gets the cells back exactly.
    const parsed = Papa.parse<string[]>(csv.slice(1).trim(), { newline: '\r\n' });
    expect(parsed.data[1]).toEqual(['Holetown', 'First Street', '12 First Street, Holetown', '1,122', '3']);
  });

  it('turns a cell a spreadsheet would run as a formula into text; numbers stay numbers', async () => {
    const csv = await propertiesCsv(
      ['A', 'B', 'C', 'D', 'E'],
      [row(['=HYPERLINK("x")', '@SUM(A1)', '+1 street', '-12', '-3.5'])],
    );
    expect(csv.split('\r\n')[1]).toBe(`"'=HYPERLINK(""x"")","'@SUM(A1)","'+1 street",-12,-3.5`);
    expect(FORMULA_START.test('-1,122')).toBe(false);
    expect(FORMULA_START.test('-cmd')).toBe(true);
  });
});
