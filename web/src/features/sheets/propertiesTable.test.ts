import { HIDDEN_COLUMNS, propertiesTable } from './propertiesTable';

const header = [
  'Property ID',
  'Owner ID',
  'Neighborhood',
  'Street',
  'Address',
  'Size',
  'Minted At',
  'Last Sync',
  'Tier',
];

describe('propertiesTable', () => {
  it('hides zero-based columns 0, 1, 6 and 7', () => {
    expect(HIDDEN_COLUMNS).toEqual([0, 1, 6, 7]);
    const table = propertiesTable([
      header,
      ['id', 'owner', 'Holetown', 'First Street', '1 First Street', '120', '2021-01-01', '2026-11-01', '2'],
    ]);
    expect(table.header).toEqual(['Neighborhood', 'Street', 'Address', 'Size', 'Tier']);
    expect(table.rows).toEqual([['Holetown', 'First Street', '1 First Street', '120', '2']]);
  });

  it('pads short rows (Google drops trailing empty cells) and skips blank ones', () => {
    const table = propertiesTable([header, ['id', 'owner', 'Holetown'], ['id2', 'owner2'], []]);
    expect(table.rows).toEqual([['Holetown', '', '', '', '']]);
  });

  it('has no rows for a tab with only its header, and nothing for an empty tab', () => {
    expect(propertiesTable([header]).rows).toEqual([]);
    expect(propertiesTable([])).toEqual({ header: [], rows: [] });
  });
});
