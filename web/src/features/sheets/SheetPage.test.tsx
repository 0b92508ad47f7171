import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { PROPERTIES_HEADER, propertyRow } from '../../../test/propertiesTab';
import { renderInApp as render } from '../../../test/render';
import SheetPage from './SheetPage';

// The signed-in member's own properties ("Mine"): none (a visitor) unless a test says otherwise.
let myProperties: { id: string; address: string; neighborhood: string; tier: number | null }[] | null = null;
jest.mock('../upland/mine', () => ({ useMyProperties: () => myProperties }));
afterEach(() => {
  myProperties = null;
});

const row = (id: string, hood: string, address: string, size: string, tier: string) =>
  propertyRow({ id, hood, address, size, tier });
const values = [
  PROPERTIES_HEADER,
  row('p1', 'Holetown', '12 First Street, Holetown', '1,122', '3'),
  row('p2', 'Sandy Lane', '9 Palm Avenue, Sandy Lane', '95', '1'),
  row('p3', 'Holetown', '3 Rue de la Vallée, Holetown', '300', '1'),
];

// jsdom lays nothing out: give the rows the sizes a browser would, so the virtualizer draws rows
// (it reads the window's innerHeight and each row's offsetHeight).
const sized = (name: 'clientHeight' | 'clientWidth' | 'offsetHeight', size: (el: HTMLElement) => number) =>
  jest.spyOn(HTMLElement.prototype, name, 'get').mockImplementation(function (this: HTMLElement) {
    return size(this);
  });
beforeEach(() => {
  sized('clientHeight', () => 0);
  sized('clientWidth', () => 1000);
  sized('offsetHeight', () => 36);
});
afterEach(() => jest.restoreAllMocks());

async function renderPage(url = '/sheet') {
  // The tab is already loaded (and stays fresh for the test); nothing reaches the network.
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(['sheet', 'properties'], { values, fetchedAt: '2026-11-22T12:00:00.000Z' });
  const router = { state: { location: { search: '' } } };
  /** Keeps the router's current address where the test can read it. */
  function AddressProbe() {
    router.state.location.search = useLocation().search;
    return null;
  }
  // The browser's address is the page's, as under the app's (browser) router: the explorer writes
  // its view only while the address is still its page's (lib/addressIs.ts).
  window.history.replaceState(null, '', url);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/sheet" element={<SheetPage />} />
        </Routes>
        <AddressProbe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  // The table is built in slices (usePropertiesData): it arrives a few tasks after the page.
  await screen.findByRole('table', { name: 'Google Sheet Data' });
  return { user: userEvent.setup(), router };
}

const table = () => screen.getByRole('table', { name: 'Google Sheet Data' });
const shownAddresses = () =>
  within(table())
    .queryAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[2].textContent);

