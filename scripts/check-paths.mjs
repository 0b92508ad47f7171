// `npm test`'s first gate: no two tracked paths collide on a case-insensitive file system, or
// differ only by their extension (scripts/lib/pathCollisions.mjs). One line per collision; exit 1 when there is one.
import { execFileSync } from 'node:child_process';
import { ROOT } from './lib/emulators.mjs';
import { pathCollisions } from './lib/pathCollisions.mjs';

const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
  cwd: ROOT,
  encoding: 'utf8',
})
  .split('\0')
  .filter(Boolean);
const collisions = pathCollisions(files);
for (const group of collisions) {
  console.error(`✖ paths that collide once case and extension are ignored: ${group.join(', ')}`);
}
if (collisions.length > 0) process.exit(1);
console.log(`✔ ${files.length} paths, no two of them collide once case and extension are ignored`);
