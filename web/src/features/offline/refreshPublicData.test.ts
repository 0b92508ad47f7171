import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { queryKeys } from '../../lib/queryKeys';
import { sheetQuery } from '../../lib/sheetsApi';
import { activityCardsQuery, activityPageQuery } from '../activity/api/activityApi';
import { adminEntriesQuery } from '../admin/api/adminApi';
import { mapDataQuery } from '../map/api/mapApi';
import { keptAddresses, refreshPublicData } from './refreshPublicData';
import { addressesToKeep, KEEP_COPIES } from './workerMessages';

describe('the public data the service worker keeps', () => {
  let client: QueryClient;
  const unsubscribes: (() => void)[] = [];

  /** A query a page shows (an observer makes it active); `answer` is what its reads return. */
  function shown(
    options: { queryKey: readonly unknown[]; meta?: Record<string, unknown> },
    answer = async () => 'answer',
  ) {
    const reads = { count: 0 };
    const observer = new QueryObserver(client, {
      ...options,
      queryFn: () => (reads.count++, answer()),
      staleTime: Infinity,
    });
    unsubscribes.push(observer.subscribe(() => {}));
    return reads;
  }
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  const others = () => [
    shown(adminEntriesQuery('u1')),
    shown({ queryKey: queryKeys.districts }),
    shown({ queryKey: queryKeys.pinIcon('/pins/', 'park') }),
    shown({ queryKey: queryKeys.verifyEmail('code') }),
  ];

  beforeEach(() => {
    client = new QueryClient({ defaultOptions: { queries: { retry: false, networkMode: 'always' } } });
  });
  afterEach(() => {
    unsubscribes.splice(0).forEach((unsubscribe) => unsubscribe());
    client.clear();
  });

  it("a changed copy: reads again only what the worker keeps, not an account's answers, the districts, icons or an e-mail code", async () => {
    const kept = others();
    const publicReads = [shown(sheetQuery('properties')), shown(activityCardsQuery()), shown(activityPageQuery('6'))];
    await settle();
    await refreshPublicData(client);
    expect(kept.map((reads) => reads.count)).toEqual([1, 1, 1, 1]);
    expect(publicReads.map((reads) => reads.count)).toEqual([2, 2, 2]);
  });

  it('the worker first taking the page: the addresses of the public reads shown, a read still under way included', async () => {
    others();
    shown(sheetQuery('map'), () => new Promise<string>(() => {}));
    shown(sheetQuery('properties'));
    shown(mapDataQuery(null));
    shown(activityPageQuery('6'));
    await settle();
    expect(keptAddresses(client).sort()).toEqual([
      '/api/mapdata',
      '/api/pages/activity/6',
      '/api/sheets/map',
      '/api/sheets/properties',
    ]);
  });

  it('nothing the page no longer shows', async () => {
    shown(sheetQuery('map'));
    await settle();
    unsubscribes.splice(0).forEach((unsubscribe) => unsubscribe());
    expect(keptAddresses(client)).toEqual([]);
  });

  it("the worker reads a KEEP_COPIES message's addresses and nothing of another or a malformed one", () => {
    expect(addressesToKeep({ type: KEEP_COPIES, addresses: ['/api/sheets/map', 7, null, '/api/mapdata'] })).toEqual([
      '/api/sheets/map',
      '/api/mapdata',
    ]);
    expect(addressesToKeep({ type: KEEP_COPIES, addresses: '/api/sheets/map' })).toBeNull();
    expect(addressesToKeep({ type: 'SKIP_WAITING' })).toBeNull();
    expect(addressesToKeep(null)).toBeNull();
    expect(addressesToKeep('KEEP_COPIES')).toBeNull();
  });
});
