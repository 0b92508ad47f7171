import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

// A feature's stylesheet loads with its code, after the shared styles and in whichever order the
// visitor opens pages. So a class styled on its own (`.link-button`, not `.auth-switches
// .link-button`) in two features' stylesheets changes the first feature's page once the second's
// code has loaded: the sign-in panel's links lost their colour after a visit to the dashboard. A
// class the site shares is styled once, in web/src/styles/; a feature's own are styled in its folder.
// It reads the common case only: a selector with an element or a second class (`button.x`, `.x.y`,
// `.panel h2`) is not checked (on 2026-11-27 none in a feature's stylesheet styled another's page).
const SRC = path.join(__dirname, '..');

function cssFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return cssFiles(file);
    return name.endsWith('.css') ? [file] : [];
  });
}

/** Who owns a stylesheet: its feature ('features/auth'), or the shared styles ('styles'). */
function owner(file: string): string {
  const [top, name] = path.relative(SRC, file).split(path.sep);
  return top === 'features' ? `features/${name}` : top;
}

/**
 * The classes a stylesheet styles on their own: rules whose selector is one class, with states
 * such as :hover. One narrowed by a functional pseudo-class (`.site-main:has(.admin-dashboard)`)
 * or inside another selector is the feature's own.
 */
function classesStyledAlone(css: string): string[] {
  // A rule's selector is the text before its '{' since the last '{', '}' or ';'.
  const preludes = [...css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^{};]*)\{/g)].map((match) => match[1].trim());
  const selectors = preludes.flatMap((prelude) => (prelude.startsWith('@') ? [] : prelude.split(',')));
  return selectors.flatMap((selector) => /^\s*(\.[\w-]+)(?::[\w-]+)*\s*$/.exec(selector)?.[1] ?? []);
}

describe("one owner for a class's own style", () => {
  it('reads a class styled alone, and not one styled inside another', () => {
    const css = `/* .commented { } */
      .link-button, .link-button:hover { color: gold; }
      .auth-switches .link-button { padding: 0; }
      @media (min-width: 768px) { .wide:focus-visible { outline: none; } .narrow { margin: 0; } }
      .site-main:has(.admin-dashboard) { max-width: 1400px; }`;
    expect(classesStyledAlone(css)).toEqual(['.link-button', '.link-button', '.wide', '.narrow']);
  });

  it('no class is styled alone by two features, or by a feature and the shared styles', () => {
    const owners = new Map<string, Set<string>>();
    for (const file of cssFiles(SRC)) {
      for (const name of classesStyledAlone(readFileSync(file, 'utf8'))) {
        owners.set(name, (owners.get(name) ?? new Set()).add(owner(file)));
      }
    }
    expect(owners.size).toBeGreaterThan(50);
    const shared = [...owners].filter(([, by]) => by.size > 1).map(([name, by]) => `${name}: ${[...by].join(', ')}`);
    expect(shared).toEqual([]);
  });
});
