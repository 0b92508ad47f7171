// Playwright's global set-up: the Functions emulator starts a runtime for the api on its first
// request (tens of seconds on a busy 2-core machine), and one more for each request that arrives
// while the others are busy. Warming it once here, before the workers start, means no worker's
// first test pays for it and the workers do not all start runtimes at the same moment (which made
// the emulator fail to load the function on a loaded host).
import { api, pathOf } from '@saint-james/api-contract';
import { emulator } from './env';

const WORKERS = Number(process.env.SJ_E2E_WORKERS ?? 2);

async function ask() {
  const response = await fetch(`${emulator.hostingUrl}${pathOf(api.sheets.tab, { tab: 'map' })}`, {
    signal: AbortSignal.timeout(110_000),
  });
  if (!response.ok) throw new Error(`the api is not answering: ${response.status}`);
}

export default async function warmUp() {
  await ask();
  // Then as many at once as there are workers, so a runtime is ready for each.
  await Promise.all(Array.from({ length: WORKERS }, ask));
}
