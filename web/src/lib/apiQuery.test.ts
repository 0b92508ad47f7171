import { api } from '@saint-james/api-contract';
import { QueryClient } from '@tanstack/react-query';
import { apiQuery } from './apiQuery';
import { queryKeys } from './queryKeys';

jest.mock('./auth/idToken', () => ({ currentIdToken: async () => 'member-token' }));

const realFetch = global.fetch;
afterEach(() => {
  global.fetch = realFetch;
});

describe('apiQuery', () => {
  it('keeps an answer that sends the ID token only under the account’s key (checked by the compiler)', () => {
    const keys = queryKeys.account('uid-1');
    expect(apiQuery({ key: keys.uplandStatus, endpoint: api.upland.status }).queryKey).toEqual([
      'account',
      'uid-1',
      'upland-status',
    ]);
    // @ts-expect-error -- the link status is the member's own: a public key would outlive the sign-out
    apiQuery({ key: queryKeys.publicMapData, endpoint: api.upland.status });
    // @ts-expect-error -- a hand-written key is not the account's either
    apiQuery({ key: ['upland-status'] as const, endpoint: api.upland.status });
    // A public answer under an account key is refused too: keys say who may read.
    // @ts-expect-error -- the sheet is public
    apiQuery({ key: keys.trash, endpoint: api.sheets.tab, request: { params: { tab: 'map' } } });
    // 'optional': the account's key when signed in, the public one otherwise.
    expect(apiQuery({ key: queryKeys.publicMapData, endpoint: api.mapData.list }).queryKey).toEqual([
      'mapdata',
      'public',
    ]);
    expect(apiQuery({ key: keys.mapData, endpoint: api.mapData.list }).queryKey[0]).toBe('account');
  });

  it('fetches the endpoint with the request, and gives what `read` makes of the answer', async () => {
    const urls: string[] = [];
    global.fetch = (async (url: string) => {
      urls.push(url);
      return new Response(JSON.stringify({ values: [['a'], ['b']], fetchedAt: 't' }));
    }) as unknown as typeof fetch;
    const rows = await new QueryClient().fetchQuery(
      apiQuery({
        key: queryKeys.sheet('colours'),
        endpoint: api.sheets.tab,
        request: { params: { tab: 'colours' } },
        read: (answer) => answer.values.length,
      }),
    );
    expect(rows).toBe(2);
    expect(urls).toEqual(['/api/sheets/colours']);
  });
});
