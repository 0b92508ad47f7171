// Helpers for the map browser tests (e2e/map-*.spec.ts).
import { api, pathOf } from '@saint-james/api-contract';
import { expect, type APIRequestContext, type BrowserContext, type Page, type TestInfo } from '@playwright/test';
import { emulator } from './support/env';
import { PINS_DRAWN_ATTRIBUTE } from '../web/src/features/map/model/pinsDrawn';
import { geometryContains } from '../web/src/features/map/model/labelPlacement';

const documentsUrl = () => `${emulator.firestoreUrl}/v1/projects/${emulator.projectId}/databases/(default)/documents`;

/**
 * Writes a map-data entry straight into the Firestore emulator ('Bearer owner' bypasses the
 * rules), as the api would store it. Returns a function that deletes it again.
 */
export async function seedMapData(
  id: string,
  fields: { name?: string; location: string; description?: string; type?: string; status?: string },
) {
  const now = new Date().toISOString();
  const values: Record<string, string> = {
    location: fields.location,
    description: fields.description ?? 'seeded by a map test',
    type: fields.type ?? 'test',
    status: fields.status ?? 'active',
    createdAt: now,
    updatedAt: now,
    updatedBy: 'e2e',
  };
  if (fields.name !== undefined) values.name = fields.name;
  const response = await fetch(`${documentsUrl()}/mapData?documentId=${encodeURIComponent(id)}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
    body: JSON.stringify({
      fields: Object.fromEntries(Object.entries(values).map(([key, value]) => [key, { stringValue: value }])),
    }),
  });
  if (!response.ok) throw new Error(`seeding mapData/${id} failed: ${response.status} ${await response.text()}`);
  return async () => {
    await fetch(`${documentsUrl()}/mapData/${encodeURIComponent(id)}`, {
      method: 'DELETE',
      headers: { Authorization: 'Bearer owner' },
    });
  };
}

/**
 * Answers GET /api/mapdata with these entries (none by default) in a page, or in every page of a
 * context: the pins counted are then known, whatever other tests add to the database meanwhile.
 */
export const answerMapData = (target: Page | BrowserContext, entries: unknown[] = []) =>
  target.route(`**${api.mapData.list.path}`, (route) => route.fulfill({ json: entries }));

/** The view in a /map address's hash, '#lat,lng,zoom'. */
export const viewOf = (url: string) => {
  const [lat, lng, zoom] = new URL(url).hash.slice(1).split(',').map(Number);
  return { lat, lng, zoom };
};

/** A test-unique document id. */
export const uniqueId = (prefix: string) => `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

/** Opens /map (optionally with a view hash) and waits until the pins are on the map. */
export async function openMap(page: Page, hash = '') {
  await page.goto(`/map${hash}`);
  await waitForPins(page);
}

/**
 * The functions emulator starts the api on its first request, which can take tens of seconds on
 * a busy machine: each spec file calls this in beforeAll so that no test pays for it.
 */
export async function warmUpApi(testInfo: TestInfo) {
  testInfo.setTimeout(120_000);
  const response = await fetch(`${emulator.hostingUrl}${pathOf(api.sheets.tab, { tab: 'map' })}`, {
    signal: AbortSignal.timeout(110_000),
  });
  if (!response.ok) throw new Error(`the api is not answering: ${response.status}`);
}

/**
 * warmUpApi, then the community entries' first read (Firestore's) too: the first test of a file
 * whose map shows the entries does not pay for it.
 */
export async function warmUpApiAndEntries(testInfo: TestInfo) {
  await warmUpApi(testInfo);
  await fetch(`${emulator.hostingUrl}${api.mapData.list.path}`, { signal: AbortSignal.timeout(60_000) });
}

/**
 * Reaches for the map as a visitor's pointer does (pointerdown on its frame): Leaflet's map loads
 * over the still picture /map opens on, rather than after the picture's quiet wait.
 */
export const reachForMap = (page: Page) => page.locator('.map-frame').dispatchEvent('pointerdown');

/** Reaches for the map, then waits until Leaflet's map says how many pins it drew (all of them). */
export async function waitForPins(page: Page) {
  await reachForMap(page);
  await expect(page.locator(`.leaflet-container[${PINS_DRAWN_ATTRIBUTE}]`)).toHaveCount(1, { timeout: 10_000 });
}

/**
 * How many pins the map shows in view: single markers plus the counts on the cluster bubbles
 * (only what is in and near the view is drawn).
 */
export function pinsInView(page: Page): Promise<number> {
  return page.evaluate(() => {
    const singles = document.querySelectorAll('.leaflet-marker-pane .map-pin').length;
    const clustered = [...document.querySelectorAll('.leaflet-marker-pane .marker-cluster')].reduce(
      (sum, cluster) => sum + Number(cluster.textContent),
      0,
    );
    return singles + clustered;
  });
}

/** The demo sheet's '5. map' rows as the api serves them. */
export async function sheetRows(page: Page): Promise<string[][]> {
  const response = await page.request.get(pathOf(api.sheets.tab, { tab: 'map' }));
  expect(response.ok()).toBe(true);
  const { values } = (await response.json()) as { values: string[][] };
  return values.slice(1);
}

/** Rows with numeric latitude and longitude (the ones the map draws). */
export const drawableRows = (rows: string[][]) =>
  rows.filter((row) => /^-?\d+(\.\d+)?$/.test(row[1]?.trim() ?? '') && /^-?\d+(\.\d+)?$/.test(row[2]?.trim() ?? ''));

/** Every district's label is bound: one for each district of the site's file, bound one a task. */
export async function expectEveryDistrictLabel(page: Page) {
  const districts = (await (await page.request.get('/saint-james-districts.geojson')).json()) as {
    features: unknown[];
  };
  await expect(page.locator('.district-label')).toHaveCount(districts.features.length);
}

/**
 * The map-data entries anyone reads (GET /api/mapdata through Hosting): what a test that must write
 * nothing looks for afterwards, by a name or a type of its own (not a count of every entry: the
 * other worker's tests add and delete theirs meanwhile).
 */
export async function publicEntries(request: APIRequestContext): Promise<{ name: string; type: string }[]> {
  const list = await request.get(api.mapData.list.path);
  expect(list.status()).toBe(200);
  return (await list.json()) as { name: string; type: string }[];
}

/** The shown district labels that lie over a cluster's count, each as 'label over count' (none, ever). */
export const labelsOverCounts = (page: Page) =>
  page.evaluate(() => {
    const counts = [...document.querySelectorAll('.marker-cluster span')];
    const labels = [...document.querySelectorAll('.district-label:not(.district-label-hidden)')].filter(
      (label) => getComputedStyle(label).visibility !== 'hidden',
    );
    return labels.flatMap((label) => {
      const a = label.getBoundingClientRect();
      return counts
        .filter((count) => {
          const b = count.getBoundingClientRect();
          return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
        })
        .map((count) => `${label.textContent} over ${count.textContent}`);
    });
  });

/**
 * Waits until every district's label is bound and placed for the map as drawn: the pins drawn,
 * two frames for the placement that follows them, and each label either given its place or left
 * out (DistrictLayer.tsx: a placed label has its shift written, even a shift of 0).
 */
export async function waitForLabelsPlaced(page: Page) {
  await waitForPins(page);
  await expectEveryDistrictLabel(page);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await expect
    .poll(() =>
      page
        .locator('.district-label')
        .evaluateAll((labels) =>
          labels.every((label) => label.classList.contains('district-label-hidden') || label.style.marginLeft !== ''),
        ),
    )
    .toBe(true);
}

/**
 * The shown district labels whose centre lies inside another district than their own, each as
 * 'label in district' (none, ever: read there, a label names the wrong district). The screen is
 * turned into places with Web Mercator from the view in the address (MapViewSync writes it).
 */
export async function labelsInOtherDistricts(page: Page): Promise<string[]> {
  const districts = (await (
    await page.request.get('/saint-james-districts.geojson')
  ).json()) as GeoJSON.FeatureCollection;
  const { lat, lng, zoom } = viewOf(page.url());
  const labels = await page.evaluate(() => {
    const map = document.querySelector('.leaflet-container')!.getBoundingClientRect();
    return [...document.querySelectorAll('.district-label:not(.district-label-hidden)')].map((label) => {
      const box = label.getBoundingClientRect();
      const [x, y] = [
        (box.left + box.right) / 2 - map.left - map.width / 2,
        (box.top + box.bottom) / 2 - map.top - map.height / 2,
      ];
      return { text: label.textContent ?? '', x, y };
    });
  });
  const world = 256 * 2 ** zoom;
  const centreX = ((lng + 180) / 360) * world;
  const centreY = ((1 - Math.asinh(Math.tan((lat * Math.PI) / 180)) / Math.PI) / 2) * world;
  return labels.flatMap(({ text, x, y }) => {
    const at = {
      lng: ((centreX + x) / world) * 360 - 180,
      lat: (Math.atan(Math.sinh(Math.PI * (1 - (2 * (centreY + y)) / world))) * 180) / Math.PI,
    };
    const own = text.split(' · ')[0];
    return districts.features
      .filter((feature) => feature.properties?.name !== own && geometryContains(feature.geometry, at.lng, at.lat))
      .map((feature) => `${text} in ${String(feature.properties?.name)}`);
  });
}
