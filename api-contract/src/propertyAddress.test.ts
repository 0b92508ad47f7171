import { addressKey, fold, sheetPropertiesByAddress, tierNumber } from './propertyAddress';

describe('addressKey: the street address, whatever the case, accents and spacing', () => {
  it("gives Upland's street address and the sheet's full address the same key", () => {
    expect(addressKey('210 Mullins Bay Road')).toBe('210 mullins bay road');
    expect(addressKey('210 Mullins Bay Road, Lower Carlton, Saint James')).toBe('210 mullins bay road');
    expect(addressKey('  210   MULLINS\tBay Road ,Lower Carlton')).toBe('210 mullins bay road');
    expect(addressKey('3 Rue de la Vallée')).toBe(addressKey('3 rue de la vallee, Holetown'));
  });

  it('keeps what tells two properties apart: the number and the whole street', () => {
    expect(addressKey('210 Mullins Bay Road')).not.toBe(addressKey('21 Mullins Bay Road'));
    expect(addressKey('210 Mullins Bay Road')).not.toBe(addressKey('210 Mullins Bay'));
  });

  it('is empty for no address', () => {
    expect(addressKey('')).toBe('');
    expect(addressKey('   , Holetown, Saint James')).toBe('');
  });

  it('folds accents and case like the search boxes', () => {
    expect(fold('Vallée FITTS')).toBe('vallee fitts');
    expect(fold('plain')).toBe('plain');
  });
});

describe('tierNumber', () => {
  it('reads a whole number, and null for anything else', () => {
    expect(tierNumber('3')).toBe(3);
    expect(tierNumber(' 12 ')).toBe(12);
    expect(tierNumber('')).toBeNull();
    expect(tierNumber(undefined)).toBeNull();
    expect(tierNumber('n/a')).toBeNull();
    expect(tierNumber('2.5')).toBeNull();
    expect(tierNumber('-1')).toBeNull();
  });
});

describe('sheetPropertiesByAddress', () => {
  it('indexes the tab by address key, skipping the header and rows without an address; the first row wins', () => {
    // Columns: id, owner, neighbourhood, street, address, size, minted, sync, tier (Google drops
    // trailing empty cells).
    const index = sheetPropertiesByAddress([
      ['Property ID', 'Owner ID', 'Neighborhood', 'Street', 'Address', 'Size', 'Minted', 'Sync', 'Tier'],
      ['1', 'o', 'Holetown', 'First Street', '12 First Street, Holetown, Saint James', '90', 'm', 's', '1'],
      ['2', 'o', 'Sandy Lane', 'Palm Avenue', '', '80', 'm', 's', '2'],
      ['3', 'o', 'Sandy Lane', 'First Street', '12 FIRST street, Sandy Lane, Saint James', '70', 'm', 's', '4'],
      ['4', 'o', 'Paynes Bay', 'Reef Road', '40 Reef Road, Paynes Bay, Saint James'],
    ]);
    expect([...index]).toEqual([
      ['12 first street', { tier: 1, neighborhood: 'Holetown' }],
      ['40 reef road', { tier: null, neighborhood: 'Paynes Bay' }],
    ]);
  });
});
