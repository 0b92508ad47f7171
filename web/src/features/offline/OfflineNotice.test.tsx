import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { renderInApp as render } from '../../../test/render';
import { noteReach } from '../../lib/networkReach';
import { OfflineNotice } from './OfflineNotice';

/** A page on screen: an observer of the query whose answer the test puts in the cache. */
function Page() {
  useQuery({ queryKey: ['sheet'], queryFn: () => new Promise(() => {}), staleTime: Infinity });
  return null;
}

function setOnline(online: boolean) {
  jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => window.dispatchEvent(new Event(online ? 'online' : 'offline')));
}

describe('OfflineNotice', () => {
  afterEach(() => jest.restoreAllMocks());

  it("online, says nothing and does not follow the cache; offline, says when the data on screen is from (on the language's own clock)", () => {
    const client = new QueryClient();
    const readAt = new Date(2026, 10, 26, 14, 2).getTime();
    client.setQueryData(['sheet'], { values: [] }, { updatedAt: readAt });
    jest.spyOn(Date, 'now').mockReturnValue(readAt + 60_000);
    const { container } = render(
      <QueryClientProvider client={client}>
        <OfflineNotice />
        <Page />
      </QueryClientProvider>,
    );
    // Online: the live region is there, empty (the line that comes into it is read out), and no
    // listener on the cache (an answer does not render the notice again).
    const region = container.querySelector('[aria-live="polite"]');
    expect(region).toBeEmptyDOMElement();
    expect(client.getQueryCache().hasListeners()).toBe(false);

    setOnline(false);
    expect(region).toContainElement(screen.getByText('Offline — shown as of 2:02 PM'));
    expect(client.getQueryCache().hasListeners()).toBe(true);

    // A newer answer while offline (a copy the worker kept) moves the time.
    act(() => client.setQueryData(['sheet'], { values: [['x']] }, { updatedAt: readAt + 5 * 60_000 }));
    expect(screen.getByText('Offline — shown as of 2:07 PM')).toBeInTheDocument();

    setOnline(true);
    expect(screen.queryByText(/Offline/)).not.toBeInTheDocument();
    expect(client.getQueryCache().hasListeners()).toBe(false);
  });

  it("a page whose data could not be read at all says only 'Offline', not a time it does not show", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(['member'], { name: 'Ada' }, { updatedAt: new Date(2026, 10, 26, 14, 2).getTime() });
    function FailedPage() {
      useQuery({ queryKey: ['member'], queryFn: () => new Promise(() => {}), staleTime: Infinity });
      useQuery({
        queryKey: ['sheet'],
        queryFn: () => Promise.reject(new Error('Failed to fetch')),
        networkMode: 'always',
      });
      return null;
    }
    setOnline(false);
    render(
      <QueryClientProvider client={client}>
        <OfflineNotice />
        <FailedPage />
      </QueryClientProvider>,
    );
    await act(async () => {
      await client
        .getQueryCache()
        .find({ queryKey: ['sheet'] })
        ?.promise?.catch(() => undefined);
    });
    expect(await screen.findByText('Offline')).toBeInTheDocument();
    expect(screen.queryByText(/shown as of/)).not.toBeInTheDocument();
  });

  it('online by the browser\'s word but with nothing getting through ("lie-fi"), says so too, until an answer comes', () => {
    const client = new QueryClient();
    const readAt = new Date(2026, 10, 26, 14, 2).getTime();
    client.setQueryData(['sheet'], { values: [] }, { updatedAt: readAt });
    jest.spyOn(Date, 'now').mockReturnValue(readAt + 60_000);
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    render(
      <QueryClientProvider client={client}>
        <OfflineNotice />
        <Page />
      </QueryClientProvider>,
    );
    expect(screen.queryByText(/Offline/)).not.toBeInTheDocument();
    act(() => noteReach(false));
    expect(screen.getByText('Offline — shown as of 2:02 PM')).toBeInTheDocument();
    act(() => noteReach(true));
    expect(screen.queryByText(/Offline/)).not.toBeInTheDocument();
  });
});
