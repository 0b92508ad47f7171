// Local stand-ins for services that cannot run here (the Upland developer API), so the demo and
// the browser tests work offline against the production code path. Each listens on loopback.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT, emulatorPorts } from './emulators.mjs';

const require = createRequire(import.meta.url);
const { startUplandStandIn } = require('../standins/upland.cjs');

/** Ports of the stand-ins; `offset` 0 for `npm start`, the test offset for `npm test`. */
export function standInPorts(offset = 0) {
  return { upland: 5055 + offset };
}

/** The emulator's secrets (functions/.secret.local), so the stand-in accepts what the api sends. */
function emulatorSecrets() {
  const file = path.join(ROOT, 'functions', '.secret.local');
  if (!existsSync(file)) return {};
  const secrets = {};
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const match = /^\s*([A-Z0-9_]+)\s*=\s*(.*?)\s*$/.exec(line);
    if (match) secrets[match[1]] = match[2];
  }
  return secrets;
}

async function startAll(offset, { quiet }) {
  const closers = [];
  const secrets = emulatorSecrets();
  // The webhook goes where Upland would send it: the site's /api/upland/webhook (Hosting emulator).
  const webhookUrl =
    process.env.SJ_UPLAND_WEBHOOK_URL ?? `http://127.0.0.1:${emulatorPorts(offset).hosting}/api/upland/webhook`;
  const upland = await startUplandStandIn({
    port: standInPorts(offset).upland,
    appId: secrets.UPLAND_APP_ID,
    accessKey: secrets.UPLAND_ACCESS_KEY,
    webhookSecret: secrets.UPLAND_WEBHOOK_SECRET,
    webhookUrl,
    log: quiet ? undefined : (line) => console.log(line),
  });
  closers.push(upland.close);
  if (!quiet) {
    console.log(`Upland API stand-in on ${upland.url}: open it to enter a link code as the player would in the game.`);
  }
  return {
    close: async () => {
      await Promise.all(closers.map((close) => close()));
    },
  };
}

/** `npm start`: the stand-ins the demo needs. */
export const startDemoStandIns = () => startAll(0, { quiet: false });

/** `npm test` (browser tests): the same stand-ins on the test ports. */
export const startTestStandIns = (offset) => startAll(offset, { quiet: true });
