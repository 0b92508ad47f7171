import { act, cleanup, render } from '@testing-library/react';
import * as L from 'leaflet';
import type { MapPin } from '../model/mapPin';
import { PinLayer } from './PinLayer';
import type { PinLabels } from './pinPopup';

// A real Leaflet map; react-leaflet (ESM only, which jest does not load) only hands it over.
let map: L.Map;
jest.mock('react-leaflet', () => ({ useMap: () => map }));

beforeAll(() => {
  // jsdom lays nothing out: the map's box is given (400 × 400 px), so its bounds are a view.
  for (const side of ['clientWidth', 'clientHeight'] as const)
    Object.defineProperty(HTMLElement.prototype, side, { configurable: true, get: () => 400 });
});

beforeEach(() => {
  const box = document.createElement('div');
  document.body.append(box);
  map = L.map(box, { zoomAnimation: false, fadeAnimation: false }).setView([13.184, -59.637], 17);
});

afterEach(() => {
  cleanup();
  map.remove();
  map.getContainer().remove();
});

const labels: PinLabels = {
  untitled: 'Untitled',
  communityEntry: 'Community map entry',
  closed: 'Closed',
  status: (status) => `Status: ${status}`,
  categoryName: (category) => category,
  cluster: (count) => `${count} pins, zoom in`,
  closePopup: 'Close the popup',
};

// Two pins apart at zoom 17, both in view.
const pin = (row: number, name: string, lat: number, lng: number): MapPin => ({
  key: `sheet:${row}`,
  source: 'sheet',
  name,
  lat,
  lng,
  category: 'park',
});
const PINS = [pin(2, 'North park', 13.186, -59.637), pin(3, 'South park', 13.182, -59.637)];

/** The layer with every park pin wearing `parkIcon`. */
const layer = (pins: MapPin[], parkIcon = '/pins/placeholder.svg') => (
  <PinLayer pins={pins} complete icons={new Map([['park', parkIcon]])} labels={labels} focus={null} />
);

const pinImages = () => [...map.getContainer().querySelectorAll<HTMLImageElement>('img.map-pin')];

describe.each([false, true])('PinLayer (StrictMode: %s)', (strict) => {
  it('draws the pins in view, and an icon found changes their pictures, not their markers', () => {
    const { rerender } = render(layer(PINS), { reactStrictMode: strict });
    const before = pinImages();
    expect(before.map((image) => image.title)).toEqual(['North park', 'South park']);

    before[1].focus();
    act(() => rerender(layer(PINS, '/pins/park-pin.webp')));
    const after = pinImages();
    expect(after).toHaveLength(2);
    after.forEach((image, i) => expect(image).toBe(before[i]));
    expect(after.map((image) => image.getAttribute('src'))).toEqual(['/pins/park-pin.webp', '/pins/park-pin.webp']);
    expect(document.activeElement).toBe(before[1]);
  });

  it('a focused pin that joins a cluster (a new pin beside it) hands the focus to the map, not the body', () => {
    const { rerender } = render(layer(PINS), { reactStrictMode: strict });
    pinImages()[1].focus();
    const crowded = [...PINS, pin(4, 'South park kiosk', 13.18201, -59.63701)];
    act(() => rerender(layer(crowded)));
    expect(map.getContainer().querySelector('[aria-label="2 pins, zoom in"]')).not.toBeNull();
    expect(pinImages().map((image) => image.title)).toEqual(['North park']);
    expect(document.activeElement).toBe(map.getContainer());
  });

  it('Tab goes over the pins in reading order, rows from the top, not in the order they were drawn', () => {
    // At zoom 17 in a 400 px box: 0.001° is about 95 px down and 93 px across.
    const scattered = [
      pin(5, 'South', 13.1822, -59.637),
      pin(6, 'North-east', 13.1858, -59.6355),
      pin(7, 'North-west', 13.18581, -59.6385),
    ];
    const { rerender } = render(layer(scattered), { reactStrictMode: strict });
    expect(pinImages().map((image) => image.title)).toEqual(['North-west', 'North-east', 'South']);

    // A pin drawn later, a little higher between the two northern ones, is read between them (one
    // row); the focused pin is not moved (nor unfocused).
    const south = pinImages()[2];
    south.focus();
    act(() => rerender(layer([...scattered, pin(8, 'North', 13.1861, -59.637)])));
    expect(pinImages().map((image) => image.title)).toEqual(['North-west', 'North', 'North-east', 'South']);
    expect(document.activeElement).toBe(south);
  });
});
