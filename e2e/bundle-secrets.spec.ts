import { expect, test } from './support/test';
import { builtManifest } from './support/buildManifest';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

// Server secrets never reach the browser bundle: none of the values the api function holds
// (functions/.secret.local, written with demo values for the emulator) nor the param names
// appear in any JavaScript the hosting emulator serves.
const root = path.resolve(__dirname, '..');

function secretValues(): string[] {
  const file = path.join(root, 'functions', '.secret.local');
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => /^[A-Z_]+=/.test(line))
    .map((line) => line.slice(line.indexOf('=') + 1).trim())
    .filter((value) => value.length >= 6 && value !== 'unset');
}

test('no server secret or secret name is in the served JavaScript', async ({ request }) => {
  const manifest = builtManifest();
  const scripts = [...new Set(Object.values(manifest).map((chunk) => chunk.file))].filter((f) => f.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(3);

  const secrets = secretValues();
  expect(secrets.length).toBeGreaterThan(0);
  const names = ['SHEETS_API_KEY', 'UPLAND_ACCESS_KEY', 'UPLAND_APP_ID', 'UPLAND_WEBHOOK_SECRET'];

  for (const script of scripts) {
    const response = await request.get(`/${script}`);
    expect(response.status(), script).toBe(200);
    const body = await response.text();
    for (const needle of [...secrets, ...names]) {
      expect(body.includes(needle), `${needle} found in ${script}`).toBe(false);
    }
  }
});
