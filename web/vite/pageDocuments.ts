import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/**
 * `<page>.html` beside index.html for each page named here: the same document, plus a
 * `modulepreload` for the page's code and a stylesheet link for its CSS. Hosting serves `map.html`
 * at /map (cleanUrls in firebase.json); the other addresses keep index.html. A visit that opens on
 * one of these pages then fetches the page's code side by side with the app's own, instead of
 * after it (docs/decisions/0017-a-document-per-page.md).
 *
 * `pages`: the address (without its slash) → the page module, relative to web/, or that and other
 * modules the page loads beside its code (a part of the catalogs: `virtual:compiled-catalog/…`).
 */
export function pageDocuments(pages: Record<string, string | string[]>): Plugin {
  return {
    name: 'saint-james:page-documents',
    apply: 'build',
    writeBundle(options, bundle) {
      const outDir = options.dir!;
      const index = bundle['index.html'];
      if (index?.type !== 'asset') throw new Error('page documents: the build has no index.html');
      const html = String(index.source);
      // What index.html loads already (its script and stylesheet) needs no second mention.
      const inIndex = new Set([...html.matchAll(/(?:src|href)="\/([^"]+)"/g)].map((match) => match[1]));
      for (const [name, modules] of Object.entries(pages)) {
        const scripts = new Set<string>();
        const styles = new Set<string>();
        for (const module of [modules].flat()) {
          const id = module.startsWith('virtual:') ? `\0${module}` : path.resolve(import.meta.dirname, '..', module);
          closure(bundle, chunkOf(bundle, id), scripts, styles);
        }
        const links = [
          ...[...scripts]
            .filter((file) => !inIndex.has(file))
            .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
          ...[...styles]
            .filter((file) => !inIndex.has(file))
            .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
        ];
        writeFileSync(
          path.join(outDir, `${name}.html`),
          html.replace('</head>', `    ${links.join('\n    ')}\n  </head>`),
        );
      }
    },
  };
}

function chunkOf(bundle: OutputBundle, moduleId: string): OutputChunk {
  for (const output of Object.values(bundle)) {
    if (output.type === 'chunk' && output.facadeModuleId === moduleId) return output;
  }
  throw new Error(`page documents: no chunk has ${moduleId} as its entry (is the page still lazy-loaded?)`);
}

/** Adds every file a chunk needs before it runs: its static imports, transitively, and their CSS. */
function closure(bundle: OutputBundle, start: OutputChunk, scripts: Set<string>, styles: Set<string>) {
  const visit = (chunk: OutputChunk) => {
    if (scripts.has(chunk.fileName)) return;
    scripts.add(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(css);
    for (const file of chunk.imports) {
      const next = bundle[file];
      if (next?.type === 'chunk') visit(next);
    }
  };
  visit(start);
}
