import { readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

// What the installed site depends on, through the Hosting emulator's port (firebase.json's rules
// as they really apply): the documents and the service worker are never kept by the CDN or the
// browser without asking (a stale sw.js would hold every visitor on an old build), the hashed
// files are kept ten minutes by the CDN and browsers (decision 20a; the service worker keeps its own
// copies), and the manifest makes the site installable. docs/decisions/0023

const assets = readdirSync(path.resolve(__dirname, '../web/dist-test/assets'));

test('the page documents, index.html, the service worker and the manifest are no-cache; hashed files ten minutes', async ({
  request,
}) => {
  for (const url of [
    '/',
    '/map',
    '/sheet',
    '/city-hall',
    '/urbanism',
    '/activity',
    '/sw.js',
    '/manifest.webmanifest',
  ]) {
    const response = await request.get(url);
    expect([url, response.status()]).toEqual([url, 200]);
    expect([url, response.headers()['cache-control']]).toEqual([url, 'no-cache']);
  }
  const script = assets.find((file) => file.endsWith('.js'))!;
  const asset = await request.get(`/assets/${script}`);
  expect(asset.headers()['cache-control']).toBe('public, max-age=600');
});

test('/map serves its own document (ADR 17), which links the manifest like every page', async ({ request }) => {
  const map = await (await request.get('/map')).text();
  expect(map).toContain('rel="modulepreload"');
  for (const url of ['/', '/map', '/city-hall']) {
    expect(await (await request.get(url)).text()).toContain('<link rel="manifest" href="/manifest.webmanifest"');
  }
  const worker = await request.get('/sw.js');
  expect(worker.headers()['content-type']).toMatch(/javascript/);
});

test('the manifest: name, short name, standalone, theme colour, icons 192 and 512 (maskable too) that exist', async ({
  request,
}) => {
  const manifest = await (await request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({
    name: 'Saint James — community dashboard',
    short_name: 'Saint James',
    display: 'standalone',
    start_url: '/',
    theme_color: '#1c1530',
  });
  const icons = manifest.icons as { src: string; sizes: string; purpose: string }[];
  for (const size of ['192x192', '512x512']) {
    for (const purpose of ['any', 'maskable']) {
      const icon = icons.find((i) => i.sizes === size && i.purpose === purpose);
      expect([size, purpose, icon !== undefined]).toEqual([size, purpose, true]);
      const image = await request.get(icon!.src);
      expect([icon!.src, image.status(), image.headers()['content-type']]).toEqual([icon!.src, 200, 'image/png']);
    }
  }
});
