// The counts /map opens with, in English and French, written without ICU's number data
// (docs/decisions/0036-no-number-data-while-a-page-opens.md).
import { expect, test } from './support/test';
import { answerMapData, drawableRows, openMap, sheetRows, warmUpApi } from './map-helpers';

test.beforeAll(async ({ browserName: _browser }, testInfo) => warmUpApi(testInfo));

for (const [locale, pins] of [
  ['en-GB', 'pins on the map'],
  ['fr-FR', 'repères sur la carte'],
] as const) {
  test.describe(() => {
    test.use({ locale });
    test(`the count and the clusters' names are written without a real number format (${locale})`, async ({ page }) => {
      // Counts every Intl.NumberFormat the browser really makes, from before the page's code runs
      // (docs/decisions/0036-no-number-data-while-a-page-opens.md).
      await page.addInitScript(() => {
        const Native = Intl.NumberFormat;
        const made: unknown[] = [];
        Object.assign(window, { numberFormatsMade: made });
        Intl.NumberFormat = new Proxy(Native, {
          construct: (target, args) => (made.push(args), Reflect.construct(target, args) as object),
        });
      });
      await answerMapData(page, []);
      await openMap(page);
      const drawable = drawableRows(await sheetRows(page)).length;
      await expect(page.locator('.map-side').getByRole('status')).toHaveText(`${drawable} ${pins}`);
      await expect(page.locator('.marker-cluster').first()).toBeVisible();
      expect(
        await page.evaluate(() => (window as unknown as { numberFormatsMade: unknown[] }).numberFormatsMade),
      ).toEqual([]);
    });
  });
}
