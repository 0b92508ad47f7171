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

  it.each(['en', 'fr', ['fr', 'en'], 'EN'])(
    'writes any larger whole number in the site’s own %p as the real format does, grouped, without making it',
    (locales) => {
      const format = new Intl.NumberFormat(locales);
      const real = new Native(locales);
      const numbers = [1000, 1001, 9999, 10000, 99999, 100000, 999999, 1000000, 1234567, Number.MAX_SAFE_INTEGER];
      for (let n = 1000; n < 1_000_000; n += 997) numbers.push(n);
      for (let digits = 4; digits <= 15; digits++) numbers.push(Number('9'.repeat(digits)), 10 ** (digits - 1));
      for (const n of numbers) expect(format.format(n)).toBe(real.format(n));
      expect(made).toHaveLength(0);
    },
  );

  it('leaves numbers of 1000 and more to the real format in a language with a region (en-IN groups otherwise)', () => {
    for (const locale of ['en-IN', 'en-GB', 'fr-CH']) {
      const format = new Intl.NumberFormat(locale);
      for (const n of [1000, 100000]) expect(format.format(n)).toBe(new Native(locale).format(n));
    }
    // One real format each, made when 1000 came.
    expect(made).toEqual([
      ['en-IN', undefined],
      ['en-GB', undefined],
      ['fr-CH', undefined],
    ]);
  });

  it('makes the real format for any other number, once, and writes it as the real one does', () => {
    const format = new Intl.NumberFormat('fr');
    for (const n of [-5, 1.5, 0.1, -0, NaN, Infinity, Number.MAX_SAFE_INTEGER + 2, 1e21]) {
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
    expect(i18n._('pins', { count: 10000 })).toBe('10,000 pins');
    // `{n, number}` (Lingui asks with { style: undefined }).
    i18n.load('fr', { rows: '{n, number} lignes' });
    i18n.activate('fr');
    expect(i18n._('rows', { n: 2367 })).toBe(`${new Native('fr').format(2367)} lignes`);
    i18n.activate('en');
    expect(made).toHaveLength(0);
    expect(i18n._('pins', { count: 1.5 })).toBe('1.5 pins');
    expect(made).toHaveLength(1);
  });
});
