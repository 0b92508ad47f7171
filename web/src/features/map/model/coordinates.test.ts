import { parseLocation, toLatLng, toNumber } from './coordinates';

describe('toNumber', () => {
  it.each([
    ['13.18662', 13.18662],
    [' -59.64 ', -59.64],
    ['+1', 1],
    ['.5', 0.5],
    ['1e2', 100],
    [12.5, 12.5],
    [0, 0],
  ])('%j is %j', (value, number) => {
    expect(toNumber(value)).toBe(number);
  });

  it.each([
    [''],
    ['  '],
    ['n/a'],
    ['thirteen'],
    ['0x10'],
    ['1,5'],
    ['13.1.2'],
    [NaN],
    [Infinity],
    [null],
    [undefined],
    [[1]],
    [true],
  ])('%j is not a number', (value) => {
    expect(toNumber(value)).toBeNull();
  });
});

describe('toLatLng', () => {
  it('needs both numbers', () => {
    expect(toLatLng('13.19', '-59.63')).toEqual([13.19, -59.63]);
    expect(toLatLng('13.19', 'n/a')).toBeNull();
    expect(toLatLng('', '')).toBeNull();
  });

  it('drops points off the globe', () => {
    expect(toLatLng('91', '0')).toBeNull();
    expect(toLatLng('0', '-180.5')).toBeNull();
    expect(toLatLng('-90', '180')).toEqual([-90, 180]);
  });
});

describe('parseLocation', () => {
  it('takes an array of two numbers', () => {
    expect(parseLocation([13.2, -59.63])).toEqual([13.2, -59.63]);
  });

  it('takes a "lat,lng" string, spaces allowed around the numbers', () => {
    expect(parseLocation('13.2,-59.63')).toEqual([13.2, -59.63]);
    expect(parseLocation(' 13.2 , -59.63 ')).toEqual([13.2, -59.63]);
  });

  it.each([
    ['three parts', '13.2,-59.63,4'],
    ['one part', '13.2'],
    ['a word', 'Holetown'],
    ['an empty half', '13.2,'],
    ['a word half', '13.2,west'],
    ['an empty string', ''],
    ['an exponent, which the server refuses too', '1e1,2'],
    ['an array of one', [13.2]],
    ['an array of three', [13.2, -59.63, 0]],
    ['an array of strings', ['13.2', '-59.63']],
    ['an array with NaN', [13.2, NaN]],
    ['an object', { lat: 13.2, lng: -59.63 }],
    ['null', null],
    ['a number', 13.2],
  ])('refuses %s', (_what, location) => {
    expect(parseLocation(location)).toBeNull();
  });
});
