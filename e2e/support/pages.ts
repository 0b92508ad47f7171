/** Every page of the site, with what says it is ready to be looked at (tests of all pages). */
import { expect, type Page } from '@playwright/test';
import { PINS_DRAWN_ATTRIBUTE } from '../../web/src/features/map/model/pinsDrawn';
import { reachForMap } from '../map-helpers';

export interface SitePage {
  path: string;
  /** Who must be signed in to see it. */
  who: 'visitor' | 'member' | 'admin';
  /** Waits until the page shows its content (not a Loading line). */
  ready: (page: Page) => Promise<void>;
}

const heading = (page: Page) => expect(page.locator('main h1').first()).toBeVisible();
const noLoading = (page: Page) => expect(page.locator('main .loading')).toHaveCount(0, { timeout: 10_000 });
const headingAndData = async (page: Page) => {
  await heading(page);
  await noLoading(page);
};

export const SITE_PAGES: SitePage[] = [
  { path: '/', who: 'visitor', ready: heading },
  { path: '/?mode=signup', who: 'visitor', ready: heading },
  { path: '/?mode=reset', who: 'visitor', ready: heading },
  { path: '/verify-email', who: 'visitor', ready: heading },
  {
    path: '/sheet',
    who: 'visitor',
    ready: async (page) => {
      await headingAndData(page);
      await expect(page.locator('main [role="table"] [role="cell"]').first()).toBeVisible({ timeout: 15_000 });
    },
  },
  { path: '/urbanism', who: 'visitor', ready: headingAndData },
  {
    path: '/map',
    who: 'visitor',
    ready: async (page) => {
      await heading(page);
      // Leaflet's map, not the still picture it opens on, and not after the picture's quiet wait.
      await reachForMap(page);
      await expect(page.locator(`.leaflet-container[${PINS_DRAWN_ATTRIBUTE}]`)).toHaveCount(1, { timeout: 15_000 });
    },
  },
  { path: '/city-hall', who: 'visitor', ready: heading },
  { path: '/activity', who: 'visitor', ready: heading },
  { path: '/activity/page3', who: 'visitor', ready: heading },
  { path: '/contact', who: 'visitor', ready: heading },
  { path: '/lumen-poetry', who: 'visitor', ready: heading },
  { path: '/no-such-page', who: 'visitor', ready: heading },
  { path: '/dashboard', who: 'member', ready: headingAndData },
  { path: '/profile', who: 'member', ready: heading },
  {
    path: '/admin/dashboard',
    who: 'admin',
    ready: async (page) => {
      await headingAndData(page);
      await expect(page.locator('main table')).toBeVisible({ timeout: 15_000 });
    },
  },
];

/** Who the test's browser is signed in as to see a page (support/test.ts: `test.use({ signedInAs })`). */
export const viewerOf = (sitePage: SitePage) => (sitePage.who === 'visitor' ? null : sitePage.who);

/**
 * Opens a page in a browser signed in as its viewer (`test.use({ signedInAs: viewerOf(sitePage) })`),
 * and waits for it (and for the splash to have gone).
 */
export async function openSitePage(page: Page, sitePage: SitePage) {
  await page.goto(sitePage.path);
  await sitePage.ready(page);
  await expect(page.getByTestId('splash')).toHaveCount(0, { timeout: 15_000 });
}
