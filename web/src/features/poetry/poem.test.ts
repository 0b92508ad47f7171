import { poemModules, poemTitle } from './poem';

describe('the poem', () => {
  it("has the poem's title", () => {
    expect(poemTitle).toBe('Symphonic Algorithms — 10 Modules to Continue Being');
  });

  it('has ten modules numbered 0x01 to 0x0A, in order, each headed by its hex number', () => {
    expect(poemModules.map((m) => m.hex)).toEqual(
      Array.from({ length: 10 }, (_, i) => `0x${(i + 1).toString(16).toUpperCase().padStart(2, '0')}`),
    );
  });

  it('gives every module a name and a few non-empty lines, no two modules alike', () => {
    for (const module of poemModules) {
      expect(module.name.trim()).not.toBe('');
      expect(module.lines.length).toBeGreaterThanOrEqual(3);
      for (const line of module.lines) expect(line.trim()).not.toBe('');
    }
    expect(new Set(poemModules.map((m) => m.lines.join('\n'))).size).toBe(10);
  });
});
