import { act, screen } from '@testing-library/react';
import { Suspense, type ReactElement } from 'react';
import { MapLoadBoundary } from '../features/map';
import { checkedWhenAgain, heldOrAsIs, isHeldLoad } from './heldLoad';
import { lazyPage } from './lazyPage';
import { renderInApp as render } from '../../test/render';

// jsdom's page is http://localhost/: a failed import names a module there, as Chromium does.
const MODULE = 'http://localhost/assets/MapCanvas-abc.js';
const failedImport = () => new TypeError(`Failed to fetch dynamically imported module: ${MODULE}`);

let asked: string[];
let siteAnswers: boolean;
beforeEach(() => {
  asked = [];
  siteAnswers = true;
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    asked.push(`${init?.method} ${url}`);
    if (!siteAnswers) throw new TypeError('Failed to fetch');
    return { ok: true } as Response;
  }) as unknown as typeof fetch;
});

describe('heldOrAsIs', () => {
  it('is a HeldLoadError when the site answers for the module the failure names', async () => {
    const held = await heldOrAsIs(failedImport());
    expect(isHeldLoad(held)).toBe(true);
    expect(asked).toEqual([`HEAD ${MODULE}`]);
  });

  it('is the error as it was while the network is still down, or the module is not there', async () => {
    const error = failedImport();
    siteAnswers = false;
    expect(await heldOrAsIs(error)).toBe(error);
    siteAnswers = true;
    global.fetch = jest.fn(async () => ({ ok: false }) as Response) as unknown as typeof fetch;
    expect(await heldOrAsIs(error)).toBe(error);
  });

  it("asks for the site's root when the failure names no module of the site (Safari names none)", async () => {
    await heldOrAsIs(new TypeError('Importing a module script failed.'));
    await heldOrAsIs(new TypeError('Failed to fetch dynamically imported module: https://elsewhere.example/x.js'));
    expect(asked).toEqual(['HEAD /', 'HEAD /']);
  });
});

describe('checkedWhenAgain', () => {
  it('passes a first failure as it is, unchecked, and checks the ones after it', async () => {
    const first = failedImport();
    const load = checkedWhenAgain<never>(() => Promise.reject(first));
    await expect(load()).rejects.toBe(first);
    expect(asked).toEqual([]);
    const again = await load().catch((error: unknown) => error);
    expect(isHeldLoad(again)).toBe(true);
    expect((again as Error).cause).toBeInstanceOf(TypeError);
    expect(asked).toEqual([`HEAD ${MODULE}`]);
  });

  it('gives what the load gives once it works', async () => {
    let works = false;
    const load = checkedWhenAgain(() => (works ? Promise.resolve('code') : Promise.reject(failedImport())));
    await expect(load()).rejects.toBeInstanceOf(TypeError);
    works = true;
    await expect(load()).resolves.toBe('code');
  });
});

describe('a map whose code failed to load, asked for again', () => {
  /** A press, in an awaited act(): the render it starts suspends on the code asked for again. */
  const press = (name: string) => act(async () => screen.getByRole('button', { name }).click());

  // React asks for the code in an awaited act(): a suspended render outside one is never retried.
  async function renderMap(load: () => Promise<{ default: () => ReactElement }>) {
    const Map = lazyPage(load);
    await act(async () => {
      render(
        <MapLoadBoundary className="map-canvas">
          <Suspense fallback={null}>
            <Map />
          </Suspense>
        </MapLoadBoundary>,
      );
    });
  }

  it('offers Retry first; a second failure while the site answers offers a reload instead', async () => {
    const load = jest.fn(() => Promise.reject(failedImport()));
    await renderMap(load);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The map could not be loaded. It will try again when the network is back.',
    );
    expect(asked).toEqual([]);

    await press('Retry');
    expect(await screen.findByText('The map could not be loaded. Reloading the page loads it.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeVisible();
    expect(load).toHaveBeenCalledTimes(2);
    expect(asked).toEqual([`HEAD ${MODULE}`]);
  });

  it('a second failure while the network is still down keeps Retry, and a load that works shows the map', async () => {
    siteAnswers = false;
    const load = jest
      .fn<Promise<{ default: () => ReactElement }>, []>()
      .mockRejectedValueOnce(failedImport())
      .mockRejectedValueOnce(failedImport())
      .mockResolvedValue({ default: () => <p>the map</p> });
    await renderMap(load);
    await screen.findByRole('button', { name: 'Retry' });
    await press('Retry');
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('It will try again when the network is back.');

    await press('Retry');
    expect(await screen.findByText('the map')).toBeVisible();
  });
});
