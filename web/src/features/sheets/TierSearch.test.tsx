import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { renderInApp as render } from '../../../test/render';
import userEvent from '@testing-library/user-event';
import { TierSearch } from './TierSearch';

/** The properties tab: a header, then address in column E (index 4) and tier in column I (8). */
const row = (address: string, tier: string) => ['', '', '', '', address, '', '', '', tier];
const values = [
  row('Address', 'Tier'),
  row('1 Bay Street, Holetown', '2'),
  row('12 Bay Street, Holetown', '3'),
  row('Rue de l’Église, Speightstown', '1'),
];

function renderSearch() {
  // The tab is already loaded (and stays fresh for the test); nothing reaches the network.
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(['sheet', 'properties'], { values, fetchedAt: '2026-11-22T12:00:00.000Z' });
  const onBack = jest.fn();
  render(
    <QueryClientProvider client={client}>
      <TierSearch onBack={onBack} />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), onBack };
}

describe('TierSearch', () => {
  it('has the input focused, and lists matches only from 3 characters, case-insensitively', async () => {
    const { user } = renderSearch();
    const input = screen.getByRole('combobox');
    expect(input).toHaveFocus();
    await user.type(input, 'ba');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    await user.type(input, 'Y');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      '1 Bay Street, Holetown',
      '12 Bay Street, Holetown',
    ]);
    expect(input).toHaveAttribute('aria-expanded', 'true');
  });

  it('picks with the arrow keys and Enter, and shows the tier; typing again clears it', async () => {
    const { user } = renderSearch();
    const input = screen.getByRole('combobox');
    await user.type(input, 'bay');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[1].id);
    await user.keyboard('{Enter}');
    expect(input).toHaveValue('12 Bay Street, Holetown');
    expect(screen.getByRole('status')).toHaveTextContent('Tier: 3');
    await user.type(input, 'x');
    expect(screen.queryByText('Tier: 3')).toBeNull();
  });

  it('picks with a click', async () => {
    const { user } = renderSearch();
    await user.type(screen.getByRole('combobox'), 'église');
    await user.click(screen.getByRole('option', { name: 'Rue de l’Église, Speightstown' }));
    expect(screen.getByText('Tier: 1')).toBeInTheDocument();
  });

  it("says 'Adresse non trouvée' when nothing matches, and Back goes back", async () => {
    const { user, onBack } = renderSearch();
    await user.type(screen.getByRole('combobox'), 'nowhere');
    expect(screen.getByText('Adresse non trouvée')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalled();
  });
});
