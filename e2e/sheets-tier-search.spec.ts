import { expect, test, type Page } from './support/test';
import { demoTab, gate, warmUpSheetsApi, watchSheet } from './support/sheets';

// The tier search panel on /city-hall, against the demo workbook the emulator serves.
// Expected matches are computed from the same workbook: address column E (4), tier column I (8).

const rows = demoTab('properties').slice(1);
const matching = (query: string) => rows.filter((row) => row[4].toLowerCase().includes(query.trim().toLowerCase()));

test.beforeAll(async ({ request }) => {
  test.setTimeout(40_000);
  await warmUpSheetsApi(request);
});

async function openSearch(page: Page) {
  await page.goto('/city-hall');
  await page.getByRole('button', { name: 'search tier' }).click();
  await expect(page.getByRole('heading', { name: 'Search Tier' })).toBeVisible();
  return page.getByRole('combobox');
}

const listbox = (page: Page) => page.getByRole('listbox', { name: 'Matching addresses' });
const options = (page: Page) => listbox(page).getByRole('option');
/** The addresses of the suggestions (each option also shows its tier). */
const optionAddresses = (page: Page) => options(page).locator('.tier-address');
/** The tier answer's first line, or the message where there is none. */
const status = (page: Page) => page.locator('.tier-search').locator('.tier-result, .tier-message');

// An address whose first 3+ characters pick out fewer than 20 rows, and a query matching more.
const target = rows.find((row) => matching(row[4]).length === 1)!;
const broad = 'sandy';

test('suggestions from 3 characters, case-insensitive, at most 20 with a count of the rest', async ({ page }) => {
  const input = await openSearch(page);
  await expect(input).toHaveAttribute('placeholder', 'Enter address');
  await expect(page.getByText('Loading...')).toHaveCount(0);

  await input.fill('sa');
  await expect(listbox(page)).toBeHidden();
  await expect(input).toHaveAttribute('aria-expanded', 'false');

  await input.fill(broad.toUpperCase());
  const expected = matching(broad);
  expect(expected.length).toBeGreaterThan(20);
  await expect(input).toHaveAttribute('aria-expanded', 'true');
  await expect(optionAddresses(page)).toHaveText(expected.slice(0, 20).map((row) => row[4]));
  // Each with its tier, and the typed part marked as the sheet writes it.
  await expect(options(page).locator('.tier-badge')).toHaveText(expected.slice(0, 20).map((row) => `Tier ${row[8]}`));
  await expect(options(page).first().locator('mark')).toHaveText(/^sandy$/i);
  await expect(page.getByText(`and ${(expected.length - 20).toLocaleString('en')} more matches`)).toBeVisible();

  // Under 3 characters again: the suggestions go.
  await input.press('Backspace');
  await input.press('Backspace');
  await input.press('Backspace');
  await expect(input).toHaveValue('SA');
  await expect(listbox(page)).toBeHidden();
});

test('a query with no match says Adresse non trouvée', async ({ page }) => {
  const input = await openSearch(page);
  await input.fill('zzq');
  await expect(status(page)).toHaveText('Adresse non trouvée');
  await expect(listbox(page)).toBeHidden();
  await input.fill('zz');
  await expect(status(page)).toHaveText('');
});

test('Enter on a whole address shows its tier, neighbourhood, street and size, and leads to it in the list', async ({
  page,
}) => {
  const input = await openSearch(page);
  // Typed in other case, without picking: the street address (before the comma) is enough.
  await input.fill(target[4].split(',')[0].toUpperCase());
  await expect(listbox(page)).toBeVisible();
  await input.press('Enter');
  await expect(input).toHaveValue(target[4]);
  await expect(status(page)).toHaveText(`Tier: ${target[8]}`);
  const facts = page.locator('.tier-facts');
  await expect(facts.locator('dt')).toHaveText(['Neighbourhood', 'Street', 'Size (m²)']);
  await expect(facts.locator('dd')).toHaveText([target[2], target[3], target[5]].map((value) => value || '—'));
  await page.getByRole('link', { name: 'See it in the properties list' }).click();
  await expect(page).toHaveURL(/\/sheet\?q=/);
  await expect(page.getByRole('row').filter({ hasText: target[4] })).toHaveCount(1);
});

test('Enter on a part of an address picks nothing', async ({ page }) => {
  const input = await openSearch(page);
  await input.fill(broad);
  await expect(listbox(page)).toBeVisible();
  await input.press('Enter');
  await expect(input).toHaveValue(broad);
  await expect(status(page)).toHaveText('');
  // The list stays for the reader to choose from.
  await expect(listbox(page)).toBeVisible();
});

test('picking a match with the mouse fills the input and shows its tier; typing clears the tier', async ({ page }) => {
  const input = await openSearch(page);
  const query = target[4].slice(0, Math.max(3, target[4].indexOf(',')));
  await input.fill(query);
  const match = options(page).filter({ hasText: target[4] });
  await expect(match).toHaveCount(1);
  await match.click();
  await expect(input).toHaveValue(target[4]);
  await expect(status(page)).toHaveText(`Tier: ${target[8]}`);
  await expect(listbox(page)).toBeHidden();

  await input.press('End');
  await input.press('Backspace');
  await expect(status(page)).not.toContainText('Tier:');
  await expect(input).toHaveValue(target[4].slice(0, -1));
});

