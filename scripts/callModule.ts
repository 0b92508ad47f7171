import { spawnSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');

/**
 * Calls an export of one of the scripts' ES modules as the scripts call it, in its own node process
 * (jest runs CommonJS): JSON arguments in (through stdin: a lockfile is too long for a command line;
 * ISO times become Dates), its JSON answer out. `module`: a path from the repository's root.
 */
export function callModule<T>(module: string, name: string, ...args: unknown[]): T {
  const source = `
    const m = await import(${JSON.stringify(path.join(ROOT, module))});
    const input = (await import('node:fs')).readFileSync(0, 'utf8');
    const args = JSON.parse(input, (k, v) => (typeof v === 'string' && /^\\d{4}-\\d\\d-\\d\\dT/.test(v) ? new Date(v) : v));
    process.stdout.write(JSON.stringify(await m[${JSON.stringify(name)}](...args)));`;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', source], {
    encoding: 'utf8',
    input: JSON.stringify(args),
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) throw new Error(result.stderr);
  return JSON.parse(result.stdout) as T;
}
