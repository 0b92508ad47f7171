import { expect, test } from '@playwright/test';

// Files a browser or a crawler asks for by name, through the Hosting emulator's port: each is a real
// file, never the app's page (which Hosting's catch-all rewrite would otherwise answer).

test('/favicon.ico and /robots.txt are real files, not the app’s page', async ({ request }) => {
  const icon = await request.get('/favicon.ico');
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
  const bytes = await icon.body();
  expect([...bytes.subarray(0, 4)]).toEqual([0, 0, 1, 0]); // an ICO header: reserved 0, type 1 (icon)
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(robots.headers()['content-type']).toMatch(/^text\/plain/);
  const rules = await robots.text();
  expect(rules).toContain('User-agent: *');
  expect(rules).toContain('Disallow: /api/');
  expect(rules).not.toContain('<div id="root">');
});