test('keyboard: arrows move through the list, Enter picks, Escape closes', async ({ page }) => {
  const input = await openSearch(page);
  const query = 'Holetown';
  const expected = matching(query).slice(0, 20);
  await input.fill(query);
  await expect(options(page)).toHaveCount(expected.length);
  await expect(input).not.toHaveAttribute('aria-activedescendant', /.+/);

  const activeText = async () => {
    const id = await input.getAttribute('aria-activedescendant');
    return id ? page.locator(`[id="${id}"] .tier-address`).textContent() : null;
  };

  await input.press('ArrowDown');
  expect(await activeText()).toBe(expected[0][4]);
  await expect(options(page).nth(0)).toHaveAttribute('aria-selected', 'true');
  await input.press('ArrowDown');
  expect(await activeText()).toBe(expected[1][4]);
  await expect(options(page).nth(0)).toHaveAttribute('aria-selected', 'false');
  await input.press('ArrowUp');
  expect(await activeText()).toBe(expected[0][4]);
  // Up from the first wraps to the last.
  await input.press('ArrowUp');
  expect(await activeText()).toBe(expected[expected.length - 1][4]);
  await expect(input).toBeFocused();

  // Escape closes the list and keeps what was typed.
  await input.press('Escape');
  await expect(listbox(page)).toBeHidden();
  await expect(input).toHaveAttribute('aria-expanded', 'false');
  await expect(input).toHaveValue(query);

  // ArrowDown opens it again; Enter picks.
  await input.press('ArrowDown');
  await input.press('ArrowDown');
  await expect(listbox(page)).toBeVisible();
  expect(await activeText()).toBe(expected[1][4]);
  await input.press('Enter');
  await expect(input).toHaveValue(expected[1][4]);
  await expect(status(page)).toHaveText(`Tier: ${expected[1][8]}`);
  await expect(listbox(page)).toBeHidden();
});

test('Loading... while the properties load', async ({ page }) => {
  const hold = gate();
  await watchSheet(page, 'properties', async (route) => {
    await hold.opened;
    await route.continue();
  });
  const input = await openSearch(page);
  await expect(page.getByText('Loading...')).toBeVisible();
  await input.fill('sandy');
  await expect(listbox(page)).toBeHidden();
  await expect(status(page)).toHaveText('');
  hold.open();
  await expect(page.getByText('Loading...')).toHaveCount(0);
  // What was typed before the data came is searched once it is there.
  await expect(options(page)).toHaveCount(20);
});

test('a network error shows an error line and Retry; Retry loads, and the search works', async ({ page }) => {
  let failing = true;
  await watchSheet(page, 'properties', (route) => (failing ? route.abort('internetdisconnected') : route.continue()));
  const input = await openSearch(page);
  await expect(page.getByRole('alert')).toHaveText('Network error. Please try again.');
  await input.fill(target[4]);
  failing = false;
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(input).toHaveValue(target[4]);
  // The Retry click took the focus; back in the input, the matches show again.
  await input.click();
  await options(page).first().click();
  await expect(status(page)).toHaveText(`Tier: ${target[8]}`);
});

test('/city-hall?address= opens the search on that address and shows its tier; Copy link gives that link', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(`/city-hall?address=${encodeURIComponent(target[4])}`);
  const input = page.getByRole('combobox');
  await expect(page.getByRole('heading', { name: 'Search Tier' })).toBeVisible();
  await expect(input).toHaveValue(target[4]);
  await expect(status(page)).toHaveText(`Tier: ${target[8]}`);
  await expect(listbox(page)).toBeHidden();

  await page.getByRole('button', { name: `Copy link to the tier of ${target[4]}` }).click();
  await expect(page.getByText('Link copied')).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(new URL(link).origin).toBe(new URL(baseURL!).origin);
  expect(new URL(link).pathname).toBe('/city-hall');
  expect(new URL(link).searchParams.get('address')).toBe(target[4]);

  // The copied link, opened afresh, shows the same tier.
  const other = await context.newPage();
  await other.goto(link);
  await expect(other.getByRole('combobox')).toHaveValue(target[4]);
  await expect(status(other)).toHaveText(`Tier: ${target[8]}`);
});

test('a picked address goes into the address bar; Back to the hub clears it', async ({ page }) => {
  const input = await openSearch(page);
  await input.fill(target[4].slice(0, 12));
  await options(page).filter({ hasText: target[4] }).click();
  await expect(status(page)).toHaveText(`Tier: ${target[8]}`);
  await expect.poll(() => new URL(page.url()).searchParams.get('address')).toBe(target[4]);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect.poll(() => new URL(page.url()).search).toBe('');
  await page.getByRole('button', { name: 'search tier' }).click();
  await expect(page.getByRole('combobox')).toHaveValue('');
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('an address opened from a link shows from its start (its number), not its end', async ({ page }) => {
    const long = rows.find((row) => row[4].length > 40 && row[8] !== '')!;
    await page.goto(`/city-hall?address=${encodeURIComponent(long[4])}`);
    const input = page.getByRole('combobox');
    await expect(status(page)).toHaveText(`Tier: ${long[8]}`);
    await expect(input).toBeFocused();
    const scroll = await input.evaluate((el) => ({ left: el.scrollLeft, hidden: el.scrollWidth > el.clientWidth }));
    expect(scroll).toEqual({ left: 0, hidden: true });
  });
});

test('a link to an address the sheet lacks says Adresse non trouvée', async ({ page }) => {
  await page.goto('/city-hall?address=1%20Nowhere%20Lane');
  await expect(page.getByRole('combobox')).toHaveValue('1 Nowhere Lane');
  await expect(status(page)).toHaveText('Adresse non trouvée');
});
