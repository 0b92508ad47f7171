/**
 * The one rule that says two property addresses are the same property, shared by the server (the
 * portfolio's tier join) and the web (the tier search's shared links): docs/product.md "Your Saint
 * James", docs/decisions/0022-the-portfolio-cache-and-the-address-rule.md.
 *
 * Upland writes a street address ("210 Mullins Bay Road"); the properties tab's address column adds
 * the neighbourhood and the city after commas ("210 Mullins Bay Road, Lower Carlton, Saint James").
 * So the street address, before the first comma, is what is compared: case, accents and spacing
 * aside.
 */

/**
 * Where the properties tab keeps what the site reads of it, zero-based (docs/decisions/0003-spreadsheet-columns.md):
 * the rule needs the address, the tier and the neighbourhood; the explorer and the tier answer show
 * the street and the size too.
 */
export const PROPERTY_COLUMNS = { neighborhood: 2, street: 3, address: 4, size: 5, tier: 8 } as const;

/** Only characters outside ASCII can carry accents (most addresses have none: no NFD for them). */
const NON_ASCII = /[^ -~\t\n\r]/;

/**
 * `text` folded for matching the way players type: accents stripped (NFD, marks dropped), then
 * lowercased ('Vallée' and 'VALLEE' fold alike). Compare only folded texts with each other.
 */
export function fold(text: string): string {
  const plain = NON_ASCII.test(text) ? text.normalize('NFD').replace(/\p{M}/gu, '') : text;
  return plain.toLowerCase();
}

/**
 * The key two addresses share when they name the same property: the part before the first comma,
 * folded, with runs of white space as one space and none at either end. '' for no address.
 */
export function addressKey(address: string): string {
  const street = address.split(',', 1)[0];
  return fold(street).replace(/\s+/gu, ' ').trim();
}

/** A properties-tab row's tier as a number, or null when the cell holds none (empty, 'n/a'). */
export function tierNumber(cell: string | undefined): number | null {
  const text = (cell ?? '').trim();
  return /^\d{1,3}$/.test(text) ? Number(text) : null;
}

/** The tier and neighbourhood the properties tab gives an address key. */
export interface SheetProperty {
  tier: number | null;
  neighborhood: string;
}

/**
 * The properties tab (rows of cells, row 0 the header) by address key. Two rows with the same
 * street address: the first, in the sheet's order, wins.
 */
export function sheetPropertiesByAddress(values: readonly (readonly string[])[]): Map<string, SheetProperty> {
  const byKey = new Map<string, SheetProperty>();
  for (let row = 1; row < values.length; row++) {
    const cells = values[row];
    const key = addressKey(cells[PROPERTY_COLUMNS.address] ?? '');
    if (key === '' || byKey.has(key)) continue;
    byKey.set(key, {
      tier: tierNumber(cells[PROPERTY_COLUMNS.tier]),
      neighborhood: (cells[PROPERTY_COLUMNS.neighborhood] ?? '').trim(),
    });
  }
  return byKey;
}
