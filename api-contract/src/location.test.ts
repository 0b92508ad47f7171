import { checkLocation, formatLocation, locationProblemText } from './location';

describe('checkLocation: the one location rule of the server and the browser', () => {
  it.each([
    ['13.187,-59.638', 13.187, -59.638],
    [' 13.187 , -59.638 ', 13.187, -59.638],
    ['-90,180', -90, 180],
    ['90,-180', 90, -180],
    ['+1,.5', 1, 0.5],
    ['0,0', 0, 0],
  ])('accepts %j', (text, lat, lng) => {
    expect(checkLocation(text)).toEqual({ ok: true, lat, lng });
  });

  it.each([
    ['13.187', 'location-shape', /two numbers separated by one comma/],
    ['13.187,-59.638,4', 'location-shape', /two numbers separated by one comma/],
    ['13.187;-59.638', 'location-shape', /two numbers separated by one comma/],
    ['north,-59.638', 'latitude-not-a-number', /latitude 'north' is not a number/],
    [',-59.638', 'latitude-not-a-number', /latitude '' is not a number/],
    ['13.187,', 'longitude-not-a-number', /longitude '' is not a number/],
    ['NaN,1', 'latitude-not-a-number', /latitude 'NaN' is not a number/],
    ['Infinity,1', 'latitude-not-a-number', /latitude 'Infinity' is not a number/],
    ['0x10,1', 'latitude-not-a-number', /latitude '0x10' is not a number/],
    ['1e1,2', 'latitude-not-a-number', /latitude '1e1' is not a number/],
    ['90.0001,0', 'latitude-out-of-range', /latitude 90.0001 is out of range \(-90 to 90\)/],
    ['-91,0', 'latitude-out-of-range', /latitude -91 is out of range/],
    ['0,180.5', 'longitude-out-of-range', /longitude 180.5 is out of range \(-180 to 180\)/],
    ['0,-181', 'longitude-out-of-range', /longitude -181 is out of range/],
  ])('refuses %j (%s)', (text, problem, message) => {
    const check = checkLocation(text);
    expect(check).toMatchObject({ ok: false, problem });
    if (!check.ok) expect(locationProblemText(check)).toMatch(message);
  });

  it('formats a clicked point as lat,lng, as short as its numbers allow up to six decimals, which the rule accepts', () => {
    expect(formatLocation(13.1866245, -59.64083)).toBe('13.186625,-59.64083');
    expect(formatLocation(13.1, -59.000001)).toBe('13.1,-59.000001');
    expect(checkLocation(formatLocation(-89.9999999, 179.9999999)).ok).toBe(true);
  });
});
