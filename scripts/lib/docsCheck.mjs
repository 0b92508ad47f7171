// The docs gate's rules (scripts/check-docs.mjs runs them on the repository): every path a comment or
// a doc names exists, every `#anchor` is a heading of its file, and docs/product.md's error table
// lists exactly the contract's ERROR_CODES. Each problem is {file, line, message}.
import path from 'node:path';
import ts from 'typescript';
import { anchorsOf, beforePlaceholder, commentsOf, headingsOf, markdownRefs, repoPathsIn } from './docRefs.mjs';

const CODE_FILE = /\.(tsx?|[cm]?js|css)$/;
/** Extensions an import leaves out: a comment may name a module as it is imported (`lib/auth/loadAuth`). */
const MODULE_EXTENSIONS = ['.ts', '.tsx', '.mjs', '.cjs', '.js'];
export const PRODUCT_DOC = 'docs/product.md';
export const ERRORS_HEADING = 'Errors the api answers';

/**
 * @param {object} repo
 * @param {string[]} repo.files the repository's files (tracked or about to be)
 * @param {(file: string) => string} repo.read
 * @param {(file: string) => boolean} repo.isLocal a path that is not in the repository on purpose:
 *   a build output, a local secret, a file the deploy steps have the developer create
 */
export function referenceProblems({ files, read, isLocal }) {
  const fileSet = new Set(files);
  const folders = new Set(files.flatMap((file) => parentsOf(file)));
  const topFolders = [...folders].filter((folder) => !folder.includes('/'));
  const exists = (p) =>
    p === '' ||
    fileSet.has(p) ||
    folders.has(p) ||
    MODULE_EXTENSIONS.some((ext) => fileSet.has(p + ext)) ||
    // `docs/decisions/0011`: a decision named by its number.
    files.some((f) => f.startsWith(`${p}-`) && !f.slice(p.length + 1).includes('/')) ||
    isLocal(p);
  const anchorsIn = (file) => anchorsOf(read(file));
  const headingsIn = (file) => headingsOf(read(file));

  const problems = [];
  const checkPath = (file, { path: ref, anchor, heading, line }) => {
    const target = beforePlaceholder(ref).replace(/\/$/, '');
    const problem = (message) => problems.push({ file, line, message });
    if (!exists(target)) return problem(`names ${ref}, which is not in the repository`);
    if ((!anchor && !heading) || target !== ref) return; // `docs/…#anchor`: a pattern, not a reference
    if (!ref.endsWith('.md')) return problem(`points into ${ref}, which is not a Markdown file`);
    if (anchor && !anchorsIn(target).has(anchor)) {
      problem(`names ${ref}#${anchor}, and ${ref} has no heading with that anchor`);
    }
    const wanted = heading?.toLowerCase();
    if (wanted && !headingsIn(target).some((h) => h.toLowerCase().startsWith(wanted))) {
      problem(`names ${ref} "${heading}", and ${ref} has no heading that starts so`);
    }
  };
  const checkName = (file, { path: name, line }) => {
    const target = beforePlaceholder(name);
    if (target !== name) return; // `<page>.html`: a pattern, not a file
    if (!files.some((f) => path.posix.basename(f) === name)) {
      problems.push({ file, line, message: `names ${name}, and no file of the repository is called that` });
    }
  };

  /** Checks each reference once: a Markdown link is also a path. */
  const checkAll = (file, refs) => {
    const seen = new Set();
    for (const ref of refs.toSorted((a, b) => a.line - b.line)) {
      const key = `${ref.line} ${ref.path}#${ref.anchor} ${ref.heading}`;
      if (seen.has(key)) continue;
      seen.add(key);
      if (ref.kind === 'name') checkName(file, ref);
      else checkPath(file, ref);
    }
  };
  for (const file of files) {
    if (file.endsWith('.md')) {
      checkAll(file, markdownRefs(read(file), file, topFolders));
    } else if (CODE_FILE.test(file)) {
      // Comments only: a string may be a test's made-up path.
      const comments = commentsOf(read(file), file);
      checkAll(
        file,
        comments.flatMap(({ text, line }) => repoPathsIn(text, topFolders, line)),
      );
    }
  }
  return problems;
}

