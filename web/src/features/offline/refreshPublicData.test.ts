import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { queryKeys } from '../../lib/queryKeys';
import { refreshPublicData } from './refreshPublicData';

describe('refreshPublicData (when the service worker takes the page)', () => {
  let client: QueryClient;
  const unsubscribes: (() => void)[] = [];

  /** A query a page shows (an observer makes it active); `answers` are what its reads return, in turn. */
  function shown(queryKey: readonly unknown[], answers: (() => Promise<string>)[] = [async () => 'answer']) {
    const reads = { count: 0 };
    const observer = new QueryObserver(client, {
      queryKey,
      queryFn: () => answers[Math.min(reads.count++, answers.length - 1)](),
      staleTime: Infinity,
    });
    unsubscribes.push(observer.subscribe(() => {}));
    return reads;
  }
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  beforeEach(() => {
    client = new QueryClient({ defaultOptions: { queries: { retry: false, networkMode: 'always' } } });
  });
  afterEach(() => {
    unsubscribes.splice(0).forEach((unsubscribe) => unsubscribe());
    client.clear();
  });

  it('reads a first read still under way once more after it settles, through the worker', async () => {
    let answerFirstRead: (value: string) => void = () => {};
    const underWay = new Promise<string>((resolve) => (answerFirstRead = resolve));
    const sheet = shown(queryKeys.sheet('map'), [() => underWay, async () => 'through the worker']);
    const entries = shown(queryKeys.publicMapData);
    await settle();
    expect(sheet.count).toBe(1);

    const refreshed = refreshPublicData(client);
    answerFirstRead('past the worker');
    await refreshed;

    expect(sheet.count).toBe(2);
    expect(client.getQueryData(queryKeys.sheet('map'))).toBe('through the worker');
    expect(entries.count).toBe(2);
  });

  it("reads again only what the worker keeps: not an account's answers, the districts, icons or an e-mail code", async () => {
    const others = [
      shown(queryKeys.account('u1').mapData),
      shown(queryKeys.districts),
      shown(queryKeys.pinIcon('/pins/', 'park')),
      shown(queryKeys.verifyEmail('code')),
    ];
    const tab = shown(queryKeys.sheet('properties'));
    await settle();
    await refreshPublicData(client);
    expect(others.map((reads) => reads.count)).toEqual([1, 1, 1, 1]);
    expect(tab.count).toBe(2);
  });
});
