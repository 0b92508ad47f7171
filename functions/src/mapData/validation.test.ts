import {
  isPossibleEntryId,
  MAX_FIELD_LENGTH,
  OUTPUT_ONLY_FIELDS,
  parseLocation,
  validateMapDataFields,
  validateUpdateExtras,
} from './validation';

const valid = {
  location: '13.187,-59.638',
  name: 'Holetown Chapel',
  description: 'The oldest church of the parish',
  type: 'landmark',
  status: 'open',
};

describe('parseLocation', () => {
  it.each([
    ['13.187,-59.638', 13.187, -59.638],
    [' 13.187 , -59.638 ', 13.187, -59.638],
    ['-90,180', -90, 180],
    ['90,-180', 90, -180],
    ['+1,.5', 1, 0.5],
    ['0,0', 0, 0],
  ])('accepts %j', (text, lat, lng) => {
    expect(parseLocation(text)).toEqual({ ok: true, value: { lat, lng } });
  });

  it.each([
    ['13.187', /two numbers separated by one comma/],
    ['13.187,-59.638,4', /two numbers separated by one comma/],
    ['13.187;-59.638', /two numbers separated by one comma/],
    ['north,-59.638', /latitude 'north' is not a number/],
    [',-59.638', /latitude '' is not a number/],
    ['13.187,', /longitude '' is not a number/],
    ['13.187,west', /longitude 'west' is not a number/],
    ['NaN,1', /latitude 'NaN' is not a number/],
    ['Infinity,1', /latitude 'Infinity' is not a number/],
    ['0x10,1', /latitude '0x10' is not a number/],
    ['1e2,1', /latitude '1e2' is not a number/],
    ['90.0001,0', /latitude 90.0001 is out of range \(-90 to 90\)/],
    ['-91,0', /latitude -91 is out of range/],
    ['0,180.5', /longitude 180.5 is out of range \(-180 to 180\)/],
    ['0,-181', /longitude -181 is out of range/],
  ])('refuses %j', (text, message) => {
    const result = parseLocation(text);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error).toMatch(/^location: /);
      expect(result.error).toMatch(message);
    }
  });
});

describe('validateMapDataFields', () => {
  it('accepts the five strings and trims them', () => {
    const result = validateMapDataFields({
      location: '  13.187,-59.638 ',
      name: '\tHoletown Chapel\n',
      description: ' old ',
      type: 'landmark ',
      status: ' open',
    });
    expect(result).toEqual({
      ok: true,
      value: { location: '13.187,-59.638', name: 'Holetown Chapel', description: 'old', type: 'landmark', status: 'open' },
    });
  });

  it('accepts empty strings, including an empty location', () => {
    const empty = { location: '', name: '', description: '', type: '', status: '' };
    expect(validateMapDataFields(empty)).toEqual({ ok: true, value: empty });
    // Blank after trimming counts as empty, so the location rule does not apply.
    expect(validateMapDataFields({ ...valid, location: '   ' })).toEqual({ ok: true, value: { ...valid, location: '' } });
  });

  it('counts at most 2000 characters after trimming, emoji as one character', () => {
    const atLimit = 'x'.repeat(MAX_FIELD_LENGTH);
    expect(validateMapDataFields({ ...valid, description: `  ${atLimit}  ` })).toEqual({
      ok: true,
      value: { ...valid, description: atLimit },
    });
    expect(validateMapDataFields({ ...valid, name: '🏝'.repeat(MAX_FIELD_LENGTH) }).ok).toBe(true);
    expect(validateMapDataFields({ ...valid, description: `${atLimit}y` })).toEqual({
      ok: false,
      field: 'description',
      error: 'description: must be at most 2000 characters (it has 2001)',
    });
  });

  it.each([
    [null, /^Request body must be a JSON object/],
    [[valid], /^Request body must be a JSON object/],
    ['text', /^Request body must be a JSON object/],
    [{ ...valid, name: undefined }, /^name: is required/],
    [{ location: '', name: '', description: '', type: '' }, /^status: is required/],
    [{ ...valid, type: 3 }, /^type: must be a string, not a number$/],
    [{ ...valid, status: null }, /^status: must be a string, not null$/],
    [{ ...valid, description: ['a'] }, /^description: must be a string, not an array$/],
    [{ ...valid, staus: 'open' }, /^staus: unknown field \(allowed: location, name, description, type, status\)$/],
    [{ ...valid, location: 'somewhere' }, /^location: /],
  ])('refuses %j', (body, message) => {
    const result = validateMapDataFields(body);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(message);
  });

  it.each([
    ['name', 'x\ud800y'],
    ['description', '\udc00'],
    ['status', 'open\ud83d'],
  ])('refuses a lone surrogate in %s, naming the field', (field, text) => {
    expect(validateMapDataFields({ ...valid, [field]: text })).toEqual({
      ok: false,
      field,
      error: `${field}: must be well-formed Unicode text (it has a lone surrogate)`,
    });
  });

  it('accepts a surrogate pair (an emoji) and other well-formed text', () => {
    expect(validateMapDataFields({ ...valid, name: 'Plage 🏝 Été' }).ok).toBe(true);
  });

  it('names an unknown field with its own code', () => {
    expect(validateMapDataFields({ ...valid, staus: 'x' })).toMatchObject({ ok: false, field: 'staus', code: 'unknown-field' });
  });

  it('accepts the output-only fields on a PUT, as the admin GET returns them, and ignores them', () => {
    const asReturned = { id: 'a', ...valid, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: 'x', updatedBy: 'admin@x' };
    expect(validateMapDataFields(asReturned, OUTPUT_ONLY_FIELDS)).toEqual({ ok: true, value: valid });
  });

  it('accepts extra keys only when the caller allows them', () => {
    expect(validateMapDataFields({ ...valid, id: 'a', updatedAt: 'x' }).ok).toBe(false);
    expect(validateMapDataFields({ ...valid, id: 'a', updatedAt: 'x' }, ['id', 'updatedAt'])).toEqual({
      ok: true,
      value: valid,
    });
  });
});

describe('validateUpdateExtras', () => {
  it('passes updatedAt on, or undefined when it is not sent', () => {
    expect(validateUpdateExtras({ updatedAt: '2026-01-01T00:00:00.000Z' }, 'abc')).toEqual({
      ok: true,
      value: { expectedUpdatedAt: '2026-01-01T00:00:00.000Z' },
    });
    expect(validateUpdateExtras({ id: 'abc' }, 'abc')).toEqual({ ok: true, value: { expectedUpdatedAt: undefined } });
  });

  it('refuses an id other than the URL one and an updatedAt that is not a string', () => {
    expect(validateUpdateExtras({ id: 'other' }, 'abc')).toEqual({
      ok: false,
      field: 'id',
      error: "id: 'other' does not match the entry in the URL ('abc')",
    });
    expect(validateUpdateExtras({ updatedAt: 12 }, 'abc')).toMatchObject({ ok: false, error: expect.stringMatching(/^updatedAt: /) });
    expect(validateUpdateExtras({ updatedAt: '' }, 'abc').ok).toBe(false);
  });
});

describe('isPossibleEntryId', () => {
  it('accepts Firestore auto ids and readable ids', () => {
    expect(isPossibleEntryId('Xy3kP0aQz9LmN2bC4dEf')).toBe(true);
    expect(isPossibleEntryId('holetown-chapel')).toBe(true);
  });
  it.each(['', '.', '..', 'a/b', '__id__', 'x'.repeat(1501)])('refuses %j', (id) => {
    expect(isPossibleEntryId(id)).toBe(false);
  });
});
