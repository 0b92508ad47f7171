/**
 * Where the site's sticky header ends on the screen (px from the top; 0 without one): what a page
 * scrolled to "under the header" must stay below.
 */
export const headerBottom = (): number =>
  Math.max(document.querySelector('.site-header')?.getBoundingClientRect().bottom ?? 0, 0);
