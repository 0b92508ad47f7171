// From "Your Saint James" on /dashboard onward, through Hosting and the Upland stand-in: each
// neighbourhood to its district on the map, each address the sheet has to its tier at City Hall
// (one it lacks says so, and leads nowhere), and the member's districts and rows elsewhere.
import { expect, test } from './support/test';

test.use({ signedInAs: 'saint_player' });

test('a linked member goes from the list to City Hall, the map and the Properties page, never to a dead end', async ({
  page,
  linkedMember: { portfolio },
}) => {
  await page.goto('/dashboard');
  const section = page.getByRole('region', { name: 'Your Saint James' });
  const rows = section.locator('tbody tr.portfolio-row');
  await expect(rows).toHaveCount(portfolio.properties.length);

  const unlisted = portfolio.properties.filter((property) => property.inSheet === false);
  expect(unlisted.length).toBeGreaterThan(0);
  for (const { address } of unlisted) {
    const row = rows.filter({ hasText: address });
    await expect(row.locator('td').first()).toContainText(`${address} (not in the sheet)`);
    await expect(row.getByRole('link', { name: address, exact: true })).toHaveCount(0);
  }
  const listed = portfolio.properties.find((property) => property.inSheet !== false)!;
  const row = rows.filter({ hasText: listed.address });
  await expect(row.getByRole('link', { name: listed.address, exact: true })).toHaveAttribute(
    'href',
    `/city-hall?${new URLSearchParams({ address: listed.address }).toString()}`,
  );

  await expect(section.getByRole('link', { name: 'Your rows on the Properties page' })).toHaveAttribute(
    'href',
    '/sheet?mine=1',
  );
  await expect(section.getByRole('link', { name: 'Your districts on the map' })).toHaveAttribute('href', '/map');
  // A neighbourhood opens the map on its district.
  await row.getByRole('link', { name: listed.neighborhood, exact: true }).click();
  await expect(page).toHaveURL(`/map?${new URLSearchParams({ district: listed.neighborhood }).toString()}`);
  await expect(page.getByRole('heading', { name: 'Map', level: 1 })).toBeVisible();
});
