import type { PublicMapDataItem } from '@saint-james/api-contract';
import { communityGroups } from './communityLegend';
import { parseServerPins } from './serverPins';
import { parseSheetPins } from './sheetPins';

const entry = (id: string, type: string): PublicMapDataItem => ({
  id,
  name: id,
  location: '13,-59',
  description: '',
  type,
  status: 'open',
});

describe('communityGroups', () => {
  it('gives one group per type, sorted by label, the first spelling met, untyped entries last', () => {
    const pins = parseServerPins([
      entry('a', ''),
      entry('b', 'shop'),
      entry('c', 'Landmark'),
      entry('d', ' SHOP '),
      entry('e', 'beach club'),
    ]);
    expect(communityGroups(pins)).toEqual([
      { category: 'community:beach_club', typeLabel: 'Beach club' },
      { category: 'community:landmark', typeLabel: 'Landmark' },
      { category: 'community:shop', typeLabel: 'Shop' },
      { category: 'community:entries', typeLabel: null },
    ]);
  });

  it("leaves the sheet's pins out, and has no group without community pins", () => {
    const sheet = parseSheetPins([
      ['name', 'lat', 'lng', 'category'],
      ['Beach', '13.1', '-59.6', 'shop'],
    ]);
    expect(communityGroups(sheet)).toEqual([]);
    expect(communityGroups([])).toEqual([]);
  });
});
