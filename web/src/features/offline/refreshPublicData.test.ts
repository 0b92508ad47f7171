import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { queryKeys } from '../../lib/queryKeys';
import { refreshPublicData } from './refreshPublicData';

describe('refreshPublicData (when the service worker takes the page)', () => {
  let client: QueryClient;
  const unsubscribes: (() => void)[] = [];

  /** A query a page shows (an observer makes it active); `answers` are what its reads return, in turn. */
  function shown(queryKey: readonly unknown[], answers: (() => Promise<string>)[]) {
    const reads = { count: 0 };
    const observer = new QueryObserver(client, {
      queryKey,
      queryFn: () => answers[Math.min(reads.count++, answers.length - 1)](),
      staleTime: Infinity,
    });
    unsubscribes.push(observer.subscribe(() => {}));
    return reads;
  }

  beforeEach(() => {
    client = new QueryClient({ defaultOptions: { queries: { retry: false, networkMode: 'always' } } });
  });
  afterEach(() => {
    unsubscribes.splice(0).forEach((unsubscribe) => unsubscribe());
    client.clear();
  });

  it('reads a first read still under way once more after it settles, and public data once', async () => {
    let answerFirstRead: (value: string) => void = () => {};
    const underWay = new Promise<string>((resolve) => (answerFirstRead = resolve));
    const sheet = shown(queryKeys.sheet('map'), [() => underWay, async () => 'through the worker']);
    const districts = shown(queryKeys.districts, [async () => 'file']);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(client.getQueryData(queryKeys.districts)).toBe('file');
    expect(sheet.count).toBe(1);

    const refreshed = refreshPublicData(client);
    answerFirstRead('past the worker');
    await refreshed;

    expect(sheet.count).toBe(2);
    expect(client.getQueryData(queryKeys.sheet('map'))).toBe('through the worker');
    expect(districts.count).toBe(2);
  });

  it("never reads an account's answers again", async () => {
    const mine = shown(queryKeys.account('u1').mapData, [async () => 'mine']);
    const publicEntries = shown(queryKeys.publicMapData, [async () => 'public']);
    await new Promise((resolve) => setTimeout(resolve, 0));
    await refreshPublicData(client);
    expect(mine.count).toBe(1);
    expect(publicEntries.count).toBe(2);
  });
});
