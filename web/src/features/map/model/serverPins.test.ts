import { parseServerPins } from './serverPins';

describe('parseServerPins', () => {
  it('reads id, name and location', () => {
    expect(parseServerPins([{ id: 'a1', name: 'Folkestone Park', location: '13.1901,-59.6402' }])).toEqual([
      {
        key: 'server:a1',
        source: 'server',
        name: 'Folkestone Park',
        lat: 13.1901,
        lng: -59.6402,
        category: 'community:entries',
      },
    ]);
  });

  it('leaves a pin without a name nameless (the page says Untitled)', () => {
    const names = parseServerPins([
      { id: '2', name: '', location: '13,-59' },
      { id: '3', name: '   ', location: '13,-59' },
    ]).map((pin) => pin.name);
    expect(names).toEqual(['', '']);
  });

  it('leaves out entries whose location does not parse', () => {
    const pins = parseServerPins([
      { id: '1', name: 'three parts', location: '13,-59,1' },
      { id: '2', name: 'words', location: 'Holetown' },
      { id: '3', name: 'none', location: '' },
      { id: '4', name: 'ok', location: '13,-59' },
    ]);
    expect(pins.map((pin) => pin.name)).toEqual(['ok']);
  });
});
