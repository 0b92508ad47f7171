// "Your Saint James" for big_holder (1,200 properties, 24 pages of 50) with the Upland stand-in
// answering every call in 50 ms: the first answer (nothing cached: Upland is read, 4 calls at a
// time) and the cached answer (p95 of 50), both through the api app in-process on real HTTP, with
// real ID tokens and Firestore (the Auth and Firestore emulators, started for the run by
// `firebase emulators:exec`; ports shifted by SJ_BENCH_PORT_OFFSET, default 80, beside a running
// `npm start` and tests). The measuring itself is portfolio-measure.mjs; then the dashboard's list
// of that member, in the production build, its DOM rows against their goal (portfolio-dom.mjs).
import path from 'node:path';
import { execWithAuthAndFirestore } from '../lib/emulators.mjs';
import { overGoal, productionBuild } from './support.mjs';

export default async function portfolio() {
  // Built here, once per `npm run bench`: its sign-in points at the Auth emulator started below.
  await productionBuild();
  const code = await execWithAuthAndFirestore({
    name: 'bench',
    offset: Number(process.env.SJ_BENCH_PORT_OFFSET ?? 80),
    projectId: 'demo-sj-bench',
    extraArgs: ['--log-verbosity', 'QUIET'],
    command: `node ${path.join('scripts', 'bench', 'portfolio-measure.mjs')}`,
    env: { METADATA_SERVER_DETECTION: 'none', SJ_PROJECT_ID: 'demo-sj-bench' },
  });
  // The figures are printed by the child process: an exit code of 1 is a figure over its goal (or a failure).
  if (code !== 0) {
    console.log(`portfolio bench: a figure over its goal or a failure (exit ${code})`);
    overGoal.push('5-portfolio (see its figures above)');
  }
}
