// /map for a member linked to the Upland stand-in's saint_player: the districts holding their
// properties are outlined and labelled "Holetown · 4 yours"; a visitor gets none of it, and no
// portfolio request.
import {
  expectEveryDistrictLabel,
  labelsInOtherDistricts,
  labelsOverCounts,
  reachForMap,
  waitForLabelsPlaced,
  waitForPins,
} from './map-helpers';
import { quietPage } from './support/quietPage';
import { expect, test } from './support/test';

test.describe('a member linked to saint_player', () => {
  test.use({ signedInAs: 'saint_player' });

  test('a linked member sees their districts outlined, each label saying how many are theirs', async ({
    page,
    linkedMember: { portfolio },
  }) => {
    await page.goto('/map');
    // (Leaflet's map, which draws the labels, comes over the still picture at the visitor's reach.)
    await reachForMap(page);
    // The labels come with the districts and the member's portfolio, before the pins are all drawn.
    const yours = page.locator('.district-label', { hasText: / · \d+ yours$/ });
    await expect(yours.first()).toBeAttached();
    await expectEveryDistrictLabel(page);
    const texts = await yours.allTextContents();
    expect(texts.length).toBeGreaterThan(0);
    for (const text of texts) {
      const [, name, count] = /^(.+) · (\d+) yours$/.exec(text) ?? [];
      expect(portfolio.totals.byNeighborhood[name], text).toBe(Number(count));
    }
    await expect(page.locator('path.district-yours')).toHaveCount(texts.length);
    // Their districts' labels come before the others: once placed, every one of them is shown at the
    // opening view ('Sandy Lane · 3 yours' was left out for a larger district's).
    await waitForLabelsPlaced(page);
    const shown = page.locator('.district-label:not(.district-label-hidden)', { hasText: / · \d+ yours$/ });
    await expect(shown).toHaveCount(texts.length);
    // The longer labels ('Westmoreland · 2 yours') lay over a cluster's count.
    expect(await labelsOverCounts(page)).toEqual([]);
  });
});

test('a visitor sees no district of anyone, and the map asks for no portfolio', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/upland/')) asked.push(request.url());
  });
  await quietPage(page);
  await page.goto('/map');
  await waitForPins(page);
  await expect(page.locator('.district-label').first()).toBeAttached();
  await expect(page.locator('.district-label', { hasText: /yours$/ })).toHaveCount(0);
  await expect(page.locator('path.district-yours')).toHaveCount(0);
  expect(asked).toEqual([]);
});

test.describe('a linked member on a phone, in French', () => {
  test.use({ signedInAs: 'saint_player', locale: 'fr-FR', viewport: { width: 375, height: 740 } });

  test('at the opening view every district name shown lies whole on the map, "· N à vous" ones too', async ({
    page,
    linkedMember: { portfolio },
  }) => {
    await page.goto('/map');
    await reachForMap(page);
    // The member's counts drawn ('Westmoreland · 2 à vous' ran 5 px off the edge), then placed.
    // (Every district's centre is in the opening view: a label is moved inside the map's edge.)
    const theirs = Object.keys(portfolio.totals.byNeighborhood).length;
    await expect(page.locator('.district-label', { hasText: / à vous$/ })).toHaveCount(theirs);
    await waitForLabelsPlaced(page);
    await expect
      .poll(() =>
        page.evaluate(() => {
          const map = document.querySelector('.leaflet-container')!.getBoundingClientRect();
          const shown = [...document.querySelectorAll('.district-label:not(.district-label-hidden)')];
          const cut = shown.filter((label) => {
            const box = label.getBoundingClientRect();
            return box.left < map.left || box.right > map.right || box.top < map.top || box.bottom > map.bottom;
          });
          return { shown: shown.length > 0, cut: cut.map((label) => label.textContent) };
        }),
      )
      .toEqual({ shown: true, cut: [] });
    // 'Sandy Lane · 3 à vous' lay over a cluster's count.
    expect(await labelsOverCounts(page)).toEqual([]);
    // Moved off the counts, 'Fitts Village · 5 à vous' lay over Paynes Bay, and Paynes Bay's over Fitts Village.
    expect(await labelsInOtherDistricts(page)).toEqual([]);
  });
});
