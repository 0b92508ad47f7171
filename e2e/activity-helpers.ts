// Helpers for the activity pages' browser tests (e2e/activity-*.spec.ts).
import { api, pathOf, type ActivityPageNumber, type ActivityPageWrite } from '@saint-james/api-contract';
import { expect, type APIRequestContext } from '@playwright/test';
import { idTokenOf } from './support/auth';
import { demoAccounts, emulator } from './support/env';

/** Saves a page as the admin, through Hosting and the api, over whatever is stored. */
export async function writePage(
  request: APIRequestContext,
  n: ActivityPageNumber,
  page: Omit<ActivityPageWrite, 'updatedAt'>,
) {
  const token = await idTokenOf(demoAccounts.admin.email, demoAccounts.admin.password);
  const current = await request.get(pathOf(api.pages.get, { n }));
  const { updatedAt } = (await current.json()) as { updatedAt: string | null };
  const saved = await request.put(pathOf(api.pages.save, { n }), {
    headers: { Authorization: `Bearer ${token}` },
    data: { ...page, updatedAt },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

/** Takes a page back to never written (the Firestore emulator's REST api; 'Bearer owner' bypasses the rules). */
export async function unwritePage(n: ActivityPageNumber) {
  const documents = `${emulator.firestoreUrl}/v1/projects/${emulator.projectId}/databases/(default)/documents`;
  await fetch(`${documents}/activityPages/page${n}`, { method: 'DELETE', headers: { Authorization: 'Bearer owner' } });
}

/**
 * The pages' routes load the Markdown lexer on their first call: asked once in beforeAll (under
 * warmUpApi's time limit), so that no test pays for it.
 */
export async function warmUpPages() {
  const response = await fetch(`${emulator.hostingUrl}${api.pages.list.path}`, { signal: AbortSignal.timeout(60_000) });
  if (!response.ok) throw new Error(`the pages' api is not answering: ${response.status}`);
}
