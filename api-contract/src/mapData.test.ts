import { checkEntryFields, fieldProblem, fieldsOf, isWellFormedText, MAX_FIELD_LENGTH } from './mapData';

const valid = {
  location: '13.187,-59.638',
  name: 'Holetown Chapel',
  description: 'The oldest church of the parish',
  type: 'landmark',
  status: 'open',
};
const post = (body: unknown) => checkEntryFields(body, { output: 'refuse' });
const put = (body: unknown) => checkEntryFields(body, { output: 'ignore' });

describe('checkEntryFields', () => {
  it('accepts the five strings and trims them', () => {
    expect(
      post({
        location: '  13.187,-59.638 ',
        name: '\tHoletown Chapel\n',
        description: ' old ',
        type: 'landmark ',
        status: ' open',
      }),
    ).toEqual({
      ok: true,
      value: {
        location: '13.187,-59.638',
        name: 'Holetown Chapel',
        description: 'old',
        type: 'landmark',
        status: 'open',
      },
    });
  });

  it('accepts empty strings, an empty (or blank) location included', () => {
    const empty = { location: '', name: '', description: '', type: '', status: '' };
    expect(post(empty)).toEqual({ ok: true, value: empty });
    expect(post({ ...valid, location: '   ' })).toEqual({ ok: true, value: { ...valid, location: '' } });
  });

  it('refuses control characters but tab and line breaks, naming the first; stores line breaks as LF', () => {
    expect(post({ ...valid, description: 'a\tb\r\nc\rd\ne' })).toEqual({
      ok: true,
      value: { ...valid, description: 'a\tb\nc\nd\ne' },
    });
    for (const [text, code] of [
      ['\u0000', '0000'],
      ['x\u001f\u0000', '001F'],
      ['\u007f', '007F'],
      ['\u009f', '009F'],
    ]) {
      expect(post({ ...valid, type: text })).toEqual({
        ok: false,
        field: 'type',
        problem: 'control-character',
        message: `type: must not hold a control character (U+${code} here); tab and line breaks are fine`,
      });
    }
    expect(fieldProblem('name', 'bell\u0007')).toBe('control-character');
    // The characters right after C1 are text: a no-break space, an accent.
    expect(fieldProblem('name', '\u00a0é')).toBeNull();
  });

  it('counts at most 2000 characters after trimming, an emoji as one', () => {
    const atLimit = 'x'.repeat(MAX_FIELD_LENGTH);
    expect(post({ ...valid, description: `  ${atLimit}  ` })).toEqual({
      ok: true,
      value: { ...valid, description: atLimit },
    });
    expect(post({ ...valid, name: '🏝'.repeat(MAX_FIELD_LENGTH) }).ok).toBe(true);
    expect(post({ ...valid, description: `${atLimit}y` })).toEqual({
      ok: false,
      field: 'description',
      problem: 'too-long',
      message: 'description: must be at most 2000 characters (it has 2001)',
    });
  });

  it.each([
    [null, undefined, 'not-an-object', /^Request body must be a JSON object with location, name/],
    [[valid], undefined, 'not-an-object', /^Request body must be a JSON object/],
    ['text', undefined, 'not-an-object', /^Request body must be a JSON object/],
    [{ ...valid, name: undefined }, 'name', 'required', /^name: is required \(a string, may be empty\)$/],
    [{ location: '', name: '', description: '', type: '' }, 'status', 'required', /^status: is required/],
    [{ ...valid, type: 3 }, 'type', 'not-a-string', /^type: must be a string, not a number$/],
    [{ ...valid, name: {} }, 'name', 'not-a-string', /^name: must be a string, not an object$/],
    [{ ...valid, status: null }, 'status', 'not-a-string', /^status: must be a string, not null$/],
    [{ ...valid, description: ['a'] }, 'description', 'not-a-string', /^description: must be a string, not an array$/],
    [
      { ...valid, staus: 'open' },
      'staus',
      'unknown-field',
      /^staus: unknown field \(allowed: location, name, description, type, status\)$/,
    ],
    [{ ...valid, id: 'mine' }, 'id', 'unknown-field', /^id: unknown field/],
    [{ ...valid, location: 'somewhere' }, 'location', 'location-shape', /^location: must be 'lat,lng'/],
    [
      { ...valid, location: '93.2,-59.6' },
      'location',
      'latitude-out-of-range',
      /^location: latitude 93.2 is out of range/,
    ],
    [
      { ...valid, name: 'x\ud800y' },
      'name',
      'lone-surrogate',
      /^name: must be well-formed Unicode text \(it has a lone surrogate\)$/,
    ],
    [{ ...valid, location: '13.2,\udc00' }, 'location', 'lone-surrogate', /^location: must be well-formed Unicode/],
  ])('refuses %j, naming %s (%s)', (body, field, problem, message) => {
    const check = post(body);
    expect(check).toMatchObject({ ok: false, problem });
    if (!check.ok) {
      expect(check.field).toBe(field);
      expect(check.message).toMatch(message);
    }
  });

  it('on a PUT, accepts the output-only fields as the admin GET returns them, and ignores them', () => {
    const asReturned = {
      id: 'a',
      ...valid,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: 'x',
      updatedBy: 'admin@x',
    };
    expect(put(asReturned)).toEqual({ ok: true, value: valid });
    expect(post(asReturned)).toMatchObject({ ok: false, problem: 'unknown-field', field: 'id' });
    expect(put({ ...valid, colour: 'red' })).toMatchObject({
      ok: false,
      message:
        'colour: unknown field (allowed: location, name, description, type, status, id, createdAt, updatedAt, updatedBy)',
    });
  });
});

describe('fieldProblem (one field as the admin types it)', () => {
  it('says what the server would say, or null', () => {
    expect(fieldProblem('location', '13.1,-59.6')).toBeNull();
    expect(fieldProblem('location', '')).toBeNull();
    expect(fieldProblem('location', '13.1')).toBe('location-shape');
    expect(fieldProblem('location', '100,0')).toBe('latitude-out-of-range');
    expect(fieldProblem('name', 'n'.repeat(2001))).toBe('too-long');
    expect(fieldProblem('name', 'ok')).toBeNull();
  });
});

describe('isWellFormedText', () => {
  it('finds a lone surrogate, with or without String.prototype.isWellFormed', () => {
    const native = String.prototype.isWellFormed;
    for (const withNative of [true, false]) {
      // Older browsers have no isWellFormed: the fallback must agree.
      if (!withNative) (String.prototype as { isWellFormed?: unknown }).isWellFormed = undefined;
      try {
        expect(isWellFormedText('Plage 🏝 Été')).toBe(true);
        expect(isWellFormedText('x\ud800y')).toBe(false);
        expect(isWellFormedText('\udc00')).toBe(false);
      } finally {
        String.prototype.isWellFormed = native;
      }
    }
  });
});

describe('fieldsOf', () => {
  it('takes the five fields of anything that has them, as strings', () => {
    const stored = { ...valid, id: 'x', updatedAt: 't', name: 42, status: undefined };
    expect(fieldsOf(stored)).toEqual({ ...valid, name: '', status: '' });
    expect(Object.keys(fieldsOf({}))).toEqual(['location', 'name', 'description', 'type', 'status']);
  });
});
