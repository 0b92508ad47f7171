import { categorySlug, prettifyCategory } from './pinCategory';

describe('categorySlug', () => {
  it.each([
    ['City-Hall', 'city-hall'],
    ['community_hub', 'community_hub'],
    ['Art Gallery', 'art_gallery'],
    ['PARK', 'park'],
    ['  Beach Club  ', 'beach_club'],
    ['Café & Bar!', 'caf__bar'],
    ['Shop_Front', 'shop_front'],
    ['<b>x</b>', 'bxb'],
    ['', ''],
  ])('%j → %j', (raw, slug) => {
    expect(categorySlug(raw)).toBe(slug);
  });

  it('turns each run of spaces into one underscore', () => {
    expect(categorySlug('a  b\tc')).toBe('a_b_c');
  });

  it('gives an empty slug for a non-string cell', () => {
    expect(categorySlug(undefined)).toBe('');
    expect(categorySlug(42)).toBe('');
  });
});

describe('prettifyCategory', () => {
  it.each([
    ['city-hall', 'City Hall'],
    ['community_hub', 'Community Hub'],
    ['treasure-hunt', 'Treasure Hunt'],
    ['park', 'Park'],
    ['shop_front', 'Shop Front'],
    ['a__b', 'A B'],
    ['3d-art', '3d Art'],
  ])('%j → %j', (slug, label) => {
    expect(prettifyCategory(slug)).toBe(label);
  });
});
