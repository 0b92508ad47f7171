// What the docs gate (scripts/check-docs.mjs) reads: the repository paths and `docs/…#anchor`
// references named in code comments and in the Markdown docs, and the headings a Markdown file
// offers as anchors. Pure functions of text, so scripts/docRefs.test.ts can feed them anything.
import path from 'node:path';
import ts from 'typescript';

/**
 * A place a text points at: a path (maybe with an anchor, or a heading's words) or a bare file name.
 * @typedef {{ kind?: 'path' | 'link' | 'name', path: string, anchor?: string, heading?: string, line: number }} Ref
 */

/** Characters a path reference may hold, placeholders (`<name>`, `{id}`, `*`, `…`) included. */
const PATH_CHAR = String.raw`[\w@.\/<>{}*…-]`;
const PLACEHOLDER = /[<>{}*…]/;
/** File extensions that make a bare name in a Markdown code span a file of this repository. */
const FILE_EXTENSION = /\.(tsx?|mjs|cjs|js|json|md|css|geojson|svg|png|webp|webm|gif|html)$/;

/** The anchor GitHub gives a heading: lower case, punctuation dropped, spaces to hyphens. */
export function slugOf(heading) {
  const text = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1') // a link reads as its text
    .replace(/[`*_~]/g, (c) => (c === '_' ? '_' : '')); // emphasis and code marks go, underscores stay
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The headings of a Markdown text, as written (`/map`, `Link your Upland account ('Upland Auth')`). */
export function headingsOf(markdown) {
  return outsideFences(markdown)
    .map(({ text }) => /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(text)?.[1])
    .filter((heading) => heading !== undefined);
}

/** Every anchor a Markdown text offers: its headings (a repeated one gets -1, -2, …). */
export function anchorsOf(markdown) {
  const anchors = new Set();
  const counts = new Map();
  for (const heading of headingsOf(markdown)) {
    const slug = slugOf(heading);
    const seen = counts.get(slug) ?? 0;
    counts.set(slug, seen + 1);
    anchors.add(seen === 0 ? slug : `${slug}-${seen}`);
  }
  return anchors;
}

/** The lines of a Markdown text outside fenced code blocks, with their 1-based numbers. */
function outsideFences(markdown) {
  const lines = [];
  let fenced = false;
  markdown.split('\n').forEach((text, i) => {
    if (/^\s*(```|~~~)/.test(text)) fenced = !fenced;
    else if (!fenced) lines.push({ text, line: i + 1 });
  });
  return lines;
}

const lineAt = (text, index) => text.slice(0, index).split('\n').length;

/**
 * The comments of a JavaScript or TypeScript source, as {text, line}. Parsed, not matched, so a
 * `//` inside a string or a regular expression is not taken for one.
 */
export function commentsOf(source, fileName) {
  if (fileName.endsWith('.css')) {
    return [...source.matchAll(/\/\*[\s\S]*?\*\//g)].map((m) => ({ text: m[0], line: lineAt(source, m.index) }));
  }
  const kind = /\.[cm]?jsx?$/.test(fileName) ? ts.ScriptKind.JSX : ts.ScriptKind.TSX;
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, kind);
  const found = new Map();
  const collect = (ranges) => {
    for (const range of ranges ?? []) found.set(range.pos, source.slice(range.pos, range.end));
  };
  const visit = (node) => {
    collect(ts.getLeadingCommentRanges(source, node.pos));
    collect(ts.getTrailingCommentRanges(source, node.end));
    for (const child of node.getChildren(file)) visit(child);
  };
  visit(file);
  return [...found].sort(([a], [b]) => a - b).map(([pos, text]) => ({ text, line: lineAt(source, pos) }));
}

/**
 * Paths in a text that start at one of the repository's top-level folders (`scripts/test.mjs`,
 * `docs/product.md#map`), as {path, anchor, heading, line}. A path inside a URL or another path is
 * not one. A Markdown path may be followed by a heading's words in quotes (`docs/product.md "The
 * community spreadsheet"`): that is `heading`, its words as one line, the comment's ` * ` between lines dropped.
 */
/** @returns {Ref[]} */
export function repoPathsIn(text, topFolders, firstLine = 1) {
  const folders = topFolders.map((f) => f.replace(/[.-]/g, '\\$&')).join('|');
  const pattern = new RegExp(
    String.raw`(?<![\w.\/:@-])((?:${folders})\/${PATH_CHAR}*)(?:#([\w-]+)|(?<=\.md)\s+"([^"]+)")?`,
    'g',
  );
  return [...text.matchAll(pattern)].map((m) => ({
    // A sentence's full stop or comma after a path is not part of it.
    path: m[1].replace(/[.,]+$/, ''),
    anchor: m[2],
    heading: m[3]?.replace(/\s*\n\s*(\*\s*)?/g, ' '),
    line: firstLine + lineAt(text, m.index) - 1,
  }));
}

/**
 * What a Markdown file points at: link targets (relative to the file; `#x` is the file itself),
 * top-level paths anywhere in it, and bare file names in code spans (`catalogs.test.ts`; not an
 * extension alone like `.webp`, nor a name with a folder, which may be a package's or a URL's).
 * Each as {kind: 'link' | 'path' | 'name', path, anchor, line}.
 */
export function markdownRefs(markdown, file, topFolders) {
  /** @type {Ref[]} */
  const refs = repoPathsIn(markdown, topFolders).map((ref) => ({ ...ref, kind: 'path' }));
  for (const { text, line } of outsideFences(markdown)) {
    for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^[a-z]+:/i.test(target)) continue; // https:, mailto:
      const [linked, anchor] = target.split('#');
      const resolved = linked ? path.posix.normalize(path.posix.join(path.posix.dirname(file), linked)) : file;
      refs.push({ kind: 'link', path: resolved, anchor, line });
    }
    // A decision record says what the code was when it was taken: its bare file names may be history.
    if (file.startsWith('docs/decisions/')) continue;
    for (const [, span] of text.matchAll(/`([^`\s/:]+)`/g)) {
      if (FILE_EXTENSION.test(span) && !/^\.[^.]+$/.test(span)) refs.push({ kind: 'name', path: span, line });
    }
  }
  return refs;
}

/** The part of a path before its first placeholder segment (`functions/.env.<project>` -> `functions`). */
export function beforePlaceholder(ref) {
  const segments = ref.split('/');
  const cut = segments.findIndex((segment) => PLACEHOLDER.test(segment));
  return cut === -1 ? ref : segments.slice(0, cut).join('/');
}
