import fc from 'fast-check';
import { PIN_SPACING, spreadPins, TOUCH_PIN_SPACING, type ScreenPin } from './pinSpread';

const closestPair = (placed: Map<string, { x: number; y: number }>) => {
  const points = [...placed.values()];
  let closest = Infinity;
  for (let a = 0; a < points.length; a++)
    for (let b = a + 1; b < points.length; b++)
      closest = Math.min(closest, Math.hypot(points[a].x - points[b].x, points[a].y - points[b].y));
  return closest;
};

test('pins far apart stay where they are', () => {
  const pins: ScreenPin[] = [
    { id: 'a', x: 10, y: 10 },
    { id: 'b', x: 100, y: 10 },
    { id: 'c', x: 10, y: 100 },
  ];
  const placed = spreadPins(pins);
  for (const pin of pins) expect(placed.get(pin.id)).toEqual({ x: pin.x, y: pin.y });
});

test('three pins on one spot are spread around it, PIN_SPACING apart', () => {
  const pins: ScreenPin[] = ['a', 'b', 'c'].map((id) => ({ id, x: 200, y: 200 }));
  const placed = spreadPins(pins);
  expect(placed.size).toBe(3);
  expect(closestPair(placed)).toBeGreaterThanOrEqual(PIN_SPACING);
  // Around the spot they share, not somewhere else.
  const xs = [...placed.values()].map((p) => p.x);
  const ys = [...placed.values()].map((p) => p.y);
  expect(xs.reduce((s, x) => s + x, 0) / 3).toBeCloseTo(200);
  expect(ys.reduce((s, y) => s + y, 0) / 3).toBeCloseTo(200);
  expect(Math.max(...xs.map((x, i) => Math.hypot(x - 200, ys[i] - 200)))).toBeLessThan(40);
});

test('a spread group that would touch a pin beside it takes that pin in', () => {
  const pins: ScreenPin[] = [
    ...['a', 'b', 'c', 'd'].map((id) => ({ id, x: 100, y: 100 })),
    { id: 'lone', x: 100, y: 100 + PIN_SPACING + 5 },
  ];
  expect(closestPair(spreadPins(pins))).toBeGreaterThanOrEqual(PIN_SPACING);
});

test('the same pins give the same places (a pin does not jump between renders)', () => {
  const pins: ScreenPin[] = ['x', 'y', 'z'].map((id, i) => ({ id, x: 50 + i, y: 50 }));
  expect(spreadPins(pins)).toEqual(spreadPins(pins));
});

test.each([
  ['a mouse', PIN_SPACING, undefined],
  ['a finger', TOUCH_PIN_SPACING, TOUCH_PIN_SPACING],
])('whatever the pins, every one is drawn and no two are closer than %s needs (%i px)', (_, apart, asked) => {
  const pin = fc.record({ x: fc.integer({ min: 0, max: 400 }), y: fc.integer({ min: 0, max: 300 }) });
  fc.assert(
    fc.property(fc.array(pin, { minLength: 1, maxLength: 60 }), (points) => {
      const pins = points.map((p, i) => ({ id: `p${i}`, ...p }));
      const placed = spreadPins(pins, asked);
      expect(placed.size).toBe(pins.length);
      expect(closestPair(placed)).toBeGreaterThanOrEqual(apart - 1e-9);
    }),
    { seed: 20261125, numRuns: 200 },
  );
});
