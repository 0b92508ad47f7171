import { entryType, isClosedStatus, typeBadge } from './entryType';

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

describe('typeBadge', () => {
  it('gives one type one pin however it is written, and other types their own colour', () => {
    expect(typeBadge(entryType(' SHOP'))).toEqual(typeBadge(entryType('shop')));
    expect(typeBadge(entryType('shop')).letter).toBe('S');
    const hues = ['shop', 'park', 'event', 'museum'].map((t) => typeBadge(entryType(t)).hue);
    expect(new Set(hues).size).toBe(4);
    for (const hue of hues) expect(hue).toBeGreaterThanOrEqual(0);
  });

  it('takes the letter from the slug, never markup from the text', () => {
    expect(typeBadge(entryType('<img src=x onerror=alert(1)>')).letter).toBe('I');
    expect(typeBadge(entryType('★★')).letter).toBe('O');
    expect(typeBadge(null).letter).toBe('');
  });
});
