// The project checks of `npm run preflight`: what a real (non demo-) Firebase project would deploy
// with, read from the repo's settings files, and what must be done by hand in its console.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './emulators.mjs';

/** KEY=value lines of a dotenv file ({} when the file is absent). */
export function readDotenv(file) {
  if (!existsSync(file)) return {};
  const values = {};
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const match = /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line);
    if (match) values[match[1]] = match[2].replace(/^(['"])(.*)\1$/, '$2');
  }
  return values;
}

const isDemoProject = (id) => id.startsWith('demo-');
const LOCAL_URL = /^https?:\/\/(127\.|localhost|0\.0\.0\.0|\[::1\])/i;

/**
 * What one real (non demo-) project would deploy with: functions/.env then .env.<project>, and the
 * web build's production settings (web/.env.production). No demo value may reach it.
 */
export function projectProblems(projectId, { functionsEnv, webEnv }) {
  const problems = [];
  const admin = functionsEnv.ADMIN_EMAIL ?? '';
  if (!admin) problems.push(`ADMIN_EMAIL is not set: add it to functions/.env.${projectId}`);
  else if (/\.demo$/i.test(admin.trim())) problems.push(`ADMIN_EMAIL is a demo address (${admin})`);
  if (!functionsEnv.SHEETS_SPREADSHEET_ID)
    problems.push(`SHEETS_SPREADSHEET_ID is not set in functions/.env.${projectId}`);
  for (const key of ['UPLAND_BASE_URL', 'SHEETS_BASE_URL']) {
    if (LOCAL_URL.test(functionsEnv[key] ?? ''))
      problems.push(`${key} points at a local stand-in (${functionsEnv[key]})`);
  }
  if (webEnv.VITE_AUTH_EMULATOR_URL)
    problems.push('web/.env.production sets VITE_AUTH_EMULATOR_URL: the site would sign in against an emulator');
  if ((webEnv.VITE_FIREBASE_PROJECT_ID ?? '') !== projectId) {
    problems.push(
      `web/.env.production VITE_FIREBASE_PROJECT_ID is ${JSON.stringify(webEnv.VITE_FIREBASE_PROJECT_ID ?? '')}, not ${projectId}`,
    );
  }
  const webAdmin = webEnv.VITE_SITE_ADMIN_EMAIL ?? '';
  if (!webAdmin || /\.demo$/i.test(webAdmin)) {
    problems.push(
      'web/.env.production needs VITE_SITE_ADMIN_EMAIL (the admin address; the demo default is a .demo one)',
    );
  } else if (admin && webAdmin.trim().toLowerCase() !== admin.trim().toLowerCase()) {
    problems.push(`VITE_SITE_ADMIN_EMAIL (${webAdmin}) differs from the server's ADMIN_EMAIL (${admin})`);
  }
  for (const [key, value] of Object.entries(webEnv)) {
    if (key.startsWith('VITE_SITE_') && /@[^\s]+\.demo$/i.test(value))
      problems.push(`${key} is a demo address (${value})`);
  }
  return problems;
}

/**
 * What preflight cannot check with no login, said for every real project: Firebase Auth's e-mail
 * enumeration protection is a console setting (the site already words its answers alike).
 */
export const enumerationProtectionReminder = (id) =>
  `project ${id}: turn on e-mail enumeration protection (Firebase console > Authentication > Settings > ` +
  'User actions); preflight cannot check it without a login. Without it the Auth API itself tells ' +
  'EMAIL_NOT_FOUND from INVALID_PASSWORD';

/**
 * Every real project of .firebaserc (or the one named), checked with projectProblems; `reminders`
 * are what must be done by hand.
 */
export function checkRealProjects({ firebaserc, only, root = ROOT }) {
  const ids = only ? [only] : [...new Set(Object.values(firebaserc.projects ?? {}))].filter((id) => !isDemoProject(id));
  if (ids.length === 0) {
    return {
      ok: true,
      lines: [
        'no real project in .firebaserc (only demo-* ones): nothing to deploy yet (`npx firebase use --add <id>`)',
      ],
    };
  }
  const webEnv = readDotenv(path.join(root, 'web', '.env.production'));
  const lines = [];
  const reminders = [];
  let ok = true;
  for (const id of ids) {
    const functionsEnv = {
      ...readDotenv(path.join(root, 'functions', '.env')),
      ...readDotenv(path.join(root, 'functions', `.env.${id}`)),
    };
    const problems = isDemoProject(id) ? [] : projectProblems(id, { functionsEnv, webEnv });
    if (!isDemoProject(id)) reminders.push(enumerationProtectionReminder(id));
    if (problems.length === 0) lines.push(`project ${id}: no demo value in its functions or web settings`);
    for (const problem of problems) {
      ok = false;
      lines.push(`project ${id}: ${problem}`);
    }
  }
  return { ok, lines, reminders };
}
