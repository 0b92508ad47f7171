// `npm test`'s docs gate: every repository path and `docs/…#anchor` named in code comments, the
// README and docs/ exists, docs/product.md's error table matches the contract's ERROR_CODES
// (both ways), and docs/api.md names every endpoint of the contract's table. The rules are in scripts/lib/docsCheck.mjs. One line per problem; exit 1 when any.
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib/emulators.mjs';
import {
  API_DOC,
  PRODUCT_DOC,
  endpointFiles,
  endpointListProblems,
  endpointsOf,
  errorCodesOf,
  errorListProblems,
  referenceProblems,
} from './lib/docsCheck.mjs';

const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
  cwd: ROOT,
  encoding: 'utf8',
})
  .split('\0')
  .filter(Boolean);
const read = (file) => readFileSync(path.join(ROOT, file), 'utf8');
/** Files the docs name that are not in the repository on purpose: the deploy steps have you write them. */
const WRITTEN_BY_HAND = new Set(['web/.env.production']);
const ignored = (file) => spawnSync('git', ['check-ignore', '-q', '--no-index', file], { cwd: ROOT }).status === 0;
/** Built or local (web/dist, functions/.secret.local: git ignores them), or written by hand. */
const isLocal = (file) => WRITTEN_BY_HAND.has(file) || ignored(file) || ignored(`${file}/`);

const problems = [
  ...referenceProblems({ files, read, isLocal }),
  ...errorListProblems(read(PRODUCT_DOC), errorCodesOf(read('api-contract/src/errors.ts'))),
  ...endpointListProblems(
    read(API_DOC),
    endpointFiles(files).flatMap((file) => endpointsOf(read(file), file)),
  ),
];
for (const { file, line, message } of problems) console.error(`✖ ${file}:${line} ${message}`);
if (problems.length > 0) process.exit(1);
console.log(
  `✔ every path and anchor named in ${files.length} files exists; the error table matches ERROR_CODES; docs/api.md names every endpoint`,
);
