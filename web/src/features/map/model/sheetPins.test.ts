import { parseSheetPins, pinCategories } from './sheetPins';

const header = ['Name', 'Latitude', 'Longitude', 'Category'];

describe('parseSheetPins', () => {
  it('skips the header row and reads name, latitude, longitude, category', () => {
    const pins = parseSheetPins([header, ['Holetown city hall', '13.18662', '-59.64083', 'City-Hall']]);
    expect(pins).toEqual([
      {
        key: 'sheet:1',
        source: 'sheet',
        name: 'Holetown city hall',
        lat: 13.18662,
        lng: -59.64083,
        category: 'city-hall',
      },
    ]);
  });

  it('drops rows without numeric latitude and longitude', () => {
    const pins = parseSheetPins([
      header,
      ['Lost pin', '', '', 'PARK'],
      ['Typo pin', 'thirteen', '-59.63', 'community_hub'],
      ['Half pin', '13.19', 'n/a', 'City-Hall'],
      ['Short row', '13.19'],
      'not a row',
      ['Kept', '13.2', '-59.6', 'PARK'],
    ]);
    expect(pins.map((pin) => pin.name)).toEqual(['Kept']);
    expect(pins[0].key).toBe('sheet:6');
  });

  it('takes number cells, and leaves an unnamed pin without a name (the page says Untitled)', () => {
    const [pin] = parseSheetPins([header, ['', 13.2, -59.6, 'Art Gallery']]);
    expect(pin).toMatchObject({ name: '', lat: 13.2, lng: -59.6, category: 'art_gallery' });
  });

  it('keeps a name with HTML as it is (it is rendered as text)', () => {
    const [pin] = parseSheetPins([header, ['<img src=x onerror=alert(1)>', '13', '-59', 'x']]);
    expect(pin.name).toBe('<img src=x onerror=alert(1)>');
  });

  it('puts a pin without a usable category under "other"', () => {
    const pins = parseSheetPins([header, ['a', '13', '-59', ''], ['b', '13', '-59', '!!!'], ['c', '13', '-59']]);
    expect(pins.map((pin) => pin.category)).toEqual(['other', 'other', 'other']);
  });

  it('gives no pins for anything but rows', () => {
    expect(parseSheetPins(undefined)).toEqual([]);
    expect(parseSheetPins({ values: [] })).toEqual([]);
    expect(parseSheetPins([header])).toEqual([]);
  });
});

describe('pinCategories', () => {
  it('lists each category once in sheet order', () => {
    const pins = parseSheetPins([
      header,
      ['a', '13', '-59', 'PARK'],
      ['b', '13', '-59', 'City-Hall'],
      ['c', '13', '-59', 'park'],
      ['d', 'x', '-59', 'Beach Club'],
    ]);
    expect(pinCategories(pins)).toEqual(['park', 'city-hall']);
  });
});
