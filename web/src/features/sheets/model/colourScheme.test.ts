import { colourSchemeTable, isHexColour, SECTION_ROWS } from './colourScheme';

describe('colourSchemeTable', () => {
  const values = Array.from({ length: 35 }, (_, i) =>
    i === 0 ? ['Zone', 'Colour name', 'Hex', 'Use'] : [`row ${i}`, 'name', '#123456'],
  );
  for (const section of SECTION_ROWS) values[section] = [`Section ${section}`];

  it('takes the first row as the header and rows 1, 11, 20 and 28 as section rows', () => {
    const table = colourSchemeTable(values);
    expect(table.header).toEqual(['Zone', 'Colour name', 'Hex', 'Use']);
    expect(table.width).toBe(4);
    expect(table.rows).toHaveLength(34);
    const sections = table.rows.filter((row) => row.kind === 'section');
    expect(sections).toEqual([
      { kind: 'section', index: 1, title: 'Section 1' },
      { kind: 'section', index: 11, title: 'Section 11' },
      { kind: 'section', index: 20, title: 'Section 20' },
      { kind: 'section', index: 28, title: 'Section 28' },
    ]);
  });

  it('pads swatch rows to the header width', () => {
    const row = colourSchemeTable(values).rows.find((r) => r.index === 2);
    expect(row).toEqual({ kind: 'swatch', index: 2, cells: ['row 2', 'name', '#123456', ''] });
  });

  it('joins the non-empty cells of a section row', () => {
    const table = colourSchemeTable([['h'], ['Residential', '', 'zones 1-9']]);
    expect(table.rows[0]).toEqual({ kind: 'section', index: 1, title: 'Residential — zones 1-9' });
  });
});

describe('isHexColour', () => {
  it('accepts #abc and #aabbcc only', () => {
    expect(isHexColour('#9fe2bf')).toBe(true);
    expect(isHexColour('#FFF')).toBe(true);
    expect(isHexColour('red')).toBe(false);
    expect(isHexColour('#12345')).toBe(false);
    expect(isHexColour('#123456; background: url(x)')).toBe(false);
  });
});
