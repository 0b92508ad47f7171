import { defineConfig } from '@playwright/test';

// Browser tests drive Debian's Chromium (never a downloaded browser) against the Hosting emulator
// that scripts/test.mjs starts; it passes the port in SJ_HOSTING_PORT. Its headless shell, the
// same build without a window (docs/decisions/0031): `--headed` needs CHROMIUM_PATH=/usr/bin/chromium.
const hostingPort = process.env.SJ_HOSTING_PORT ?? '5010';

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: process.env.SJ_E2E_WORKERS ? Number(process.env.SJ_E2E_WORKERS) : 2,
  retries: 0,
  timeout: 30_000,
  // Starts the api's runtimes once before the workers (e2e/support/warmUp.ts says why).
  globalSetup: './e2e/support/warmUp.ts',
  expect: { timeout: 7_000 },
  // The list as it runs, then the ten slowest tests beside their limit (e2e/support/slowestTests.ts).
  reporter: [['list'], ['./e2e/support/slowestTests.ts']],
  // A test tagged @alone changes something every caller shares (the Upland stand-in's answer to
  // every new link): it runs after all the others, with no other test beside it.
  projects: [
    { name: 'shared', grepInvert: /@alone/ },
    { name: 'alone', grep: /@alone/, dependencies: ['shared'] },
  ],
  use: {
    baseURL: `http://127.0.0.1:${hostingPort}`,
    browserName: 'chromium',
    headless: true,
    screenshot: 'only-on-failure',
    // The site's service worker answers requests page.route() could then not see: tests run the
    // site as a first visit does, before the worker is installed. The offline and update specs
    // allow it (test.use({ serviceWorkers: 'allow' })).
    serviceWorkers: 'block',
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        // Chromium 150 gives each navigation a new frame host (RenderDocument), and DevTools'
        // offline emulation (context.setOffline) no longer reaches the new document's
        // navigator.onLine: a page reloaded offline would say it is online (docs/decisions/0031).
        '--disable-features=RenderDocument',
        // An offset can land the Hosting emulator on a port Chromium refuses (5060 and 5061: SIP).
        `--explicitly-allowed-ports=${hostingPort}`,
      ],
    },
  },
});
