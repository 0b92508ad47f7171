import type { PublicMapDataItem } from '@saint-james/api-contract';
import { parseServerPins } from './serverPins';

const item = (fields: Partial<PublicMapDataItem>): PublicMapDataItem => ({
  id: '1',
  name: 'ok',
  location: '13,-59',
  description: 'A reef',
  type: 'park',
  status: 'open',
  ...fields,
});

describe('parseServerPins', () => {
  it('reads id, name and location, and files an entry under its type with what it says', () => {
    expect(
      parseServerPins([item({ id: 'a1', name: 'Folkestone Park', location: '13.1901,-59.6402', type: ' Park ' })]),
    ).toEqual([
      {
        key: 'server:a1',
        source: 'server',
        name: 'Folkestone Park',
        lat: 13.1901,
        lng: -59.6402,
        category: 'community:park',
        entry: { description: 'A reef', type: 'Park', status: 'open', closed: false },
      },
    ]);
  });

  it('files an entry without a type under the community entries, and marks a closed one', () => {
    const [pin] = parseServerPins([item({ type: '  ', status: 'Closed' })]);
    expect(pin.category).toBe('community:entries');
    expect(pin.entry?.closed).toBe(true);
  });

  it('leaves a pin without a name nameless (the page says Untitled)', () => {
    const names = parseServerPins([item({ id: '2', name: '' }), item({ id: '3', name: '   ' })]).map((pin) => pin.name);
    expect(names).toEqual(['', '']);
  });

  it('leaves out entries whose location does not parse', () => {
    const pins = parseServerPins([
      item({ id: '1', name: 'three parts', location: '13,-59,1' }),
      item({ id: '2', name: 'words', location: 'Holetown' }),
      item({ id: '3', name: 'none', location: '' }),
      item({ id: '4', name: 'ok', location: '13,-59' }),
    ]);
    expect(pins.map((pin) => pin.name)).toEqual(['ok']);
  });
});
