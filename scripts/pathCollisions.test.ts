import { spawnSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');

/** pathCollisions(files), run as the gate runs it (an ES module, in its own node process). */
function collisions(files: string[]): string[][] {
  const source = `
    const { pathCollisions } = await import(${JSON.stringify(path.join(ROOT, 'scripts/lib/pathCollisions.mjs'))});
    process.stdout.write(JSON.stringify(pathCollisions(JSON.parse(process.argv[1]))));`;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', source, JSON.stringify(files)], {
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(result.stderr);
  return JSON.parse(result.stdout) as string[][];
}

describe('pathCollisions', () => {
  it('finds a component and a module that differ only in case', () => {
    expect(collisions(['web/src/sheets/TierSearch.tsx', 'web/src/sheets/tierSearch.ts', 'web/src/x.ts'])).toEqual([
      ['web/src/sheets/TierSearch.tsx', 'web/src/sheets/tierSearch.ts'],
    ]);
  });

  it('finds two names that differ only in case, whatever their extension', () => {
    expect(collisions(['docs/Readme.md', 'docs/README.md'])).toEqual([['docs/Readme.md', 'docs/README.md']]);
    expect(collisions(['a/popup.css', 'a/Popup.tsx'])).toEqual([['a/popup.css', 'a/Popup.tsx']]);
  });

  it('keeps a test beside its module, a declaration beside its script, and other folders apart', () => {
    expect(
      collisions([
        'a/app.ts',
        'a/app.test.ts',
        'scripts/upland.cjs',
        'scripts/upland.d.cts',
        'b/app.ts',
        'functions/.env',
        'functions/.env.demo-saint-james',
      ]),
    ).toEqual([]);
  });
});
