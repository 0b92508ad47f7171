import type { Locator } from '@playwright/test';

/**
 * The portfolio list's column titles that are not whole on one line inside their column (the
 * title wider than its column, or its sort arrow on a line of its own); [] when all are.
 */
export async function columnTitlesCut(list: Locator): Promise<string[]> {
  const cut: string[] = [];
  for (const header of await list.getByRole('columnheader').all()) {
    const fits = await header.evaluate((th) => {
      const button = th.querySelector('button')!;
      const title = document.createRange();
      title.selectNodeContents(button.firstChild!);
      const arrow = button.querySelector('span')!.getBoundingClientRect();
      const [first] = title.getClientRects();
      // Inside the column's own box: a title that runs into its padding reads as one with the next.
      const end = th.getBoundingClientRect().right - parseFloat(getComputedStyle(th).paddingRight);
      return arrow.right <= end + 0.5 && Math.abs(arrow.top - first.top) < 4;
    });
    if (!fits) cut.push((await header.textContent()) ?? '');
  }
  return cut;
}
