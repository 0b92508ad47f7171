import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sourceFiles } from '../test/sourceFiles';

// Text from the spreadsheet or the database never becomes HTML (team standard). This guards the
// source: no innerHTML / outerHTML / insertAdjacentHTML / dangerouslySetInnerHTML / document.write
// anywhere in the web app, and Leaflet's popups, tooltips and divIcons made only through
// leafletElements.ts, which takes elements. One exception: the activity pages' Markdown, rendered
// and sanitised (marked + DOMPurify), in MarkdownView.tsx alone.
const SRC = __dirname;
const FORBIDDEN: [RegExp, string][] = [
  [/\.(inner|outer)HTML\s*=/, 'assigns innerHTML/outerHTML'],
  [/insertAdjacentHTML/, 'uses insertAdjacentHTML'],
  [/dangerouslySetInnerHTML/, 'uses dangerouslySetInnerHTML'],
  [/document\.write/, 'uses document.write'],
  // Leaflet reads a string as HTML in each of these: they are called in leafletElements.ts alone,
  // whose types take elements.
  [/\.(bindPopup|bindTooltip|setContent)\(/, "calls Leaflet's bindPopup/bindTooltip/setContent"],
  [/\bdivIcon\(/, 'makes a Leaflet divIcon (its html is HTML)'],
];

/** The one file that calls Leaflet's HTML-taking functions, with elements only. */
const LEAFLET_ELEMENTS = path.join('features', 'map', 'components', 'leafletElements.ts');

/** The one file that may set HTML: it renders Markdown through marked and DOMPurify. */
const SANITISED_HTML = path.join('features', 'activity', 'components', 'MarkdownView.tsx');

describe('web source never turns data into HTML', () => {
  const files = sourceFiles(SRC);

  it('finds the source files it guards', () => {
    expect(files.length).toBeGreaterThan(10);
  });

  it.each(FORBIDDEN.map(([pattern, what]) => [what, pattern] as const))('no file %s', (_what, pattern) => {
    const offenders = files.filter((file) => pattern.test(readFileSync(file, 'utf8')));
    const allowed =
      pattern.source === 'dangerouslySetInnerHTML'
        ? [SANITISED_HTML]
        : /bindPopup|divIcon/.test(pattern.source)
          ? [LEAFLET_ELEMENTS]
          : [];
    expect(offenders.map((file) => path.relative(SRC, file))).toEqual(allowed);
  });

  it('lets MarkdownView put HTML in the page only through the sanitiser, once', () => {
    const source = readFileSync(path.join(SRC, SANITISED_HTML), 'utf8');
    expect(source.match(/dangerouslySetInnerHTML/g)).toHaveLength(1);
    expect(source).toMatch(/renderMarkdown\(markdown\)/);
    expect(readFileSync(path.join(SRC, 'features/activity/model/markdown.ts'), 'utf8')).toMatch(/\.sanitize\(/);
  });

  it('lets leafletElements.ts hand Leaflet elements only (its types)', () => {
    const source = readFileSync(path.join(SRC, LEAFLET_ELEMENTS), 'utf8');
    expect(source).not.toMatch(/content: string|html: string/);
    expect(source.match(/: HTMLElement|=> HTMLElement/g)?.length).toBeGreaterThanOrEqual(4);
  });
});
