import { buildPinIndex, pinIndexOf, viewBox } from './pinIndex';
import type { MapPin } from './mapPin';

const pin = (key: string, lat: number, lng: number): MapPin => ({
  key,
  source: 'sheet',
  name: key,
  lat,
  lng,
  category: 'park',
});

/** A grid of pins around Saint James, about 110 m apart. */
const grid = (side: number) =>
  Array.from({ length: side * side }, (_, i) =>
    pin(`p${i}`, 13.15 + Math.floor(i / side) * 0.001, -59.65 + (i % side) * 0.001),
  );

const world = [-180, -85, 180, 85] as [number, number, number, number];
const count = (items: ReturnType<ReturnType<typeof buildPinIndex>['itemsIn']>) =>
  items.reduce((sum, item) => sum + (item.kind === 'cluster' ? item.count : 1), 0);

describe('buildPinIndex', () => {
  it('accounts for every pin in clusters and single pins at every zoom', () => {
    const index = buildPinIndex(grid(30));
    for (const zoom of [2, 8, 13, 16, 19]) expect(count(index.itemsIn(world, zoom))).toBe(900);
  });

  it('clusters close pins when zoomed out and shows them one by one at the deepest zoom', () => {
    const index = buildPinIndex(grid(10));
    const far = index.itemsIn(world, 10);
    expect(far.length).toBeLessThan(5);
    expect(far.every((item) => item.kind === 'cluster')).toBe(true);
    const near = index.itemsIn(world, 19);
    expect(near).toHaveLength(100);
    expect(near.every((item) => item.kind === 'pin')).toBe(true);
  });

  it('a cluster opens at a deeper zoom, and a pin is revealed where it stands alone', () => {
    const pins = grid(10);
    const index = buildPinIndex(pins);
    const [cluster] = index.itemsIn(world, 10);
    if (cluster.kind !== 'cluster') throw new Error('expected a cluster');
    expect(index.expansionZoom(cluster.id)).toBeGreaterThan(10);
    const zoom = index.revealZoom(pins[55], 10);
    expect(zoom).toBeGreaterThan(10);
    expect(index.itemsIn(world, zoom).some((item) => item.kind === 'pin' && item.pin.key === pins[55].key)).toBe(true);
    expect(index.itemsIn(world, zoom - 1).some((item) => item.kind === 'pin' && item.pin.key === pins[55].key)).toBe(
      false,
    );
  });

  it('asks only for what is in the box', () => {
    const index = buildPinIndex([pin('west', 13.2, -59.7), pin('east', 13.2, 20)]);
    expect(index.itemsIn([-60, 13, -59, 14], 12).map((item) => item.kind === 'pin' && item.pin.key)).toEqual(['west']);
  });
});

describe('viewBox', () => {
  it('widens the view by a quarter on each side', () => {
    expect(viewBox(-60, 13, -59, 14)).toEqual([-60.25, 12.75, -58.75, 14.25]);
  });

  it('asks for every longitude when the world is in view, and clamps latitudes', () => {
    expect(viewBox(-300, -80, 300, 80)).toEqual([-180, -90, 180, 90]);
  });

  it('wraps a view across the antimeridian (west > east)', () => {
    const [west, , east] = viewBox(170, 0, 190, 10);
    expect(west).toBeCloseTo(165);
    expect(east).toBeCloseTo(-165);
  });
});

describe('pinIndexOf', () => {
  it('makes one index per list of pins: the same list again is the same index, another list another', () => {
    const pins = [pin('a', 13.18, -59.63), pin('b', 13.19, -59.64)];
    const index = pinIndexOf(pins);
    expect(pinIndexOf(pins)).toBe(index);
    const copy = [...pins];
    expect(pinIndexOf(copy)).not.toBe(index);
    expect(pinIndexOf(copy).itemsIn([-180, -90, 180, 90], 18)).toHaveLength(2);
  });
});
