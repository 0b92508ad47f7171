import type { PublicMapDataItem } from '@saint-james/api-contract';
import { activateLocale, translate } from '../../../lib/i18n/i18n';
import { communityCategoryName, communityGroups } from './communityLegend';
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

  it('sorts the labels alphabetically, accents and case aside, as the language would', () => {
    const types = [
      'Casino',
      'école',
      'café',
      'Zoo',
      'Église',
      'bar',
      'Été 2',
      'ete 1',
      'œuvre d’art',
      'Opéra',
      'Æther',
    ];
    const pins = parseServerPins(types.map((type, i) => entry(String(i), type)));
    const labels = communityGroups(pins).map((group) => group.typeLabel);
    expect(labels).toEqual([
      'Æther',
      'Bar',
      'Café',
      'Casino',
      'École',
      'Église',
      'Ete 1',
      'Été 2',
      'Œuvre d’art',
      'Opéra',
      'Zoo',
    ]);
    expect(labels).toEqual([...labels].sort((a, b) => a!.localeCompare(b!, 'fr')));
  });

  it("puts a type that is the community's word first: its name is the word alone", () => {
    const pins = parseServerPins([entry('a', 'shop'), entry('b', 'community'), entry('c', ''), entry('d', 'Beach')]);
    expect(communityGroups(pins, 'Community').map((group) => group.typeLabel)).toEqual([
      'Community',
      'Beach',
      'Shop',
      null,
    ]);
    // In French the word is another: 'community' is a type as any other.
    expect(communityGroups(pins, 'Communauté').map((group) => group.typeLabel)).toEqual([
      'Beach',
      'Community',
      'Shop',
      null,
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

describe('communityCategoryName', () => {
  afterEach(() => activateLocale('en'));

  it("names a type after the community's word, and a type that is that word once", async () => {
    expect(communityCategoryName('Shop', translate)).toBe('Community · Shop');
    expect(communityCategoryName(null, translate)).toBe('Community map entries');
    expect(communityCategoryName('Community', translate)).toBe('Community');
    await activateLocale('fr');
    expect(communityCategoryName('Shop', translate)).toBe('Communauté · Shop');
    // Accents and case aside, as the types themselves are matched.
    expect(communityCategoryName('Communaute', translate)).toBe('Communauté');
    expect(communityCategoryName('Community', translate)).toBe('Communauté · Community');
  });
});
