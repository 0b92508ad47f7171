// Runs a command with the local stand-ins (Upland API, ...) listening, then stops them.
// Used inside `firebase emulators:exec` for the browser tests.
import { spawn } from 'node:child_process';
import { startTestStandIns } from './lib/standins.mjs';

const [command, ...args] = process.argv.slice(2);
const standIns = await startTestStandIns(Number(process.env.SJ_TEST_PORT_OFFSET ?? 10));
const child = spawn(command, args, { stdio: 'inherit' });
child.on('exit', async (code, signal) => {
  await standIns.close();
  process.exit(code ?? (signal ? 1 : 0));
});
