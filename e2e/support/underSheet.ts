/**
 * Whether an element is hidden under a sheet fixed over the page's bottom (the admin's form on a
 * phone, the map's legend): its description when it is, null when it is in sight (or in the sheet,
 * or when the sheet is not fixed over the page, as on a wide screen). An element that fits above
 * the sheet must be whole above it; one taller than that room (the map) must at least begin above.
 */
import type { Locator, Page } from '@playwright/test';

export function underSheet(page: Page, sheetSelector: string, target?: Locator): Promise<string | null> {
  // By default the element the keyboard is on.
  return (target ?? page.locator(':focus')).evaluate((element, selector) => {
    const sheet = document.querySelector(selector);
    if (!sheet || sheet.contains(element) || getComputedStyle(sheet).position !== 'fixed') return null;
    const box = element.getBoundingClientRect();
    const top = sheet.getBoundingClientRect().top;
    const hidden = box.height < top ? box.bottom > top + 1 : box.top >= top;
    return hidden ? `${element.outerHTML.slice(0, 80)}: ${box.top}–${box.bottom}, the sheet from ${top}` : null;
  }, sheetSelector);
}
