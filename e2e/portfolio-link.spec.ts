// The link code's Copy button and the question 'Upland Auth' asks a linked member, through Hosting,
// the Functions runtime and the Upland stand-in, in Chromium with the clipboard allowed (the test
// reads it back) and refused.
import { api } from '@saint-james/api-contract';
import type { Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { holdRequests } from './support/holdRequests';
import { expect, test } from './support/test';

// Each test asks for link codes: a member of its own (own rate limit, own link).
test.use({ signedInAs: 'saint_player', ownAccount: true });

/** Counts the page's requests for a link code. */
function codeRequests(page: Page) {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith(api.upland.initAuth.path)) asked.push(request.url());
  });
  return asked;
}

/** The code as the page shows it (the visible letters, not the spelled-out copy for screen readers). */
const shownCode = (page: Page) => page.locator('.upland-code [aria-hidden="true"]');

test.describe('with the clipboard allowed', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('a linked member is asked before linking another account; Cancel asks nothing, Yes gives a code that Copy copies', async ({
    page,
  }) => {
    const asked = codeRequests(page);
    await page.goto('/dashboard');
    await expect(page.getByText('Linked to Upland as saint_player')).toBeVisible();

    // By keyboard: the question takes the focus; Cancel keeps the link and asks the api nothing.
    await page.getByRole('button', { name: 'Upland Auth' }).focus();
    await page.keyboard.press('Enter');
    const question = page.getByRole('group', { name: 'You are linked as saint_player. Link another Upland account?' });
    await expect(question.getByRole('button', { name: 'Cancel' })).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Enter');
    await expect(question).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Upland Auth' })).toBeFocused();
    await expect(page.getByText('Linked to Upland as saint_player')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Your Saint James' })).toBeVisible();
    expect(asked).toEqual([]);

    // Yes, by keyboard too: the usual flow, a code, which takes the keyboard (a screen reader reads
    // it out); Copy code is the next Tab.
    await page.keyboard.press('Enter');
    await page.keyboard.press('Shift+Tab');
    await expect(page.getByRole('button', { name: 'Link another account' })).toBeFocused();
    const answered = page.waitForResponse((res) => res.url().endsWith(api.upland.initAuth.path));
    await page.keyboard.press('Enter');
    expect((await answered).status()).toBe(200);
    expect(asked).toHaveLength(1);
    await expect(shownCode(page)).toHaveText(/^\S{4,}$/);
    const code = (await shownCode(page).textContent())!.trim();
    await expect(page.locator('.upland-code')).toBeFocused();
    // Where the keyboard went shows: a ring round the code.
    await expect(page.locator('.upland-code')).toHaveCSS('outline-style', 'solid');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Copy code' })).toBeFocused();

    await page.getByRole('button', { name: 'Copy code' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
  });
});

test('the clipboard refused: the code is selected and the member told to copy it', async ({ page }) => {
  // As a browser that denies the page the clipboard answers.
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')) },
    });
  });
  await page.goto('/dashboard');
  // A page just opened keeps its own first focus: Upland Auth takes it only when the code's box goes.
  await expect(page.getByRole('button', { name: 'Upland Auth' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Upland Auth' })).not.toBeFocused();
  await page.getByRole('button', { name: 'Upland Auth' }).click();
  await page.getByRole('button', { name: 'Link another account' }).click();
  await expect(shownCode(page)).toHaveText(/^\S{4,}$/);
  const code = (await shownCode(page).textContent())!.trim();
  await page.getByRole('button', { name: 'Copy code' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Copying was refused: the code is selected, copy it yourself.' }),
  ).toBeVisible();
  expect(await page.evaluate(() => window.getSelection()?.toString().trim())).toBe(code);
});

test.describe('in French', () => {
  test.use({ locale: 'fr-FR', permissions: ['clipboard-read', 'clipboard-write'] });

  test('the question, its answers and "Copié" in French', async ({ page }) => {
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Lier Upland' }).click();
    await expect(page.getByText('Vous êtes lié en tant que saint_player. Lier un autre compte Upland ?')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Annuler' })).toBeVisible();
    await page.getByRole('button', { name: 'Lier un autre compte' }).click();
    await page.getByRole('button', { name: 'Copier le code' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Copié' })).toBeVisible();
  });
});

test('Escape answers the question as Cancel; while a new code is asked for, that is all the status says', async ({
  page,
}) => {
  await page.goto('/dashboard');
  await expect(page.getByText('Linked to Upland as saint_player')).toBeVisible();
  await page.getByRole('button', { name: 'Upland Auth' }).click();
  await expect(page.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Link another account' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Upland Auth' })).toBeFocused();

  const release = await holdRequests(page, `**${api.upland.initAuth.path}`);
  await page.getByRole('button', { name: 'Upland Auth' }).click();
  await page.getByRole('button', { name: 'Link another account' }).click();
  await expect(page.locator('#upland-link-status')).toHaveText('Asking Upland for a code...');
  // The question gone, the keyboard waits on Upland Auth, not on the page's body.
  await expect(page.getByRole('button', { name: 'Upland Auth' })).toBeFocused();
  release();
  await expect(shownCode(page)).toHaveText(/^\S{4,}$/);
});

test("Upland Auth pressed while the link's status cannot be read starts nothing; once it is read, a linked member is asked first", async ({
  page,
}) => {
  const asked = codeRequests(page);
  // The status never gets through, the browser online (a connection reset: lie-fi).
  await page.route(`**${api.upland.status.path}`, (route) => route.abort('connectionreset'));
  await page.goto('/dashboard');
  const failed = page.getByText(
    'Whether your Upland account is linked could not be checked. Check your connection and try again.',
  );
  await expect(failed).toBeVisible();
  const button = page.getByRole('button', { name: 'Upland Auth' });
  // Pressed, the status is asked for again (the button busy meanwhile), fails again: nothing starts.
  const statusFailed = page.waitForEvent('requestfailed', (request) => request.url().endsWith(api.upland.status.path));
  await button.click();
  await statusFailed;
  await expect(button).not.toHaveAttribute('aria-disabled', 'true');
  await expect(failed).toBeVisible();
  await expect(page.getByRole('button', { name: 'Link another account' })).toHaveCount(0);
  expect(asked).toEqual([]);

  // The line back: the status is read as the button is pressed, and the linked member is asked.
  await page.unroute(`**${api.upland.status.path}`);
  await button.click();
  await expect(page.getByRole('button', { name: 'Link another account' })).toBeVisible();
  expect(asked).toEqual([]);
});
