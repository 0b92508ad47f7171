import type { QueryClient } from '@tanstack/react-query';
import { createElement, lazy, use, type ComponentType, type LazyExoticComponent } from 'react';
import { checkedWhenAgain } from './heldLoad';
import { loadMessages } from './i18n/i18n';
import { queryClient } from './queryClient';

/** A page loaded on demand that can also be asked for ahead of its first render. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any page, whatever its props
export type LazyPage<Props = any> = LazyExoticComponent<ComponentType<Props>> & {
  /** Starts loading the page's code (and its first data); resolves once the code is there. */
  preload: () => Promise<unknown>;
};

type PageModule<Props> = { default: ComponentType<Props> };

/** Forgets each page load that failed, so that the next render asks for the code again. */
const failedLoads = new Set<() => void>();

/**
 * Lets the pages whose code failed to load (offline, say) load again on their next render: the
 * page error boundary calls it when the network returns (app/layout/PageErrorBoundary.tsx).
 */
export function retryFailedPages(): void {
  for (const forget of failedLoads) forget();
  failedLoads.clear();
}

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
 *
 * React.lazy remembers a failed load for good, so it is given a shell that is there at once; the
 * shell reads the code with use(): a failed load throws to the page error boundary, and after
 * retryFailedPages() the next render asks for the code again (issue 25: back online, a page that
 * could not load offline loads by itself). A load that fails again while the site answers for its
 * code is one the browser keeps for the page's life (lib/heldLoad.ts): it throws a HeldLoadError,
 * and the boundary offers a new page.
 */
export function lazyPage<Props>(
  load: () => Promise<PageModule<Props>>,
  { prefetch }: { prefetch?: (client: QueryClient) => Promise<unknown> } = {},
): LazyPage<Props> {
  let loading: Promise<PageModule<Props>> | undefined;
  let loaded: PageModule<Props> | undefined;
  const loadChecked = checkedWhenAgain(load);
  const startPrefetch = () => void prefetch?.(queryClient).catch(() => undefined);
  const loadOnce = () => {
    if (!loading) startPrefetch();
    return (loading ??= loadChecked().then(
      (module) => {
        loaded = module;
        return module;
      },
      (error: unknown) => {
        failedLoads.add(() => (loading = undefined));
        throw error;
      },
    ));
  };
  const PageShell = (props: Props & object) =>
    createElement((loaded ?? use(loadOnce())).default as ComponentType<Props & object>, props);
  const shell: PageModule<Props> = { default: PageShell as ComponentType<Props> };
  const Page = lazy(
    () => ({ then: (resolve: (m: PageModule<Props>) => void) => resolve(shell) }) as Promise<PageModule<Props>>,
  );
  return Object.assign(Page, {
    preload: () => {
      if (loading) startPrefetch();
      return loadOnce();
    },
  });
}

/** A page whose code loads with a part of the catalogs that only such pages use (i18n catalogParts.ts). */
function pageWithMessages<Props>(
  part: 'admin' | 'member' | 'properties',
  load: () => Promise<PageModule<Props>>,
  options?: Parameters<typeof lazyPage<Props>>[1],
): LazyPage<Props> {
  return lazyPage(() => Promise.all([load(), loadMessages(part)]).then(([module]) => module), options);
}

/** An admin's page: its code, and the admin's words of the catalogs, which no other page loads. */
export const adminPage = <Props>(load: () => Promise<PageModule<Props>>) => pageWithMessages('admin', load);

/**
 * A member's page (their dashboard, their profile): its code, and a member's words of the catalogs
 * (their portfolio, the Upland link, their account), which no other page loads.
 */
export const memberPage = <Props>(
  load: () => Promise<PageModule<Props>>,
  options?: Parameters<typeof lazyPage<Props>>[1],
) => pageWithMessages('member', load, options);

/**
 * A page of the properties (/sheet's explorer, /city-hall's tier search): its code, and the
 * explorer's words of the catalogs, which / and /map do not carry.
 */
export const propertiesPage = <Props>(
  load: () => Promise<PageModule<Props>>,
  options?: Parameters<typeof lazyPage<Props>>[1],
) => pageWithMessages('properties', load, options);
