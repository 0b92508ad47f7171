import { nestingDepth, repeatedKey } from './jsonText';

describe('nestingDepth', () => {
  it('counts how deep objects and arrays nest', () => {
    expect(nestingDepth('1')).toBe(0);
    expect(nestingDepth('{"type":"FeatureCollection","features":[{"geometry":{"coordinates":[1,2]}}]}')).toBe(5);
    expect(nestingDepth('['.repeat(20_000) + ']'.repeat(20_000))).toBe(20_000);
  });

  it('skips brackets inside strings, escaped quotes included', () => {
    expect(nestingDepth('{"name":"[[[{{{"}')).toBe(1);
    expect(nestingDepth('{"name":"say \\"[[[\\" twice","x":[1]}')).toBe(2);
    expect(nestingDepth('["a\\\\",[2]]')).toBe(2);
  });
});

describe('repeatedKey', () => {
  it('finds the first key given twice in one object, with its line', () => {
    expect(repeatedKey('{"name": "Mill",\n "name": ""}')).toEqual({ key: 'name', path: 'name', line: 2 });
    expect(repeatedKey('{"features": [{"id": 1, "id": 2}], "features": []}')).toEqual({
      key: 'id',
      path: 'features.0.id',
      line: 1,
    });
    expect(repeatedKey('{"a\\u0062": 1, "ab": 2}')).toEqual({ key: 'ab', path: 'ab', line: 1 });
    expect(repeatedKey('{"en": {"title": "a",\n"title": "b"}}')).toEqual({ key: 'title', path: 'en.title', line: 2 });
  });

  it('lets one key in each of two objects, and a key equal to a value, through', () => {
    expect(repeatedKey('[{"name": "a"}, {"name": "b"}]')).toBeNull();
    expect(repeatedKey('{"name": "name", "x": {"name": 1}}')).toBeNull();
    expect(repeatedKey('{}')).toBeNull();
  });
});
