import {
  initialSelection,
  parseStoredSelection,
  PIN_CATEGORIES_KEY,
  PIN_CATEGORIES_KNOWN_KEY,
  saveSelection,
  toggleCategory,
} from './pinSelection';

const categories = ['city-hall', 'park', 'beach_club'];

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

describe('parseStoredSelection', () => {
  it('reads a non-empty JSON array of strings', () => {
    expect(parseStoredSelection('["park","city-hall"]')).toEqual(['park', 'city-hall']);
  });

  it.each([
    ['nothing stored', null],
    ['an empty array', '[]'],
    ['corrupt JSON', '["park"'],
    ['not JSON at all', 'park'],
    ['an object', '{"park":true}'],
    ['a string', '"park"'],
    ['null', 'null'],
    ['an array without strings', '[1, null, {}]'],
  ])('ignores %s', (_what, raw) => {
    expect(parseStoredSelection(raw)).toBeNull();
  });

  it('keeps only the strings of a mixed array', () => {
    expect(parseStoredSelection('["park", 3, null]')).toEqual(['park']);
  });
});

describe('initialSelection', () => {
  it('starts from the stored selection when it is there and non-empty', () => {
    const storage = memoryStorage({ [PIN_CATEGORIES_KEY]: '["park"]' });
    expect([...initialSelection(storage, categories)]).toEqual(['park']);
  });

  it('starts from all categories when nothing is stored, the stored list is empty, or corrupt', () => {
    for (const stored of [undefined, '[]', '{not json']) {
      const storage = memoryStorage(stored === undefined ? {} : { [PIN_CATEGORIES_KEY]: stored });
      expect([...initialSelection(storage, categories)]).toEqual(categories);
    }
  });

  it('checks a category that was not there when the selection was saved', () => {
    const storage = memoryStorage();
    saveSelection(storage, new Set(['park']), categories);
    expect(storage.data.get(PIN_CATEGORIES_KNOWN_KEY)).toBe(JSON.stringify(categories));
    expect([...initialSelection(storage, [...categories, 'bandstand'])]).toEqual(['park', 'bandstand']);
    // Unchecked categories the reader knew stay unchecked.
    expect(initialSelection(storage, categories).has('city-hall')).toBe(false);
  });

  it('checks the community entries for a selection saved before they had a category', () => {
    const storage = memoryStorage({ [PIN_CATEGORIES_KEY]: '["park"]' });
    expect([...initialSelection(storage, [...categories, 'community:entries'])]).toEqual(['park', 'community:entries']);
  });

  it('starts from all categories when storage is missing or throws', () => {
    expect([...initialSelection(null, categories)]).toEqual(categories);
    const throwing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect([...initialSelection(throwing, categories)]).toEqual(categories);
  });
});

describe('toggleCategory and saveSelection', () => {
  it('unchecks and checks without changing the original set', () => {
    const all = new Set(categories);
    const withoutPark = toggleCategory(all, 'park', false);
    expect([...withoutPark]).toEqual(['city-hall', 'beach_club']);
    expect(all.has('park')).toBe(true);
    expect(toggleCategory(withoutPark, 'park', true).has('park')).toBe(true);
  });

  it('saves the selection as a JSON array under pinCategories, and reads it back', () => {
    const storage = memoryStorage();
    saveSelection(storage, new Set(['beach_club', 'park']), categories);
    expect(storage.data.get(PIN_CATEGORIES_KEY)).toBe('["beach_club","park"]');
    expect([...initialSelection(storage, categories)]).toEqual(['beach_club', 'park']);
  });

  it('an empty saved selection starts the next visit from all categories', () => {
    const storage = memoryStorage();
    saveSelection(storage, new Set(), categories);
    expect([...initialSelection(storage, categories)]).toEqual(categories);
  });

  it('a storage that refuses to save only warns', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const full = {
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => saveSelection(full, new Set(['park']), categories)).not.toThrow();
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});
