import { i18n } from '@lingui/core';
import { deferNumberFormats } from './numberFormat';

const Native = Intl.NumberFormat;
const made: unknown[][] = [];

beforeAll(() => {
  // Counts every real format made, under the deferring one.
  Intl.NumberFormat = new Proxy(Native, {
    construct: (target, args) => {
      made.push(args);
      return Reflect.construct(target, args) as object;
    },
  });
  deferNumberFormats();
});
afterAll(() => {
  Intl.NumberFormat = Native;
});
beforeEach(() => {
  made.length = 0;
});

describe('deferNumberFormats', () => {
  it.each(['en', 'fr', 'en-GB', 'fr-CA', ['fr', 'en']])(
    'writes 0–999 in %p as the real format does, without making it',
    (locales) => {
      const format = new Intl.NumberFormat(locales);
      const real = new Native(locales);
      for (let n = 0; n < 1000; n++) expect(format.format(n)).toBe(real.format(n));
      expect(made).toHaveLength(0);
    },
  );

  it('makes the real format for any other number, once, and writes it as the real one does', () => {
    const format = new Intl.NumberFormat('fr');
    for (const n of [1000, 1234567, -5, 1.5, 0.1, -0, NaN, Infinity]) {
      expect(format.format(n)).toBe(new Native('fr').format(n));
    }
    expect(made).toEqual([['fr', undefined]]);
    expect(format.resolvedOptions().locale).toBe('fr');
    expect(format.formatToParts(1234).map((part) => part.type)).toEqual(['integer', 'group', 'integer']);
  });

  it('leaves every other format to the real one', () => {
    const cases: [Intl.LocalesArgument, Intl.NumberFormatOptions?][] = [
      ['en', { style: 'percent' }],
      ['en', { minimumIntegerDigits: 3 }],
      ['ar', undefined],
      ['en-u-nu-arab', undefined],
      [undefined, undefined],
      [['de', 'en'], undefined],
    ];
    for (const [locales, options] of cases) {
      const format = new Intl.NumberFormat(locales, options);
      expect(format).toBeInstanceOf(Native);
      expect(format.format(7)).toBe(new Native(locales, options).format(7));
    }
    expect(made).toHaveLength(cases.length);
  });

  it('keeps the constructor callable without new, and its statics', () => {
    expect(Intl.NumberFormat('en').format(42)).toBe('42');
    expect(Intl.NumberFormat.supportedLocalesOf(['fr'])).toEqual(['fr']);
    expect(made).toHaveLength(0);
  });

  it('is put in place once: asking again keeps the same constructor', () => {
    const deferring = Intl.NumberFormat;
    deferNumberFormats();
    expect(Intl.NumberFormat).toBe(deferring);
  });

  it("gives Lingui's plurals their count without a real format", () => {
    i18n.load('en', { pins: '{count, plural, one {# pin} other {# pins}}' });
    i18n.activate('en');
    expect(i18n._('pins', { count: 1 })).toBe('1 pin');
    expect(i18n._('pins', { count: 42 })).toBe('42 pins');
    expect(made).toHaveLength(0);
    expect(i18n._('pins', { count: 10000 })).toBe('10,000 pins');
    expect(made).toHaveLength(1);
  });
});
