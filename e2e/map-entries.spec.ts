// Community map entries that say what they are (docs/product.md#map): the popup's description, type
// and status as text, closed entries faded, and the legend by type. The entries are stored in the
// Firestore emulator and reach the page through the api, as a visitor's would.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { api } from '@saint-james/api-contract';
import { openMap, seedMapData, uniqueId, waitForPins, warmUpApi } from './map-helpers';
import { idTokenOf } from './support/auth';
import { demoAccounts } from './support/env';

test.beforeAll(async ({ browserName: _browser }, testInfo) => warmUpApi(testInfo));

// Types no other spec uses, so the legend's rows are this file's; far out at sea, alone, side by side
// (about 200 m apart: single pins at zoom 17, each popup opening above its own pin).
const KIOSK = { type: 'e2e kiosk', location: '14.3,-61.302' };
const CLOSED = { type: 'e2e kiosk', location: '14.3,-61.3', status: 'Closed' };
const FERRY = { type: 'e2e ferry', location: '14.3,-61.298' };
const VIEW = '#14.30000,-61.30000,17';

let cleanups: Array<() => Promise<void>> = [];
const names = { kiosk: uniqueId('Rum kiosk'), closed: uniqueId('Old kiosk'), ferry: uniqueId('Ferry <b>stop</b>') };

test.beforeAll(async () => {
  cleanups = await Promise.all([
    seedMapData(uniqueId('kiosk'), {
      ...KIOSK,
      name: names.kiosk,
      description: 'Cold drinks <img src=x onerror="window.__entryXss=1"> by the jetty',
      status: 'open',
    }),
    seedMapData(uniqueId('closed'), { ...CLOSED, name: names.closed, description: 'Shut for the season' }),
    seedMapData(uniqueId('ferry'), { ...FERRY, name: names.ferry, description: '', status: '' }),
  ]);
});
test.afterAll(async () => Promise.all(cleanups.map((cleanup) => cleanup())));

/** Closes the open popup with its own button and waits until no popup is left on the map. */
async function closePopup(page: Page) {
  await page.locator('.leaflet-popup-close-button').last().click();
  await expect(page.locator('.leaflet-popup')).toHaveCount(0);
}

// The legend in whatever language the page speaks.
const filter = (page: Page) => page.locator('fieldset.pin-filter');

test('the popup shows the description, type and status as text; a closed entry is faded and says Closed', async ({
  page,
}) => {
  await openMap(page, VIEW);
  // The last popup opened (the one before fades out for a moment before Leaflet removes it).
  const popup = page.locator('.leaflet-popup-content .pin-popup').last();

  await page.getByRole('button', { name: names.kiosk, exact: true }).click();
  await expect(popup.locator('.pin-popup-kind')).toHaveText('Community · E2e kiosk');
  await expect(popup.locator('.pin-popup-description')).toHaveText(
    'Cold drinks <img src=x onerror="window.__entryXss=1"> by the jetty',
  );
  await expect(popup.locator('.pin-popup-status')).toHaveText('Status: open');
  // One line after the other: Leaflet's own paragraph margins (1.3em each side) are not the popup's.
  for (const part of ['.pin-popup-description', '.pin-popup-status'])
    await expect(popup.locator(part)).toHaveCSS('margin-bottom', '0px');
  await expect(popup.locator('img')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __entryXss?: number }).__entryXss)).toBeUndefined();
  // Popups fade (not under reduced motion: below).
  expect(
    await page
      .locator('.leaflet-popup')
      .last()
      .evaluate((box) => getComputedStyle(box).transitionDuration),
  ).toBe('0.2s');

  const closed = page.getByRole('button', { name: names.closed, exact: true });
  await expect(closed).toHaveClass(/map-pin-closed/);
  await expect(closed).toHaveCSS('opacity', '0.45');
  await expect(page.getByRole('button', { name: names.kiosk, exact: true })).toHaveCSS('opacity', '1');
  // The open popup (and the map's pan to show it) closed first: on a busy machine the click on the
  // next pin could land on the popup while it was still moving into place.
  await closePopup(page);
  await closed.click();
  await expect(popup.locator('.pin-popup-name')).toHaveText(names.closed);
  await expect(popup.locator('.pin-popup-status')).toHaveText('Closed');
  await expect(popup.locator('.pin-popup-description')).toHaveText('Shut for the season');

  // An entry with no description or status says only its name and type.
  await closePopup(page);
  await page.getByRole('button', { name: names.ferry, exact: true }).click();
  await expect(popup.locator('.pin-popup-name')).toHaveText(names.ferry);
  await expect(popup.locator('.pin-popup-kind')).toHaveText('Community · E2e ferry');
  await expect(popup.locator('p')).toHaveCount(0);
});

