import type { Portfolio } from '@saint-james/api-contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInApp as render } from '../../../../test/render';
import { ApiError } from '../../../lib/api';
import { RefreshLine } from './RefreshLine';
import { timeOfDay } from '../../../lib/i18n/timeOfDay';

// Refresh asked within the minute: the server says how long to wait (Retry-After).
jest.mock('./portfolioApi', () => ({
  ...jest.requireActual('./portfolioApi'),
  refreshPortfolio: jest.fn(),
}));
const { refreshPortfolio } = jest.requireMock<{ refreshPortfolio: jest.Mock }>('./portfolioApi');

const portfolio = { fetchedAt: new Date().toISOString(), stale: false } as Portfolio;

describe('RefreshLine', () => {
  beforeEach(() => refreshPortfolio.mockReset());
  afterEach(() => jest.useRealTimers());

  it('a refresh that worked is shown and read out with its new time; one Upland did not answer says so', async () => {
    const user = userEvent.setup();
    const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <RefreshLine uid="member-1" portfolio={portfolio} />
      </QueryClientProvider>,
    );
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('');
    refreshPortfolio.mockResolvedValue({ ...portfolio, fetchedAt: new Date(2026, 10, 27, 14, 2).toISOString() });
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    // Shown, not only read out: the 'As of' time does not change within the same minute.
    const refreshed = await within(status).findByText(/^Refreshed: your properties as of .*2:02/);
    expect(refreshed).toHaveClass('success-message');
    refreshPortfolio.mockResolvedValue({ ...portfolio, stale: true });
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    // The line above says it already (shown once): read out only.
    expect(await within(status).findByText(/Upland/)).toHaveClass('visually-hidden');
    expect(within(status).queryByText(/^Refreshed/)).toBeNull();
  });

  it("'try again at …' goes once that time has come; until then Refresh asks nothing and says it again", async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    refreshPortfolio.mockRejectedValue(new ApiError(429, 'too-many-refreshes', 'wait', undefined, undefined, 3));
    const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <RefreshLine uid="member-1" portfolio={portfolio} />
      </QueryClientProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    const again = timeOfDay(new Date(Date.now() + 3_000), 'en');
    expect(await screen.findByText(`Refresh is possible once a minute: try again at ${again}.`)).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Refresh' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    const said = screen.getByText(/try again at/);
    await user.click(button);
    expect(refreshPortfolio).toHaveBeenCalledTimes(1);
    // The press puts the same words in again (a new node in the live region: read out again).
    const saidAgain = screen.getByText(`Refresh is possible once a minute: try again at ${again}.`);
    expect(saidAgain).not.toBe(said);
    expect(said).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(2_000));
    expect(screen.getByText(/try again at/)).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1_100));
    expect(screen.queryByText(/try again at/)).toBeNull();
    expect(button).not.toHaveAttribute('aria-disabled');
    await user.click(button);
    expect(refreshPortfolio).toHaveBeenCalledTimes(2);
  });
});
