// A gate of `npm test`: no import cycle among the repository's own modules (TypeScript and .mjs,
// dynamic imports included; an `import type` is not a cycle: it is gone once compiled). dpdm reads
// the files with TypeScript's parser in a few seconds, where ESLint's import/no-cycle took about
// 104 s of the lint's 115 (docs/decisions/0011-gates-in-npm-test.md). One line per cycle; exit 1
// when there is one.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { parseCircular, parseDependencyTree } from 'dpdm';
import { ROOT } from './lib/emulators.mjs';

const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
  cwd: ROOT,
  encoding: 'utf8',
})
  .split('\0')
  .filter((file) => /\.(ts|tsx|mjs)$/.test(file) && !file.endsWith('.d.ts'));

const tree = await parseDependencyTree(files, {
  cwd: ROOT,
  context: ROOT,
  // The packages' own code is not ours to check (the workspaces are reached by their folders).
  exclude: /\bnode_modules\b/,
  transform: true,
  skipDynamicImports: false,
});
// A gate that read nothing would pass: every file listed must have been parsed.
const unread = files.filter((file) => !(path.normalize(file) in tree));
if (files.length === 0 || unread.length > 0) {
  console.error(`✖ dpdm did not read ${files.length === 0 ? 'any file' : unread.join(', ')}`);
  process.exit(1);
}
const cycles = parseCircular(tree);
for (const cycle of cycles)
  console.error(`✖ an import cycle: ${[...cycle, cycle[0]].map((f) => path.normalize(f)).join(' → ')}`);
if (cycles.length > 0) process.exit(1);
console.log(`✔ ${Object.values(tree).filter(Boolean).length} modules, no import cycle among them`);
