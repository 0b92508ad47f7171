import { fold, markMatch } from './searchText';

describe('fold', () => {
  it('ignores case and accents', () => {
    expect(fold('Rue de la Vallée')).toBe('rue de la vallee');
    expect(fold('ÉGLISE')).toBe(fold('eglise'));
    expect(fold('Fitts Village')).toBe('fitts village');
  });
});

describe('markMatch', () => {
  it('marks the first match in the text as written', () => {
    expect(markMatch('12 Bay Street, Holetown', 'bay')).toEqual({
      before: '12 ',
      match: 'Bay',
      after: ' Street, Holetown',
    });
  });

  it('maps a match found in the folded text back onto accented letters', () => {
    expect(markMatch('Rue de l’Église, Speightstown', 'eglise')).toEqual({
      before: 'Rue de l’',
      match: 'Église',
      after: ', Speightstown',
    });
    // The text may itself be decomposed (a letter then its accent): the accent stays in the match.
    const decomposed = 'Valle\u0301e Road';
    expect(markMatch(decomposed, 'vallee')).toEqual({ before: '', match: 'Valle\u0301e', after: ' Road' });
  });

  it('keeps characters outside the basic plane whole', () => {
    expect(markMatch('🏠 Home', '🏠')).toEqual({ before: '', match: '🏠', after: ' Home' });
  });

  it('is null for no match or an empty query', () => {
    expect(markMatch('Holetown', 'sandy')).toBeNull();
    expect(markMatch('Holetown', '')).toBeNull();
  });
});
