// The deployed function is one file, lib/index.js: our code and the workspace's api-contract
// (which Cloud Build cannot install: it only sees this folder) bundled together, with the
// devDependencies they import (valibot, the contract's schema library, which our code uses too).
// The packages in package.json's dependencies stay outside, installed by Cloud Build from
// package-lock.json.
import { readFileSync } from 'node:fs';
import { defineConfig } from 'rolldown';

const { dependencies } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(dependencies);

export default defineConfig({
  input: 'src/index.ts',
  platform: 'node',
  external: (id) => external.some((name) => id === name || id.startsWith(`${name}/`)) || id.startsWith('node:'),
  output: {
    file: 'lib/index.js',
    format: 'cjs',
    sourcemap: true,
  },
});
