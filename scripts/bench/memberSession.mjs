// A signed-in member for the benchmarks of a member's pages (/dashboard): the Auth emulator with the
// demo accounts (emulator-data), and the demo member signed in through the site's own form in a
// Chrome profile each run starts from. Lighthouse's storage reset keeps IndexedDB (its default
// clearStorageTypes), where Firebase Auth keeps the session: each run is a cold load of a member's page.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright';
import { FIREBASE_BIN, ROOT, requireFreePorts, writeEmulatorConfig } from '../lib/emulators.mjs';
import { launchChrome } from './lighthouse.mjs';
import { BENCH_PORT_OFFSET, BENCH_PROJECT_ID } from './support.mjs';

/** The demo member (scripts/demo/accounts.json). */
const MEMBER = JSON.parse(readFileSync(path.join(ROOT, 'scripts', 'demo', 'accounts.json'), 'utf8')).find(
  (/** @type {{ uid: string }} */ account) => account.uid === 'demo-member',
);

/** Starts the Auth emulator with the demo accounts; resolves once it answers, with its stop. */
export async function startAuthEmulator() {
  const { file, ports } = writeEmulatorConfig({ name: 'bench', offset: BENCH_PORT_OFFSET });
  await requireFreePorts({ auth: ports.auth, hub: ports.hub, logging: ports.logging });
  const importDir = path.join(ROOT, 'emulator-data');
  const args = ['emulators:start', '--only', 'auth', '--config', file, '--project', BENCH_PROJECT_ID];
  if (existsSync(path.join(importDir, 'firebase-export-metadata.json'))) args.push('--import', importDir);
  const emulator = spawn(FIREBASE_BIN, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  for (const stream of [emulator.stdout, emulator.stderr]) stream.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => emulator.on('exit', resolve));
  const stop = async () => {
    if (emulator.exitCode === null) emulator.kill('SIGINT');
    await exited;
  };
  const url = `http://127.0.0.1:${ports.auth}/`;
  // firebase-tools takes a while to start on a busy machine (a minute and more on 2 shared cores).
  for (
    let waited = 0;
    !(await fetch(url).then(
      (r) => r.ok,
      () => false,
    ));
    waited += 500
  ) {
    if (emulator.exitCode !== null || waited > 180_000) {
      await stop();
      throw new Error(`the Auth emulator did not start on ${url}:\n${output.slice(-2000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return stop;
}

/**
 * A Chrome profile with the demo member signed in, through the site's own form: its directory, which
 * the caller removes. Chrome is closed the way a person would close it, so that its storage is
 * written; each member run then starts a Chrome of its own on a copy (lighthouse.mjs `freshRun`).
 * @param {string} origin
 */
export async function signedInProfile(origin) {
  const dir = mkdtempSync(path.join(tmpdir(), 'sj-member-profile-'));
  /** @type {Awaited<ReturnType<typeof launchChrome>> | undefined} */
  let chrome;
  /** Resolves once Chrome has gone (closed below, or killed on a failure). */
  let exited = Promise.resolve();
  let signedIn = false;
  try {
    chrome = await launchChrome(dir);
    exited = new Promise((resolve) => chrome?.process.once('exit', () => resolve(undefined)));
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const page = await browser.contexts()[0].newPage();
    await page.addInitScript(() => sessionStorage.setItem('randomGifShown', 'true'));
    await page.goto(`${origin}/?mode=login`);
    const form = page.locator('form.auth-form');
    await form.locator('input[type="email"]').fill(MEMBER.email);
    await form.locator('input[type="password"]').fill(MEMBER.password);
    await form.locator('button[type="submit"]').click();
    await page.waitForURL(/\/dashboard$/, { timeout: 30_000 });
    await (await browser.newBrowserCDPSession()).send('Browser.close').catch(() => {});
    /** @type {NodeJS.Timeout | undefined} */
    let timer;
    const closed = await Promise.race([
      exited.then(() => true),
      new Promise((resolve) => (timer = setTimeout(() => resolve(false), 10_000))),
    ]);
    clearTimeout(timer);
    // Killed before it had written its storage, the profile could hold no session.
    if (!closed) throw new Error('Chrome did not close within 10 s of signing the member in');
    signedIn = true;
    return dir;
  } finally {
    // Chrome first: it writes into the profile until it has gone.
    if (chrome && chrome.process.exitCode === null && chrome.process.signalCode === null) {
      chrome.kill();
      await exited;
    }
    if (!signedIn) rmSync(dir, { recursive: true, force: true, maxRetries: 10 });
  }
}
