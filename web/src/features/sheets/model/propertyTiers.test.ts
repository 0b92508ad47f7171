import { MAX_SUGGESTIONS, propertyAt, propertyTiers, searchTiers } from './propertyTiers';

const row = (address: string, tier: string) => [
  'id',
  'owner',
  'hood',
  'street',
  address,
  '100',
  'minted',
  'sync',
  tier,
];
const values = [
  row('Address', 'Tier'),
  row('12 First Street, Holetown, Saint James', '1'),
  row('7 Sandy Lane, Sandy Lane, Saint James', '3'),
  row('', '2'),
  ['id', 'owner', 'hood', 'street', '40 Reef Road, Lower Carlton, Saint James'],
];

describe('propertyTiers', () => {
  it('reads address (column E) and tier (column I), skipping the header and rows with no address', () => {
    expect(propertyTiers(values).map(({ row, address, tier }) => ({ row, address, tier }))).toEqual([
      { row: 1, address: '12 First Street, Holetown, Saint James', tier: '1' },
      { row: 2, address: '7 Sandy Lane, Sandy Lane, Saint James', tier: '3' },
      { row: 4, address: '40 Reef Road, Lower Carlton, Saint James', tier: '' },
    ]);
  });

  it('reads the neighbourhood (C), street (D) and size (F) shown with the tier', () => {
    const [first] = propertyTiers(values);
    expect(first).toMatchObject({ neighborhood: 'hood', street: 'street', size: '100' });
    expect(propertyTiers(values)[2]).toMatchObject({ neighborhood: 'hood', street: 'street', size: '' });
  });
});

describe('searchTiers', () => {
  const properties = propertyTiers(values);

  it('needs 3 characters (spaces around do not count)', () => {
    expect(searchTiers(properties, 'sa')).toEqual({ kind: 'tooShort' });
    expect(searchTiers(properties, '  sa  ')).toEqual({ kind: 'tooShort' });
    expect(searchTiers(properties, 'san').kind).toBe('matches');
  });

  it('matches a case-insensitive substring of the address, never the header', () => {
    const result = searchTiers(properties, 'SANDY lane');
    expect(result).toMatchObject({
      kind: 'matches',
      total: 1,
      shown: [{ address: '7 Sandy Lane, Sandy Lane, Saint James', tier: '3' }],
    });
    expect(searchTiers(properties, 'address')).toEqual({ kind: 'noMatch' });
  });

  it('says when nothing matches', () => {
    expect(searchTiers(properties, 'zzz')).toEqual({ kind: 'noMatch' });
  });

  it('shows at most 20 matches, in sheet order, and counts them all', () => {
    const many = propertyTiers([
      row('Address', 'Tier'),
      ...Array.from({ length: 57 }, (_, i) => row(`${i + 1} Palm Avenue`, '2')),
    ]);
    const result = searchTiers(many, 'palm');
    expect(MAX_SUGGESTIONS).toBe(20);
    expect(result.kind === 'matches' && result.shown.map((p) => p.address)).toEqual(
      Array.from({ length: 20 }, (_, i) => `${i + 1} Palm Avenue`),
    );
    expect(result).toMatchObject({ total: 57 });
  });
});

describe('accents and shared links', () => {
  const properties = propertyTiers([
    row('Address', 'Tier'),
    row('3 Rue de la Vallée, Holetown, Saint James', '2'),
    row('12 First Street, Holetown, Saint James', '1'),
  ]);

  it('matches without regard to accents, both ways', () => {
    expect(searchTiers(properties, 'vallee')).toMatchObject({ total: 1, shown: [{ tier: '2' }] });
    expect(searchTiers(properties, 'FÍRST')).toMatchObject({ total: 1, shown: [{ tier: '1' }] });
  });

  it('finds the property of a full address or of its street address (as Upland writes it), and nothing for a part of one', () => {
    expect(propertyAt(properties, ' 3 rue de la vallee, holetown, saint james ')?.tier).toBe('2');
    expect(propertyAt(properties, '3 Rue de la Vallée')?.tier).toBe('2');
    expect(propertyAt(properties, '3  rue DE la   vallee, Saint James')?.tier).toBe('2');
    expect(propertyAt(properties, '3 Rue de la')).toBeNull();
    expect(propertyAt(properties, '3 Rue de la Vallée Road')).toBeNull();
    expect(propertyAt(properties, '')).toBeNull();
    expect(propertyAt(properties, ', Holetown')).toBeNull();
  });
});
