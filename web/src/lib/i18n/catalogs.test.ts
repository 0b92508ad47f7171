import { compileMessage } from '@lingui/message-utils/compileMessage';
import { en } from './catalog.en';
import { fr } from './catalog.fr';
import { FRENCH_ON_EVERY_PAGE, langOfMessage } from './frenchWords';

/** The names of the values a message uses: `{name}`, and the argument of plural/select. */
function placeholders(message: string): string[] {
  const names = new Set<string>();
  for (const match of message.matchAll(/\{\s*([A-Za-z_][\w]*)\s*(?:,|\})/g)) names.add(match[1]);
  return [...names].sort();
}

describe('the English and French catalogues', () => {
  it('hold the same keys', () => {
    expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
  });

  it('use the same values in each message', () => {
    const differing = Object.keys(en).filter(
      (key) => placeholders(en[key as keyof typeof en]).join() !== placeholders(fr[key as keyof typeof fr]).join(),
    );
    expect(differing).toEqual([]);
  });

  it('hold no empty message, and every message compiles (ICU syntax)', () => {
    for (const catalog of [en, fr]) {
      for (const [key, text] of Object.entries(catalog)) {
        expect([key, text.trim().length > 0]).toEqual([key, true]);
        expect(() => compileMessage(text)).not.toThrow();
      }
    }
  });

  it('never put French ; : ! ? after a plain space, which lets the mark wrap alone onto a new line', () => {
    const loose = Object.entries(fr).filter(([, text]) => / [;:!?]/.test(text));
    expect(loose).toEqual([]);
  });

  it('quote in French with « » and their non-breaking spaces, never with English quotation marks', () => {
    // (A straight " is the character a CSV file holds, named as such, not a quotation.)
    const englishQuotes = Object.entries(fr).filter(([, text]) => /[‘“”]|’(?=[\s,.)]|$)/.test(text));
    const bareGuillemets = Object.entries(fr).filter(([, text]) => /«(?!\u00a0)|(?<!\u00a0)»/.test(text));
    expect([...englishQuotes, ...bareGuillemets]).toEqual([]);
  });

  it("never write 'au' before a time in French ('à 14:02'; 'au' comes before a date)", () => {
    const auTime = Object.entries(fr).filter(([, text]) => /\bau\s*\{(time|when)\}/i.test(text));
    expect(auTime).toEqual([]);
  });

  it('keep the product’s own French words in English too', () => {
    expect(en['menu.profile']).toBe('Profil');
    expect(en['tier.notFound']).toBe('Adresse non trouvée');
  });

  it("marks as French only the words that are French in both (the product's own), and only on English pages", () => {
    for (const key of FRENCH_ON_EVERY_PAGE)
      expect([key, en[key as keyof typeof en]]).toEqual([key, fr[key as keyof typeof fr]]);
    expect(langOfMessage('menu.profile', 'en')).toBe('fr');
    expect(langOfMessage('menu.profile', 'fr')).toBeUndefined();
    expect(langOfMessage('menu.map', 'en')).toBeUndefined();
  });
});
