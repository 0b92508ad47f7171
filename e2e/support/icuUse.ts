import type { Page } from '@playwright/test';

/**
 * Records, from before the page's code runs, every Intl.NumberFormat, Intl.DateTimeFormat and
 * Intl.Collator the browser really makes, and every localeCompare and Date#toLocale…String call:
 * the ICU data a page loads as it opens (docs/decisions/0036-no-number-data-while-a-page-opens.md).
 * `icuUsed(page)` reads the list. The real formats stay reachable as `window.realIntl`, for a test
 * to compare what the page wrote with what the browser's own format writes.
 */
export async function recordIcuUse(page: Page) {
  await page.addInitScript(() => {
    const used: string[] = [];
    const real = { NumberFormat: Intl.NumberFormat, DateTimeFormat: Intl.DateTimeFormat, Collator: Intl.Collator };
    Object.assign(window, { icuUsed: used, realIntl: real });
    for (const name of ['NumberFormat', 'DateTimeFormat', 'Collator'] as const) {
      Object.assign(Intl, {
        [name]: new Proxy(real[name], {
          construct: (target, args) => (used.push(name), Reflect.construct(target, args) as object),
        }),
      });
    }
    const watch = <T extends object>(prototype: T, method: keyof T & string) => {
      const original = prototype[method] as (...args: unknown[]) => unknown;
      Object.assign(prototype, {
        [method](this: unknown, ...args: unknown[]) {
          used.push(method);
          return original.apply(this, args);
        },
      });
    };
    watch(String.prototype, 'localeCompare');
    for (const method of ['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString'] as const)
      watch(Date.prototype, method);
  });
}

export const icuUsed = (page: Page) => page.evaluate(() => (window as unknown as { icuUsed: string[] }).icuUsed);
