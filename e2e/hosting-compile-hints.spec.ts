import { expect, test } from './support/test';
import { builtManifest } from './support/buildManifest';

// Through the Hosting emulator's port: the scripts a page runs as it opens start with V8's compile
// hint (compiled while they download, off the main thread: docs/decisions/0033-compile-hints.md);
// the sign-in SDK and the CSV parser, of which a visit calls little, do not. (Workbox's page side is
// in the app's chunk: docs/decisions/0043-code-the-browser-will-not-load-again.md.)

/** V8's magic comment, exactly: it must be the file's first line. */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

const firstLine = (body: string) => body.slice(0, body.indexOf('\n'));

test('the scripts /map opens with start with the compile hint', async ({ request }) => {
  const document = await (await request.get('/map')).text();
  const scripts = [
    ...document.matchAll(/<(?:script type="module"[^>]* src|link rel="modulepreload"[^>]* href)="([^"]+\.js)"/g),
  ].map((match) => match[1]);
  // The app, and the map page's own code that its document preloads.
  expect(scripts.length).toBeGreaterThanOrEqual(2);
  expect(scripts.some((src) => /\/MapPage-/.test(src))).toBe(true);
  for (const src of scripts) {
    const response = await request.get(src);
    expect(response.status(), src).toBe(200);
    expect(firstLine(await response.text()), src).toBe(COMPILE_HINT);
  }
});

test('the sign-in SDK and the CSV parser are not marked', async ({ request }) => {
  const chunks = builtManifest();
  const unmarked = [
    // The SDK's chunk, imported by the app's sign-in module (which imports the app too).
    ...(chunks['src/lib/firebase.ts'].imports ?? [])
      .filter((key) => key !== 'index.html')
      .map((key) => chunks[key].file),
    chunks['../node_modules/papaparse/papaparse.min.js'].file,
  ];
  expect(unmarked.length).toBeGreaterThanOrEqual(2);
  for (const file of unmarked) {
    const body = await (await request.get(`/${file}`)).text();
    expect(body.length, file).toBeGreaterThan(1000);
    expect(body.startsWith(COMPILE_HINT), file).toBe(false);
  }
});
