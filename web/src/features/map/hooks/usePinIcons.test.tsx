/** @jest-environment jsdom */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { pinIconFiles } from 'virtual:pin-icon-files';
import { PLACEHOLDER_PIN_ICON } from '../model/pinIcons';
import { useListedPinIcons, useProbedPinIcons } from './usePinIcons';

// The two ways a category's icon is found: the site's own files, listed when it was built (jest maps
// virtual:pin-icon-files to the demo's web/public/pins), and an image host elsewhere, asked with HEAD.

function renderIcons(usePinIcons: (categories: readonly string[] | null) => ReadonlyMap<string, string>) {
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(({ categories }) => usePinIcons(categories), {
    wrapper,
    initialProps: { categories: null as readonly string[] | null },
  });
}

let fetchSpy: jest.Mock;
let warn: jest.SpyInstance;
beforeEach(() => {
  fetchSpy = jest.fn(async (url: string) => ({
    ok: url.endsWith('/park-pin.webp'),
    headers: new Headers({ 'content-type': 'image/webp' }),
  }));
  global.fetch = fetchSpy as unknown as typeof fetch;
  warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  // jsdom has no AbortSignal.timeout (the probes' time limit); a signal that never aborts stands in.
  if (!('timeout' in AbortSignal)) Object.assign(AbortSignal, { timeout: () => new AbortController().signal });
});
afterEach(() => warn.mockRestore());

it("the site's own icons: every category's icon on the first render, no request, one warning a category", async () => {
  const files = new Set(pinIconFiles);
  const { result, rerender } = renderIcons((categories) => useListedPinIcons(categories, '/pins/', files));
  expect(result.current.size).toBe(0);
  rerender({ categories: ['city-hall', 'park', 'beach_club', 'treasure-hunt'] });
  expect(Object.fromEntries(result.current)).toEqual({
    'city-hall': '/pins/city-hall-pin.png',
    park: '/pins/park-pin.webp',
    beach_club: '/pins/beach_club-pin',
    'treasure-hunt': PLACEHOLDER_PIN_ICON,
  });
  // Warned after the render, in a quiet moment, not in the task that draws the page.
  expect(warn).not.toHaveBeenCalled();
  await waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
  expect(warn.mock.calls[0][0]).toContain("'treasure-hunt'");
  // The sheet read again: a category already warned about is not warned about again; a new one is.
  rerender({ categories: ['treasure-hunt', 'park', 'ghost-town'] });
  expect(result.current.get('park')).toBe('/pins/park-pin.webp');
  await waitFor(() => expect(warn).toHaveBeenCalledTimes(2));
  expect(warn.mock.calls[1][0]).toContain("'ghost-town'");
  expect(fetchSpy).not.toHaveBeenCalled();
});

it('an image host elsewhere: asked with HEAD, the placeholder until every category has its answer', async () => {
  const { result, rerender } = renderIcons((categories) => useProbedPinIcons(categories, 'https://img.example/pins/'));
  rerender({ categories: ['park', 'jetty'] });
  expect(result.current.size).toBe(0);
  await waitFor(() => expect(result.current.size).toBe(2));
  expect(Object.fromEntries(result.current)).toEqual({
    park: 'https://img.example/pins/park-pin.webp',
    jetty: PLACEHOLDER_PIN_ICON,
  });
  const asked = fetchSpy.mock.calls.map(([url, init]) => `${(init as RequestInit).method} ${url as string}`).sort();
  expect(asked).toEqual([
    'HEAD https://img.example/pins/jetty-pin',
    'HEAD https://img.example/pins/jetty-pin.png',
    'HEAD https://img.example/pins/jetty-pin.webp',
    'HEAD https://img.example/pins/park-pin',
    'HEAD https://img.example/pins/park-pin.png',
    'HEAD https://img.example/pins/park-pin.webp',
  ]);
});
