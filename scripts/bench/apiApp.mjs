// The api app (functions/src/app.ts) bundled for a benchmark's own process, as
// functions/rolldown.config.mjs bundles the deployed function (its npm dependencies left outside),
// but exposing createApp. Shared by the benchmarks that run the api in-process.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { rolldown } from 'rolldown';
import { ROOT } from '../lib/emulators.mjs';

const require = createRequire(import.meta.url);

/** Resolves with the app module's exports ({createApp, ...}). */
export async function loadApp() {
  const { dependencies } = JSON.parse(readFileSync(path.join(ROOT, 'functions', 'package.json'), 'utf8'));
  const external = Object.keys(dependencies);
  const bundle = await rolldown({
    input: path.join(ROOT, 'functions', 'src', 'app.ts'),
    platform: 'node',
    cwd: path.join(ROOT, 'functions'),
    external: (id) => external.some((name) => id === name || id.startsWith(`${name}/`)) || id.startsWith('node:'),
  });
  // Under the root's node_modules, so that its requires find the dependencies.
  const file = path.join(ROOT, 'node_modules', '.cache', 'saint-james', 'bench-api-app.cjs');
  await bundle.write({ file, format: 'cjs' });
  await bundle.close();
  return require(file);
}