test('an open popup stays open while the pins are drawn again (another category hidden, another language), and goes with its pin', async ({
  page,
}) => {
  await openMap(page, VIEW);
  const popup = page.locator('.leaflet-popup-content .pin-popup').last();
  await page.getByRole('button', { name: names.kiosk, exact: true }).click();
  await expect(popup.locator('.pin-popup-name')).toHaveText(names.kiosk);
  // The popup on screen is marked: a popup closed and opened again (a blink) would be a new one.
  await page.locator('.leaflet-popup').evaluate((box) => ((box as HTMLElement).dataset.seen = 'yes'));
  /** The popups on the map: one, the one marked, showing (Leaflet fades a closing one from opacity 0). */
  const popupsOnMap = () =>
    page.locator('.leaflet-popup').evaluateAll((boxes) =>
      boxes.map((box) => ({
        name: box.querySelector('.pin-popup-name')?.textContent,
        seen: (box as HTMLElement).dataset.seen,
        opacity: (box as HTMLElement).style.opacity,
      })),
    );
  const theSamePopup = [{ name: names.kiosk, seen: 'yes', opacity: '1' }];

  // Hiding another category draws every pin again: the kiosk's popup is still there, the same one.
  await filter(page).getByRole('checkbox', { name: 'Community · E2e ferry', exact: true }).uncheck();
  await expect(page.getByRole('button', { name: names.ferry, exact: true })).toHaveCount(0);
  await expect.poll(popupsOnMap).toEqual(theSamePopup);
  // Another language: the same popup, in French.
  await page.getByRole('button', { name: 'Lire le site en français' }).click();
  await expect(popup.locator('.pin-popup-kind')).toHaveText('Communauté · E2e kiosk');
  await expect.poll(popupsOnMap).toEqual(theSamePopup);
  // Hiding the kiosks takes the pin away, and its popup with it.
  await filter(page).getByRole('checkbox', { name: 'Communauté · E2e kiosk', exact: true }).uncheck();
  await expect(page.locator('.leaflet-popup')).toHaveCount(0);
});

test('Enter on a pin puts the keyboard in its popup; Escape closes it from there or from its pin, and the keyboard goes back to the pin', async ({
  page,
}) => {
  await openMap(page, VIEW);
  const kiosk = page.getByRole('button', { name: names.kiosk, exact: true });
  const popups = page.locator('.leaflet-popup');
  await kiosk.focus();
  await page.keyboard.press('Enter');
  await expect(popups.locator('.pin-popup-name')).toHaveText(names.kiosk);
  // The keyboard is in the popup, a dialog read out whole; Escape there closes it.
  const dialog = page.getByRole('dialog', { name: names.kiosk });
  await expect(dialog).toBeFocused();
  // Its bubble shows where the keyboard is (the site's rule drops the ring of a tabindex -1 target).
  await expect(dialog.locator('.leaflet-popup-content-wrapper')).toHaveCSS('outline-style', 'solid');
  await page.keyboard.press('Escape');
  await expect(popups).toHaveCount(0);
  await expect(kiosk).toBeFocused();

  // The popup's own close button, named in the page's language, is the next Tab; it gives the
  // keyboard back to the pin (rather than to the page's top); so does Escape from it.
  await page.keyboard.press('Enter');
  const close = popups.locator('.leaflet-popup-close-button');
  await expect(close).toHaveAccessibleName('Close the popup');
  await expect(dialog).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(close).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(popups).toHaveCount(0);
  await expect(kiosk).toBeFocused();
  await page.keyboard.press('Enter');
  await close.focus();
  await page.keyboard.press('Escape');
  await expect(popups).toHaveCount(0);
  await expect(kiosk).toBeFocused();
  // From the pin itself, the popup open beside it.
  await page.keyboard.press('Enter');
  await kiosk.focus();
  await page.keyboard.press('Escape');
  await expect(popups).toHaveCount(0);
  await expect(kiosk).toBeFocused();

  await page.getByRole('button', { name: 'Lire le site en français' }).click();
  await kiosk.press('Enter');
  await expect(close).toHaveAccessibleName('Fermer la fenêtre');
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('a popup neither fades in nor out', async ({ page }) => {
    await openMap(page, VIEW);
    await page.getByRole('button', { name: names.kiosk, exact: true }).click();
    const popup = page.locator('.leaflet-popup');
    await expect(popup.locator('.pin-popup-name')).toHaveText(names.kiosk);
    expect(await popup.evaluate((element) => getComputedStyle(element).transitionDuration)).toBe('0s');
  });
});