describe('SheetPage explorer', () => {
  it('shows every row and the count', async () => {
    await renderPage();
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((h) => h.textContent?.replace(/[▲▼↕]/, '')),
    ).toEqual(['Neighbourhood', 'Street', 'Address', 'Size (m²)', 'Tier']);
    expect(shownAddresses()).toHaveLength(3);
    expect(screen.getByText('3 of 3 properties')).toBeInTheDocument();
  });

  it('searches without regard to accents, and writes the search to the address', async () => {
    const { user, router } = await renderPage();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'VALLEE');
    expect(shownAddresses()).toEqual(['3 Rue de la Vallée, Holetown']);
    expect(screen.getByText('1 of 3 properties')).toBeInTheDocument();
    // The address takes the search once typing pauses.
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(router.state.location.search).toBe('?q=VALLEE'));
  });

  it('filters by tier and neighbourhood; Clear filters brings every row back', async () => {
    const { user, router } = await renderPage();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tier' }), 'Tier 1');
    expect(shownAddresses()).toEqual(['9 Palm Avenue, Sandy Lane', '3 Rue de la Vallée, Holetown']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Neighbourhood' }), 'Holetown');
    expect(shownAddresses()).toEqual(['3 Rue de la Vallée, Holetown']);
    expect(router.state.location.search).toBe('?tier=1&neighborhood=Holetown');

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(shownAddresses()).toHaveLength(3);
    expect(router.state.location.search).toBe('');
  });

  it('sorts by a column header, numbers as numbers, with aria-sort', async () => {
    const { user, router } = await renderPage();
    const sizeHeader = () => screen.getByRole('columnheader', { name: /Size/ });
    expect(sizeHeader()).not.toHaveAttribute('aria-sort');
    await user.click(within(sizeHeader()).getByRole('button'));
    expect(sizeHeader()).toHaveAttribute('aria-sort', 'ascending');
    // Said once, in a status: aria-sort is not read out as it changes.
    expect(screen.getByText('Sorted by Size (m²), in ascending order.')).toHaveAttribute('role', 'status');
    expect(shownAddresses()).toEqual([
      '9 Palm Avenue, Sandy Lane',
      '3 Rue de la Vallée, Holetown',
      '12 First Street, Holetown',
    ]);
    await user.click(within(sizeHeader()).getByRole('button'));
    expect(sizeHeader()).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByText('Sorted by Size (m²), in descending order.')).toHaveAttribute('role', 'status');
    expect(shownAddresses()[0]).toBe('12 First Street, Holetown');
    expect(router.state.location.search).toBe('?sort=-size');
    // A third press gives the sheet's own order back, and says so.
    await user.click(within(sizeHeader()).getByRole('button'));
    expect(sizeHeader()).not.toHaveAttribute('aria-sort');
    expect(screen.getByText('In the order of the sheet.')).toHaveAttribute('role', 'status');
  });

  it('opens on the view an address holds', async () => {
    await renderPage('/sheet?q=holetown&sort=-size');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('holetown');
    expect(shownAddresses()).toEqual(['12 First Street, Holetown', '3 Rue de la Vallée, Holetown']);
    expect(screen.getByRole('columnheader', { name: /Size/ })).toHaveAttribute('aria-sort', 'descending');
    // The order it opened with is not read out as news: nobody pressed a title.
    expect(screen.queryByText(/^Sorted by/)).toBeNull();
  });

  it('says when nothing matches, and keeps a shared filter value the data lacks', async () => {
    await renderPage('/sheet?tier=9');
    expect(screen.getByRole('combobox', { name: 'Tier' })).toHaveValue('9');
    expect(screen.getByText('0 of 3 properties')).toBeInTheDocument();
    expect(screen.getByText('No property matches this search and these filters.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toHaveAttribute('aria-disabled', 'true');
  });

  it("offers a visitor no Mine chip, and a linked member 'Mine (N)' that keeps mine=1 in the address", async () => {
    await renderPage('/sheet?mine=1');
    expect(screen.queryByRole('button', { name: /^Mine/ })).not.toBeInTheDocument();
    expect(shownAddresses()).toHaveLength(3);
    cleanup();

    // Two of the member's three are in the sheet (one written otherwise: case and a trailing town).
    myProperties = [
      { id: 'u1', address: '12 FIRST STREET', neighborhood: 'Holetown', tier: 3 },
      { id: 'u2', address: '3 Rue de la Vallée, Saint James', neighborhood: 'Holetown', tier: 1 },
      { id: 'u3', address: '1 Elsewhere Road', neighborhood: 'Oistins', tier: null },
    ];
    const { user, router } = await renderPage();
    const chip = screen.getByRole('button', { name: 'Mine (2)' });
    expect(chip).toHaveAttribute('aria-pressed', 'false');
    await user.click(chip);
    expect(chip).toHaveAttribute('aria-pressed', 'true');
    expect(shownAddresses()).toEqual(['12 First Street, Holetown', '3 Rue de la Vallée, Holetown']);
    expect(router.state.location.search).toBe('?mine=1');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(shownAddresses()).toHaveLength(3);
    expect(router.state.location.search).toBe('');
  });
});
