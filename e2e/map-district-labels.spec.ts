// /map's district labels: above the clusters, never on top of each other nor of a cluster's count, at every zoom.
import { expect, test } from './support/test';
import { answerMapData, expectEveryDistrictLabel, labelsOverCounts, openMap, viewOf, warmUpApi } from './map-helpers';

test.beforeAll(async ({ browserName: _browser }, testInfo) => warmUpApi(testInfo));

test("district labels: above the clusters, never on top of each other nor of a cluster's count, at every zoom", async ({
  page,
}) => {
  await answerMapData(page);
  await openMap(page);
  // The districts' file comes after the pins, and their labels are bound one a task: all of them first.
  await expectEveryDistrictLabel(page);
  const fitted = viewOf(page.url());
  const seen = new Set<string>();
  for (let zoom = fitted.zoom - 1; zoom <= 18; zoom++) {
    // The map moves on the hash's change (its listener comes first), and places the labels on the
    // frame after the move: waited for here, two frames after the change.
    await page.evaluate(
      ([lat, lng, z]) =>
        new Promise((resolve) => {
          window.addEventListener('hashchange', () => requestAnimationFrame(() => requestAnimationFrame(resolve)), {
            once: true,
          });
          window.location.hash = `#${lat.toFixed(5)},${lng.toFixed(5)},${z}`;
        }),
      [fitted.lat, fitted.lng, zoom] as const,
    );
    // Read again until it holds: a busy machine can take more than those two frames.
    await expect(async () => {
      const shown = await page.evaluate(() => {
        const map = document.querySelector('.leaflet-container')!.getBoundingClientRect();
        return [...document.querySelectorAll<HTMLElement>('.district-label')]
          .filter((el) => getComputedStyle(el).visibility !== 'hidden')
          .map((el) => ({ name: el.textContent ?? '', box: el.getBoundingClientRect().toJSON() as DOMRect }))
          .filter(
            ({ box }) => box.right > map.left && box.left < map.right && box.bottom > map.top && box.top < map.bottom,
          );
      });
      // Deep in, the view can fall between the labels (each sits at its district's centre).
      if (zoom <= 15) expect(shown.length, `labels in view at zoom ${zoom}`).toBeGreaterThan(0);
      for (const a of shown) {
        for (const b of shown) {
          if (a === b) continue;
          const overlap =
            a.box.left < b.box.right &&
            b.box.left < a.box.right &&
            a.box.top < b.box.bottom &&
            b.box.top < a.box.bottom;
          expect(overlap, `${a.name} and ${b.name} overlap at zoom ${zoom}`).toBe(false);
        }
      }
      expect(await labelsOverCounts(page), `at zoom ${zoom}`).toEqual([]);
      for (const { name } of shown) seen.add(name);
    }).toPass({ timeout: 5_000 });
  }
  // Each district's name is readable at some zoom, the two that collided when zoomed out included.
  expect([...seen]).toEqual(expect.arrayContaining(['Mount Standfast', 'Westmoreland', 'Holetown', 'Fitts Village']));
});
