// /sheet and /urbanism open without ICU's number or date data, in English and French: the count of
// properties ("2,367 of 2,367 properties") and the time of the last change ("Updated 8:41:07 PM")
// are written as the browser's own formats would write them
// (docs/decisions/0036-no-number-data-while-a-page-opens.md).
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { icuUsed, recordIcuUse } from './support/icuUse';
import { demoTab, warmUpSheetsApi } from './support/sheets';

const TOTAL = demoTab('properties').length - 1;

/**
 * A time zone where it is about noon now: the sheet's last change and the page's check then fall on
 * the same day, which the page writes as a time only (a change on an earlier day gets its date).
 */
const noonNow = (): string => {
  const hoursAhead = 12 - new Date().getUTCHours(); // -11 … 12
  return hoursAhead === 0 ? 'Etc/GMT' : `Etc/GMT${hoursAhead > 0 ? '-' : '+'}${Math.abs(hoursAhead)}`;
};

test.beforeAll(async ({ request }) => {
  test.setTimeout(40_000);
  await warmUpSheetsApi(request);
});

/** The page's "Updated …" and "(checked …)" times against the browser's own format of the same instants. */
async function expectTimesAsTheBrowserWrites(page: Page, language: string) {
  const times = page.locator('.sheet-updated time');
  await expect(times).toHaveCount(2);
  const [shown, real] = await times.evaluateAll((elements, lang) => {
    const { realIntl } = window as unknown as { realIntl: { DateTimeFormat: typeof Intl.DateTimeFormat } };
    const format = new realIntl.DateTimeFormat(lang, { timeStyle: 'medium' });
    return [
      elements.map((time) => time.textContent ?? ''),
      elements.map((time) => format.format(new Date(time.getAttribute('datetime') ?? '')).replace(/\u202f/g, ' ')),
    ];
  }, language);
  expect(shown[0]).toContain(real[0]);
  expect(shown[1]).toContain(real[1]);
}

for (const [locale, language, of, properties] of [
  ['en-GB', 'en', 'of', 'properties'],
  ['fr-FR', 'fr', 'sur', 'propriétés'],
] as const) {
  test.describe(() => {
    test.use({ locale, timezoneId: noonNow() });

    test(`/sheet: the count and the time, without ICU's number or date data (${locale})`, async ({ page }) => {
      await recordIcuUse(page);
      await page.goto('/sheet');
      const total = await page.evaluate(
        ([lang, n]) => {
          const { realIntl } = window as unknown as { realIntl: { NumberFormat: typeof Intl.NumberFormat } };
          return new realIntl.NumberFormat(lang).format(n);
        },
        [language, TOTAL] as const,
      );
      await expect(page.locator('.explorer-count')).toHaveText(`${total} ${of} ${total} ${properties}`);
      await expectTimesAsTheBrowserWrites(page, language);
      expect(await icuUsed(page)).toEqual([]);
    });

    test(`/urbanism: the time, without ICU's date data (${locale})`, async ({ page }) => {
      await recordIcuUse(page);
      await page.goto('/urbanism');
      await expectTimesAsTheBrowserWrites(page, language);
      expect(await icuUsed(page)).toEqual([]);
    });
  });
}
