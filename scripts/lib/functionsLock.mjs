// functions/package-lock.json: the lockfile Cloud Build installs the deployed function from.
//
// The workspace installs everything from the root package-lock.json, and that is what the tests
// run on. Cloud Build only sees the functions folder, so it needs its own lockfile, holding the
// same versions. It is derived from the root lockfile (never resolved afresh), and checked:
// every package it names must be, at the same version, in the root lockfile.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT } from './emulators.mjs';

export const FUNCTIONS_DIR = path.join(ROOT, 'functions');
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** name@version of every installed package a lockfile (v2/v3 `packages`) lists. */
export function lockedPackages(lock) {
  const out = new Map();
  for (const [where, entry] of Object.entries(lock.packages ?? {})) {
    if (!where.includes('node_modules/') || entry.link) continue;
    const name = entry.name ?? where.slice(where.lastIndexOf('node_modules/') + 'node_modules/'.length);
    out.set(`${where}`, `${name}@${entry.version}`);
  }
  return out;
}

/**
 * Problems between functions/package.json, its lockfile and the root lockfile; [] when in sync.
 * Pure: takes the three parsed files.
 */
export function functionsLockProblems(pkg, lock, rootLock) {
  const problems = [];
  const root = lock.packages?.[''] ?? {};
  for (const kind of ['dependencies', 'devDependencies']) {
    const wanted = pkg[kind] ?? {};
    const locked = root[kind] ?? {};
    for (const name of new Set([...Object.keys(wanted), ...Object.keys(locked)])) {
      if (wanted[name] !== locked[name]) {
        problems.push(
          `${kind}.${name}: package.json says ${wanted[name] ?? 'nothing'}, the lockfile ${locked[name] ?? 'nothing'}`,
        );
      }
    }
  }
  const tested = new Set(lockedPackages(rootLock).values());
  for (const [where, spec] of lockedPackages(lock)) {
    if (!tested.has(spec)) problems.push(`${spec} (${where}) is not what the tests ran on (the root lockfile)`);
  }
  return problems;
}

/**
 * Writes functions/package-lock.json from the root lockfile: the root one is copied beside the
 * functions package.json, with the functions workspace's own nested packages put first, and npm
 * prunes it to what functions needs without resolving anything anew.
 */
export function writeFunctionsLock() {
  const dir = mkdtempSync(path.join(tmpdir(), 'sj-functions-lock-'));
  try {
    const pkg = readJson(path.join(FUNCTIONS_DIR, 'package.json'));
    const rootLock = readJson(path.join(ROOT, 'package-lock.json'));
    const packages = {};
    for (const [where, entry] of Object.entries(rootLock.packages)) {
      if (where === '' || entry.link || !where.startsWith('node_modules/')) continue;
      packages[where] = entry;
    }
    for (const [where, entry] of Object.entries(rootLock.packages)) {
      if (where.startsWith('functions/node_modules/')) packages[where.slice('functions/'.length)] = entry;
    }
    const seeded = {
      name: pkg.name,
      version: pkg.version,
      lockfileVersion: 3,
      requires: true,
      packages: {
        '': {
          name: pkg.name,
          version: pkg.version,
          dependencies: pkg.dependencies,
          devDependencies: pkg.devDependencies,
          engines: pkg.engines,
        },
        ...packages,
      },
    };
    writeFileSync(path.join(dir, 'package.json'), JSON.stringify(pkg, null, 2));
    writeFileSync(path.join(dir, 'package-lock.json'), JSON.stringify(seeded, null, 2));
    const npm = spawnSync(
      'npm',
      ['install', '--package-lock-only', '--ignore-scripts', '--no-audit', '--no-fund', '--prefer-offline'],
      { cwd: dir, encoding: 'utf8' },
    );
    if (npm.status !== 0) throw new Error(`npm install --package-lock-only failed:\n${npm.stderr}`);
    cpSync(path.join(dir, 'package-lock.json'), path.join(FUNCTIONS_DIR, 'package-lock.json'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
