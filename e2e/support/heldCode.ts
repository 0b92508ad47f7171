import { expect, type Locator, type Page } from '@playwright/test';

/**
 * After Retry of a map whose code failed to load. A browser that asks the network again shows the
 * map at once; one that keeps the failure for the page's life (Chromium 150, the one CI installs:
 * web/src/lib/heldLoad.ts) says that a reload loads it. Says which of the two happened.
 */
export async function mapOrHeld(place: Locator, map: Locator): Promise<'map' | 'held'> {
  const held = place
    .getByRole('alert')
    .filter({ hasText: 'The map could not be loaded. Reloading the page loads it.' });
  await expect(map.or(held)).toBeVisible();
  return (await map.isVisible()) ? 'map' : 'held';
}

/** Presses the held map's Reload the page (a leave warning accepted) and waits for the new page. */
export async function reloadHeldMap(page: Page, place: Locator) {
  page.once('dialog', (dialog) => void dialog.accept());
  await Promise.all([page.waitForEvent('load'), place.getByRole('button', { name: 'Reload the page' }).click()]);
}
