import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { renderInApp as render } from '../../../../test/render';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { TierSearch } from './TierSearch';

/**
 * The properties tab: a header, then the neighbourhood in column C (index 2), the address in
 * column E (4) and the tier in column I (8).
 */
const row = (address: string, tier: string, neighborhood = '') => ['', '', neighborhood, '', address, '', '', '', tier];
const values = [
  row('Address', 'Tier', 'Neighborhood'),
  row('1 Bay Street, Holetown', '2', 'Holetown'),
  row('12 Bay Street, Holetown', '3'),
  row('Rue de l’Église, Speightstown', '1'),
];

function renderSearch(props: { initialAddress?: string; onPick?: (address: string | null) => void } = {}) {
  // The tab is already loaded (and stays fresh for the test); nothing reaches the network.
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(['sheet', 'properties'], { values, fetchedAt: '2026-11-22T12:00:00.000Z' });
  const onBack = jest.fn();
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <TierSearch onBack={onBack} {...props} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), onBack };
}

describe('TierSearch', () => {
  it('has the input focused, and lists matches only from 3 characters, case-insensitively', async () => {
    const { user } = renderSearch();
    const input = screen.getByRole('combobox');
    expect(input).toHaveFocus();
    expect(screen.queryByText('Type at least 3 characters to see the matching addresses.')).toBeNull();
    await user.type(input, 'ba');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    // Said on screen, not only to a screen reader (the field's description).
    expect(screen.getByText('Type at least 3 characters to see the matching addresses.')).toBeVisible();
    await user.type(input, 'Y');
    expect(screen.queryByText('Type at least 3 characters to see the matching addresses.')).toBeNull();
    // Each suggestion: the address, then its tier.
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      '1 Bay Street, Holetown Tier 2',
      '12 Bay Street, Holetown Tier 3',
    ]);
    // The typed part is marked, as written in the sheet.
    expect(screen.getAllByRole('option').map((option) => option.querySelector('mark')?.textContent)).toEqual([
      'Bay',
      'Bay',
    ]);
    expect(input).toHaveAttribute('aria-expanded', 'true');
  });

  it('says how many suggestions it lists once the reader pauses, and nothing once the list is shut', async () => {
    const { user } = renderSearch();
    const input = screen.getByRole('combobox');
    await user.type(input, 'bay');
    const said = await screen.findByText('2 suggestions', {}, { timeout: 3000 });
    expect(said).toHaveAttribute('role', 'status');
    await user.type(input, ' Street, Holetownx');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(said).toHaveTextContent('');
  });

  it('picks with the arrow keys and Enter, and shows the tier; typing again clears it', async () => {
    const { user } = renderSearch();
    const input = screen.getByRole('combobox');
    await user.type(input, 'bay');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[1].id);
    await user.keyboard('{Enter}');
    expect(input).toHaveValue('12 Bay Street, Holetown');
    expect(screen.getByText('Tier: 3').closest('[role="status"]')).not.toBeNull();
    // The sheet gives no neighbourhood for this one: no way to its district.
    expect(screen.queryByRole('link', { name: 'See its district on the map' })).toBeNull();
    await user.type(input, 'x');
    expect(screen.queryByText('Tier: 3')).toBeNull();
  });

  it('Enter on a whole address shows it without picking, with its details and a link to the list', async () => {
    const { user } = renderSearch();
    const input = screen.getByRole('combobox');
    await user.type(input, '1 BAY STREET{Enter}');
    expect(input).toHaveValue('1 Bay Street, Holetown');
    expect(screen.getByText('Tier: 2')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See it in the properties list' })).toHaveAttribute(
      'href',
      '/sheet?q=1+Bay+Street',
    );
    expect(screen.getByRole('link', { name: 'See its district on the map' })).toHaveAttribute(
      'href',
      '/map?district=Holetown',
    );
    // The answer is read out as it comes; its links are not part of it (Tab reaches them).
    const said = screen.getByText('Tier: 2').closest('[role="status"]')!;
    expect(said).toHaveTextContent('Holetown');
    expect(said.querySelector('a')).toBeNull();
  });

  it('Enter on a part of an address picks nothing', async () => {
    const { user } = renderSearch();
    const input = screen.getByRole('combobox');
    await user.type(input, 'Bay Str{Enter}');
    expect(input).toHaveValue('Bay Str');
    expect(screen.queryByText(/^Tier: /)).toBeNull();
    // The list stays for the reader to choose from.
    expect(input).toHaveAttribute('aria-expanded', 'true');
  });

  it('picks with a click', async () => {
    const { user } = renderSearch();
    // Accents aside: 'eglise' finds 'Église', and the mark covers the accented letters.
    await user.type(screen.getByRole('combobox'), 'eglise');
    // (jsdom's name computation pads the <mark> with spaces, browsers do not: match the end.)
    const option = screen.getByRole('option', { name: /Speightstown Tier 1$/ });
    expect(option.querySelector('mark')).toHaveTextContent(/^Église$/);
    await user.click(option);
    expect(screen.getByText('Tier: 1')).toBeInTheDocument();
  });

  it("says 'Adresse non trouvée' when nothing matches, and Back goes back", async () => {
    const { user, onBack } = renderSearch();
    await user.type(screen.getByRole('combobox'), 'nowhere');
    // The product's French words on the English page, said in French by a screen reader.
    expect(screen.getByText('Adresse non trouvée')).toHaveAttribute('lang', 'fr');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalled();
  });

  it('opens on a linked address with its tier shown and the list shut', () => {
    const onPick = jest.fn();
    renderSearch({ initialAddress: '12 bay street, holetown', onPick });
    expect(screen.getByRole('combobox')).toHaveValue('12 bay street, holetown');
    expect(screen.getByText('Tier: 3')).toBeInTheDocument();
    expect(screen.getByRole('combobox')).toHaveAttribute('aria-expanded', 'false');
  });

  it('a linked address the sheet lacks reads as not found', () => {
    renderSearch({ initialAddress: '99 Nowhere Lane' });
    expect(screen.getByText('Adresse non trouvée')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Copy link/ })).toBeNull();
  });

  it('tells the page what was picked, and copies a link to it', async () => {
    const onPick = jest.fn();
    const { user } = renderSearch({ onPick });
    await user.type(screen.getByRole('combobox'), '12 bay');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onPick).toHaveBeenLastCalledWith('12 Bay Street, Holetown');

    await user.click(screen.getByRole('button', { name: 'Copy link to the tier of 12 Bay Street, Holetown' }));
    expect(await navigator.clipboard.readText()).toBe(
      `${window.location.origin}/city-hall?address=12+Bay+Street%2C+Holetown`,
    );
    expect(screen.getByText('Link copied')).toBeInTheDocument();

    await user.type(screen.getByRole('combobox'), 'x');
    expect(onPick).toHaveBeenLastCalledWith(null);
    expect(screen.queryByRole('button', { name: /Copy link/ })).toBeNull();
  });

  it('shows the link itself when the clipboard refuses', async () => {
    const { user } = renderSearch({ initialAddress: '1 Bay Street, Holetown' });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(screen.getByRole('button', { name: /Copy link/ }));
    expect(
      screen.getByText(
        `The link could not be copied. Select it and copy it: ${window.location.origin}/city-hall?address=1+Bay+Street%2C+Holetown`,
      ),
    ).toBeInTheDocument();
  });
});