test('the legend lists the community by type; None, All and the saved selection work on them', async ({ page }) => {
  await openMap(page, VIEW);
  const kiosks = filter(page).getByRole('checkbox', { name: 'Community · E2e kiosk', exact: true });
  const ferries = filter(page).getByRole('checkbox', { name: 'Community · E2e ferry', exact: true });
  await expect(kiosks).toBeChecked();
  await expect(ferries).toBeChecked();
  // The demo's own types are there too, after the sheet's categories.
  await expect(filter(page).getByRole('checkbox', { name: 'Community · Landmark', exact: true })).toBeChecked();
  const labels = await filter(page).locator('label').allTextContents();
  expect(labels).toContain('Beach Club');
  expect(labels.indexOf('Community · E2e ferry')).toBeGreaterThan(labels.indexOf('Beach Club'));

  const kiosk = page.getByRole('button', { name: names.kiosk, exact: true });
  const ferry = page.getByRole('button', { name: names.ferry, exact: true });
  await kiosks.uncheck();
  await expect(kiosk).toHaveCount(0);
  await expect(page.getByRole('button', { name: names.closed, exact: true })).toHaveCount(0);
  await expect(ferry).toBeVisible();

  // The choice is remembered: after a reload the kiosks are still hidden.
  await page.reload();
  // (The page opens on the still picture again: the markers are Leaflet's, once it has come.)
  await waitForPins(page);
  await expect(filter(page).getByRole('checkbox', { name: 'Community · E2e kiosk', exact: true })).not.toBeChecked();
  await expect(ferry).toBeVisible();
  await expect(kiosk).toHaveCount(0);

  await filter(page).getByRole('button', { name: 'None' }).click();
  await expect(ferry).toHaveCount(0);
  await filter(page).getByRole('button', { name: 'All' }).click();
  await expect(kiosk).toBeVisible();
  await expect(ferry).toBeVisible();
});

test('in French the popup and the legend speak French around the admin’s words', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('sj-locale', 'fr'));
  await openMap(page, VIEW);
  await expect(filter(page).getByRole('checkbox', { name: 'Communauté · E2e kiosk', exact: true })).toBeChecked();
  const popup = page.locator('.leaflet-popup-content .pin-popup').last();
  await page.getByRole('button', { name: names.closed, exact: true }).click();
  await expect(popup.locator('.pin-popup-status')).toHaveText('Fermé');
  await closePopup(page);
  await page.getByRole('button', { name: names.kiosk, exact: true }).click();
  await expect(popup.locator('.pin-popup-name')).toHaveText(names.kiosk);
  await expect(popup.locator('.pin-popup-status')).toHaveText('Statut : open');
});

test("/api/mapdata through Hosting: CDN-cacheable for visitors, private and unstored for the admin's token", async ({
  request,
}) => {
  const visitor = await request.get(api.mapData.list.path);
  expect(visitor.status()).toBe(200);
  expect(visitor.headers()['cache-control']).toBe('public, max-age=60, s-maxage=60');
  expect(visitor.headers()['vary']).toContain('Authorization');
  const adminToken = await idTokenOf(demoAccounts.admin.email, demoAccounts.admin.password);
  const admin = await request.get(api.mapData.list.path, { headers: { Authorization: `Bearer ${adminToken}` } });
  expect(admin.status()).toBe(200);
  expect(admin.headers()['cache-control']).toBe('private, no-store');
  expect(admin.headers()['vary']).toContain('Authorization');
  // The visitors' copy holds what the map shows and none of the admin's bookkeeping.
  const [item] = (await visitor.json()) as Record<string, string>[];
  expect(Object.keys(item).sort()).toEqual(['description', 'id', 'location', 'name', 'status', 'type']);
  expect(Object.keys(((await admin.json()) as Record<string, string>[])[0])).toContain('updatedBy');
});
