import type { MapDataEntry } from '@saint-james/api-contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nProvider } from '../../../lib/i18n/I18nProvider';
import { queryKeys } from '../../../lib/queryKeys';
import type { TableAction } from '../model/tableState';
import { adminEntriesQuery } from './adminApi';
import { useEntryMutations } from './useEntryMutations';

// The admin's mutations against a real QueryClient: what the cache holds before, during and after
// each call, and what the table hears. The server is a fetch that answers what each test says.
jest.mock('../../../lib/auth/idToken', () => ({ currentIdToken: async () => 'admin-token' }));

const UID = 'admin-uid';
const entry = (id: string, name: string, updatedAt = '2026-01-01T00:00:00.000Z'): MapDataEntry => ({
  id,
  location: '13.1,-59.6',
  name,
  description: '',
  type: '',
  status: '',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt,
  updatedBy: 'admin@saint-james.demo',
});
const chapel = entry('chapel', 'Chapel');
const jetty = entry('jetty', 'Jetty');

type Answer = { status: number; body?: unknown };
interface Call {
  method: string;
  url: string;
  authorization: string | undefined;
  body: unknown;
  /** Answers this call. */
  answer: (answer: Answer) => void;
}

/** An answer as fetch gives it, with what the api client reads (jsdom has no Response). */
const response = ({ status, body }: Answer) =>
  ({
    ok: status >= 200 && status < 300,
    status,
    headers: { get: () => null },
    text: async () => (body === undefined ? '' : JSON.stringify(body)),
    json: async () => body,
  }) as unknown as Response;

/** Every request waits until the test answers it: the state in between can be looked at. */
function server() {
  const calls: Call[] = [];
  global.fetch = ((url: string, init: RequestInit) =>
    new Promise<Response>((resolve) => {
      calls.push({
        method: init.method ?? 'GET',
        url,
        authorization: (init.headers as Record<string, string>).Authorization,
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
        answer: (answer) => resolve(response(answer)),
      });
    })) as unknown as typeof fetch;
  return calls;
}

function setUp() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const listKey = adminEntriesQuery(UID).queryKey;
  client.setQueryData(listKey, [chapel, jetty]);
  const dispatched: TableAction[] = [];
  const events = { onDeleted: jest.fn(), onDeleteFailed: jest.fn(), onRestored: jest.fn() };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <I18nProvider>{children}</I18nProvider>
    </QueryClientProvider>
  );
  const { result } = renderHook(() => useEntryMutations(UID, (action) => dispatched.push(action), events), {
    wrapper,
  });
  const names = () => client.getQueryData(listKey)?.map((item) => item.name);
  return { client, result, dispatched, events, names };
}

const realFetch = global.fetch;
afterEach(() => {
  global.fetch = realFetch;
});

