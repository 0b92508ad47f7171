// The counts /map opens with, in English and French, written without ICU's number data
// (docs/decisions/0036-no-number-data-while-a-page-opens.md).
import { expect, test } from './support/test';
import { icuUsed, recordIcuUse } from './support/icuUse';
import { answerMapData, drawableRows, openMap, sheetRows, warmUpApi } from './map-helpers';

test.beforeAll(async ({ browserName: _browser }, testInfo) => warmUpApi(testInfo));

/** Community entries of three types, to be listed in the legend in alphabetical order. */
const ENTRIES = ['Opéra', 'œuvre d’art', 'bar'].map((type, i) => ({
  id: `entry-${i}`,
  name: `Entry ${i}`,
  location: '13.1866,-59.6410',
  description: '',
  type,
  status: 'active',
}));

for (const [locale, pins, community] of [
  ['en-GB', 'pins on the map', 'Community'],
  ['fr-FR', 'repères sur la carte', 'Communauté'],
] as const) {
  test.describe(() => {
    test.use({ locale });
    test(`the count, the clusters' names and the legend's order come without ICU's number data or a collator (${locale})`, async ({
      page,
    }) => {
      await recordIcuUse(page);
      await answerMapData(page, ENTRIES);
      await openMap(page);
      const drawable = drawableRows(await sheetRows(page)).length;
      await expect(page.locator('.map-side').getByRole('status')).toHaveText(`${drawable + ENTRIES.length} ${pins}`);
      await expect(page.locator('.marker-cluster').first()).toBeVisible();
      // The community's types in the legend, alphabetically, without a collator either.
      const types = page.getByRole('checkbox', { name: new RegExp(`^${community} · `) });
      await expect(types).toHaveCount(3);
      expect(await types.evaluateAll((boxes) => boxes.map((box) => box.closest('label')?.textContent?.trim()))).toEqual(
        ['Bar', 'Œuvre d’art', 'Opéra'].map((type) => `${community} · ${type}`),
      );
      expect(await icuUsed(page)).toEqual([]);
    });
  });
}
