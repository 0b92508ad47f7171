/**
 * Pins that would cover one another on the admin's map are spread on a small circle around where
 * they stand, so each can be clicked and dragged at any zoom (docs/product.md#admindashboard-the-admin).
 * Works in screen pixels: the map asks again after each zoom. Pure, so it is unit-tested.
 */
export interface ScreenPin {
  id: string;
  x: number;
  y: number;
}

/** Two pins' centres closer than this (px) overlap: the admin's pins are 24 px wide, 30 when selected. */
export const PIN_SPACING = 30;
/**
 * On a touch screen each pin answers a finger 44 px wide (editor.css), the size a fingertip needs:
 * pins are spread that far apart, so that no two of those areas overlap.
 */
export const TOUCH_PIN_SPACING = 44;

/** Groups of pins that overlap, directly or through each other (union-find on a grid of `spacing` cells). */
function overlappingGroups(pins: readonly ScreenPin[], spacing: number): number[][] {
  const parent = pins.map((_, i) => i);
  const root = (i: number): number => (parent[i] === i ? i : (parent[i] = root(parent[i])));
  const cells = new Map<string, number[]>();
  const cellOf = (v: number) => Math.floor(v / spacing);
  pins.forEach((pin, i) => {
    const [cx, cy] = [cellOf(pin.x), cellOf(pin.y)];
    for (let dx = -1; dx <= 1; dx++)
      for (let dy = -1; dy <= 1; dy++)
        for (const j of cells.get(`${cx + dx},${cy + dy}`) ?? []) {
          if (Math.hypot(pins[j].x - pin.x, pins[j].y - pin.y) < spacing) parent[root(i)] = root(j);
        }
    const key = `${cx},${cy}`;
    cells.set(key, [...(cells.get(key) ?? []), i]);
  });
  const groups = new Map<number, number[]>();
  pins.forEach((_, i) => groups.set(root(i), [...(groups.get(root(i)) ?? []), i]));
  return [...groups.values()];
}

interface Circle {
  members: number[];
  x: number;
  y: number;
  radius: number;
}

/** A group's circle: its centre, and a radius at which neighbours on it are `spacing` apart (0 alone). */
function circleOf(pins: readonly ScreenPin[], members: number[], spacing: number): Circle {
  const x = members.reduce((sum, i) => sum + pins[i].x, 0) / members.length;
  const y = members.reduce((sum, i) => sum + pins[i].y, 0) / members.length;
  // The chord between two neighbours on the circle, 2r·sin(π/n), is at least `spacing`.
  const radius = members.length === 1 ? 0 : spacing / 2 / Math.sin(Math.PI / Math.max(members.length, 2)) + 1;
  return { members, x, y, radius };
}

/**
 * Where to draw each pin: its own place, or, in a group that overlaps, a place on a circle around
 * the group's centre. Two circles that would come closer than `spacing` become one group, until
 * none do: then any two pins drawn are at least `spacing` apart. Pins keep the order given (the
 * caller sorts them, so a pin keeps its place between renders).
 */
export function spreadPins(pins: readonly ScreenPin[], spacing = PIN_SPACING): Map<string, { x: number; y: number }> {
  let circles = overlappingGroups(pins, spacing).map((members) => circleOf(pins, members, spacing));
  for (let merged = true; merged;) {
    merged = false;
    search: for (let a = 0; a < circles.length; a++)
      for (let b = a + 1; b < circles.length; b++) {
        const [one, two] = [circles[a], circles[b]];
        if (Math.hypot(one.x - two.x, one.y - two.y) >= one.radius + two.radius + spacing) continue;
        const members = [...one.members, ...two.members].sort((i, j) => i - j);
        circles = [...circles.filter((_, k) => k !== a && k !== b), circleOf(pins, members, spacing)];
        merged = true;
        break search;
      }
  }
  const placed = new Map<string, { x: number; y: number }>();
  for (const { members, x, y, radius } of circles)
    members.forEach((i, k) => {
      const angle = -Math.PI / 2 + (2 * Math.PI * k) / members.length;
      placed.set(pins[i].id, { x: x + radius * Math.cos(angle), y: y + radius * Math.sin(angle) });
    });
  return placed;
}
