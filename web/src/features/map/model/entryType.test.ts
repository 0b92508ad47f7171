import { entryType, isClosedStatus } from './entryType';

describe('entryType', () => {
  it('reads one type however the admin spaced or capitalised it', () => {
    expect(entryType('shop')).toEqual({ slug: 'shop', label: 'Shop' });
    expect(entryType('  Shop ')).toEqual({ slug: 'shop', label: 'Shop' });
    expect(entryType('SHOP')?.slug).toBe('shop');
  });

  it('keeps several words and accents in the label, and makes a plain slug of them', () => {
    expect(entryType('beach   club')).toEqual({ slug: 'beach_club', label: 'Beach club' });
    expect(entryType('café')).toEqual({ slug: 'cafe', label: 'Café' });
  });

  it('has no type for blank text, and calls a type without letters or digits "other"', () => {
    expect(entryType('')).toBeNull();
    expect(entryType('   ')).toBeNull();
    expect(entryType('★★')).toEqual({ slug: 'other', label: '★★' });
  });
});

describe('isClosedStatus', () => {
  it('is true for "closed" in any case and spacing, false for anything else', () => {
    expect(isClosedStatus('closed')).toBe(true);
    expect(isClosedStatus(' Closed ')).toBe(true);
    expect(isClosedStatus('open')).toBe(false);
    expect(isClosedStatus('closed soon')).toBe(false);
    expect(isClosedStatus('')).toBe(false);
  });
});