describe('useEntryMutations', () => {
  it('a save sends the loaded version with the ID token, puts the stored entry in the list and has its History read again', async () => {
    const calls = server();
    const { client, result, dispatched, names } = setUp();
    const historyKey = queryKeys.account(UID).history('chapel');
    client.setQueryData(historyKey, []);
    act(() => result.current.save.mutate({ entry: chapel, fields: { ...chapel, name: 'Old Chapel' } }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({ method: 'PUT', url: '/api/mapdata/chapel', authorization: 'Bearer admin-token' });
    expect(calls[0].body).toMatchObject({ name: 'Old Chapel', updatedAt: chapel.updatedAt });
    expect(dispatched).toEqual([{ type: 'busy', id: 'chapel', busy: 'saving' }]);
    const saved = entry('chapel', 'Old Chapel', '2026-02-01T00:00:00.000Z');
    calls[0].answer({ status: 200, body: saved });
    await waitFor(() => expect(names()).toEqual(['Old Chapel', 'Jetty']));
    expect(dispatched.at(-1)).toEqual({ type: 'saved', entry: saved });
    // Its History (open beside it) is read again: the new version in it.
    expect(client.getQueryState(historyKey)?.isInvalidated).toBe(true);
  });

  it('a stale save (409) leaves the list as it was and offers to reload the entry', async () => {
    const calls = server();
    const { result, dispatched, names } = setUp();
    act(() => result.current.save.mutate({ entry: chapel, fields: { ...chapel, name: 'Mine' } }));
    await waitFor(() => expect(calls).toHaveLength(1));
    calls[0].answer({ status: 409, body: { error: 'changed by someone', code: 'stale-entry' } });
    await waitFor(() => expect(dispatched.at(-1)).toMatchObject({ type: 'failed', id: 'chapel', offerReload: true }));
    expect(names()).toEqual(['Chapel', 'Jetty']);
  });

  it('a delete takes the row out at once, and on success refreshes the trash and tells the page', async () => {
    const calls = server();
    const { client, result, dispatched, events, names } = setUp();
    const trashKey = queryKeys.account(UID).trash;
    client.setQueryData(trashKey, []);
    act(() => result.current.remove.mutate(jetty));
    await waitFor(() => expect(calls).toHaveLength(1));
    // Optimistic: gone before the server has answered.
    expect(names()).toEqual(['Chapel']);
    expect(calls[0]).toMatchObject({ method: 'DELETE', url: '/api/mapdata/jetty' });
    calls[0].answer({ status: 204 });
    await waitFor(() => expect(events.onDeleted).toHaveBeenCalledWith(jetty));
    expect(dispatched.at(-1)).toEqual({ type: 'deleted', entry: jetty });
    expect(client.getQueryState(trashKey)?.isInvalidated).toBe(true);
    expect(names()).toEqual(['Chapel']);
  });

  it('a refused delete puts the row back where it was and says why', async () => {
    const calls = server();
    const { result, dispatched, events, names } = setUp();
    act(() => result.current.remove.mutate(chapel));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(names()).toEqual(['Jetty']);
    calls[0].answer({ status: 403, body: { error: 'Admin privileges required', code: 'forbidden' } });
    await waitFor(() => expect(events.onDeleteFailed).toHaveBeenCalledWith(chapel));
    expect(names()).toEqual(['Chapel', 'Jetty']);
    expect(dispatched.at(-1)).toEqual({
      type: 'failed',
      id: 'chapel',
      text: { key: 'admin.notDeleted', values: { reason: { key: 'admin.failure.notAdmin' } } },
    });
    expect(events.onDeleted).not.toHaveBeenCalled();
  });

  it('an add appends the created entry; a failed add keeps the list and says why', async () => {
    const calls = server();
    const { result, dispatched, names } = setUp();
    const fields = { location: '', name: 'Beach', description: '', type: '', status: '' };
    act(() => result.current.add.mutate(fields));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/api/mapdata', body: fields });
    calls[0].answer({ status: 201, body: entry('beach', 'Beach') });
    await waitFor(() => expect(names()).toEqual(['Chapel', 'Jetty', 'Beach']));
    act(() => result.current.add.mutate(fields));
    await waitFor(() => expect(calls).toHaveLength(2));
    calls[1].answer({
      status: 400,
      body: { error: 'name: bad', code: 'invalid-field', field: 'name', problem: 'too-long' },
    });
    await waitFor(() => expect(dispatched.at(-1)).toMatchObject({ type: 'add-failed' }));
    expect(names()).toEqual(['Chapel', 'Jetty', 'Beach']);
  });

  it('Undo restores the entry under its own id and tells the page', async () => {
    const calls = server();
    const { result, events, names } = setUp();
    const beach = entry('beach', 'Beach');
    act(() => result.current.restore.mutate('beach'));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/api/mapdata/beach/restore' });
    calls[0].answer({ status: 200, body: beach });
    await waitFor(() => expect(events.onRestored).toHaveBeenCalledWith(beach));
    expect(names()).toEqual(['Chapel', 'Jetty', 'Beach']);
  });
});
