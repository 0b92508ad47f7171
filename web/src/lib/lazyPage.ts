import type { QueryClient } from '@tanstack/react-query';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { queryClient } from './queryClient';

/** A page loaded on demand that can also be asked for ahead of its first render. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any page, whatever its props
export type LazyPage<Props = any> = LazyExoticComponent<ComponentType<Props>> & {
  /** Starts loading the page's code (and its first data); resolves once the code is there. */
  preload: () => Promise<unknown>;
};

type PageModule<Props> = { default: ComponentType<Props> };

/**
 * React.lazy, plus `preload()`: the page's code (and, with `prefetch`, its first data) can start
 * loading before React renders it. main.tsx does that for the page a visit opens on, so that the
 * code, the data and the app's own start load side by side rather than one after the other.
 *
 * `prefetch` puts the page's first data in the query cache: it runs whenever the page's code is
 * asked for (a preload, or React rendering the page for the first time), so a page reached by a
 * link fetches its data beside its code too. It should import what it needs (the page's api
 * module) itself, so that none of it joins the first page's code. A failed prefetch is silent:
 * the page's own query says what went wrong.
 *
 * A page whose code is already there when React first renders it does not suspend: React.lazy
 * reads a thenable that answers at once. (A suspended page would show its fallback, and React
 * holds a fallback on screen for at least 300 ms before it reveals what replaces it.)
 */
export function lazyPage<Props>(
  load: () => Promise<PageModule<Props>>,
  { prefetch }: { prefetch?: (client: QueryClient) => Promise<unknown> } = {},
): LazyPage<Props> {
  let loading: Promise<PageModule<Props>> | undefined;
  let loaded: PageModule<Props> | undefined;
  const startPrefetch = () => void prefetch?.(queryClient).catch(() => undefined);
  const loadOnce = () => {
    if (!loading) startPrefetch();
    return (loading ??= load().then((module) => {
      loaded = module;
      return module;
    }));
  };
  const Page = lazy(
    () =>
      (loaded ? { then: (resolve: (m: PageModule<Props>) => void) => resolve(loaded!) } : loadOnce()) as Promise<
        PageModule<Props>
      >,
  );
  return Object.assign(Page, {
    preload: () => {
      if (loading) startPrefetch();
      return loadOnce();
    },
  });
}