/** `a/b/c.ts` -> `a`, `a/b`. */
function parentsOf(file) {
  const parts = file.split('/').slice(0, -1);
  return parts.map((_, i) => parts.slice(0, i + 1).join('/'));
}

/** The strings of `export const ERROR_CODES = [...] as const` in api-contract/src/errors.ts. */
export function errorCodesOf(source) {
  const file = ts.createSourceFile('errors.ts', source, ts.ScriptTarget.Latest, true);
  let codes = null;
  const visit = (node) => {
    if (ts.isVariableDeclaration(node) && node.name.getText(file) === 'ERROR_CODES' && node.initializer) {
      let list = node.initializer;
      while (ts.isAsExpression(list) || ts.isSatisfiesExpression(list)) list = list.expression;
      if (ts.isArrayLiteralExpression(list)) {
        codes = list.elements.filter(ts.isStringLiteral).map((element) => element.text);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  if (!codes) throw new Error('api-contract/src/errors.ts: no `ERROR_CODES = [...]` found');
  return codes;
}

/** The codes in the first column of the table under docs/product.md's "Errors the api answers". */
export function documentedErrorCodes(markdown) {
  const lines = markdown.split('\n');
  const start = lines.findIndex((l) => new RegExp(`^#+\\s+${ERRORS_HEADING}\\s*$`).test(l));
  if (start === -1) return null;
  const codes = [];
  for (let i = start + 1; i < lines.length && !/^#/.test(lines[i]); i++) {
    const row = /^\|\s*`([a-z-]+)`\s*\|/.exec(lines[i]);
    if (row) codes.push({ code: row[1], line: i + 1 });
  }
  return codes;
}

/** Both ways: every contract code has its row in docs/product.md, and every row is a contract code. */
export function errorListProblems(markdown, errorCodes) {
  const documented = documentedErrorCodes(markdown);
  if (documented === null) {
    return [{ file: PRODUCT_DOC, line: 1, message: `has no "## ${ERRORS_HEADING}" section` }];
  }
  const problems = [];
  const listed = new Set();
  for (const { code, line } of documented) {
    if (listed.has(code)) problems.push({ file: PRODUCT_DOC, line, message: `lists the error code ${code} twice` });
    else if (!errorCodes.includes(code)) {
      problems.push({ file: PRODUCT_DOC, line, message: `lists the error code ${code}, which ERROR_CODES lacks` });
    }
    listed.add(code);
  }
  for (const code of errorCodes) {
    if (!listed.has(code)) {
      problems.push({
        file: PRODUCT_DOC,
        line: 1,
        message: `lacks a row for the error code ${code} (api-contract/src/errors.ts) under "${ERRORS_HEADING}"`,
      });
    }
  }
  return problems;
}

export const API_DOC = 'docs/api.md';

/**
 * The files that write the contract's endpoint table: endpoints.ts and its groups
 * (api-contract/src/endpointGroups/), among the repository's `files`.
 */
export const endpointFiles = (files) =>
  files.filter((file) => /^api-contract\/src\/(endpoints|endpointGroups\/\w+)\.ts$/.test(file));

/** Each endpoint one file of the table writes, as `METHOD /path` (`{param}` for `:param`). */
export function endpointsOf(source, name = 'endpoints.ts') {
  const file = ts.createSourceFile(name, source, ts.ScriptTarget.Latest, true);
  const found = [];
  const text = (object, name) => {
    const property = object.properties.find(
      (p) => ts.isPropertyAssignment(p) && p.name.getText(file) === name && ts.isStringLiteral(p.initializer),
    );
    return property ? property.initializer.text : null;
  };
  const visit = (node) => {
    if (ts.isObjectLiteralExpression(node)) {
      const [method, path] = [text(node, 'method'), text(node, 'path')];
      if (method && path) found.push(`${method} ${path.replace(/:(\w+)/g, '{$1}')}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  if (found.length === 0) throw new Error(`${name}: no endpoint found`);
  return found;
}

/** Every endpoint is named in docs/api.md as `` `METHOD /path` `` (a query or `[…]` may follow). */
export function endpointListProblems(markdown, endpoints) {
  const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return endpoints
    .filter((endpoint) => !new RegExp('`' + escape(endpoint) + '[`?\\[]').test(markdown))
    .map((endpoint) => ({ file: API_DOC, line: 1, message: `does not name the endpoint \`${endpoint}\`` }));
}
