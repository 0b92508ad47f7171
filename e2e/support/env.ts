/** Ports and ids of the emulators scripts/test.mjs started for this run. */
export const emulator = {
  projectId: process.env.SJ_PROJECT_ID ?? 'demo-sj-test',
  authUrl: `http://127.0.0.1:${process.env.SJ_AUTH_PORT ?? '9109'}`,
  firestoreUrl: `http://127.0.0.1:${process.env.SJ_FIRESTORE_PORT ?? '8090'}`,
  hostingUrl: `http://127.0.0.1:${process.env.SJ_HOSTING_PORT ?? '5010'}`,
};

/** The demo accounts seeded in emulator-data (scripts/demo/accounts.json). */
export const demoAccounts = {
  admin: { email: 'admin@saint-james.demo', password: 'saintjames-admin' },
  member: { email: 'member@saint-james.demo', password: 'saintjames-member' },
} as const;
