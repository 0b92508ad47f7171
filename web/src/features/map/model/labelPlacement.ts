/**
 * District labels that never sit on top of each other nor hide a cluster's count: at each zoom,
 * labels are placed in order of priority (DistrictLayer.tsx: a linked member's own districts, then
 * the larger), each at its district's centre or just beside it, moved inside the map's edge when
 * its district's centre is on the map; a label with no free place is left out until the reader
 * zooms in far enough.
 */

/** A box on screen, in pixels. */
export interface ScreenBox {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** A label's box at its district's centre. */
export interface LabelBox extends ScreenBox {
  id: string;
  /** Higher is placed first. */
  priority: number;
}

/** Where a label is drawn: shifted from its centre by dx, dy pixels. */
export type LabelShift = readonly [number, number];

/** Space kept free around each placed label (px). */
export const LABEL_GAP_PX = 2;

/**
 * The places a label may take, nearest first: its centre, then just above, below, left, right,
 * then a step further (the diagonals, twice as far up or down), then well to a side (beside a
 * narrow district, off the city's edge, where no other district's name may be read): room enough,
 * most of the time, to keep clear of the clusters' counts without leaving a district's name out.
 */
export const LABEL_SHIFTS: readonly LabelShift[] = [
  [0, 0],
  [0, -30],
  [0, 30],
  [-60, 0],
  [60, 0],
  [-60, -30],
  [60, -30],
  [-60, 30],
  [60, 30],
  [0, -60],
  [0, 60],
  [-120, 0],
  [120, 0],
];

const overlaps = (a: ScreenBox, b: ScreenBox, gap: number) =>
  a.left < b.right + gap && b.left < a.right + gap && a.top < b.bottom + gap && b.top < a.bottom + gap;

const shifted = (box: ScreenBox, [dx, dy]: LabelShift): ScreenBox => ({
  left: box.left + dx,
  top: box.top + dy,
  right: box.right + dx,
  bottom: box.bottom + dy,
});

/** How far a box must move, along one axis, to lie within [from, to] (0 when it does or cannot). */
const nudge = (start: number, end: number, from: number, to: number) => {
  if (end - start > to - from) return 0;
  if (start < from) return from - start;
  if (end > to) return to - end;
  return 0;
};

/**
 * The shift moved just enough for the label to lie inside the map's view, when its district's
 * centre is in the view: a district at the edge keeps its whole name on the screen. A district
 * whose centre is off the screen keeps its label where it is, cut by the edge as the district is.
 */
function intoView(box: ScreenBox, shift: LabelShift, view: ScreenBox | undefined): LabelShift {
  if (!view) return shift;
  const [x, y] = [(box.left + box.right) / 2, (box.top + box.bottom) / 2];
  if (x < view.left || x > view.right || y < view.top || y > view.bottom) return shift;
  const moved = shifted(box, shift);
  return [
    shift[0] + nudge(moved.left, moved.right, view.left, view.right),
    shift[1] + nudge(moved.top, moved.bottom, view.top, view.bottom),
  ];
}

/** What a label's place must keep clear of, and how it may move. */
export interface PlacementRules {
  /** What a label never covers: a cluster's count, a pin the admin drags, the map's own controls. */
  obstacles?: readonly ScreenBox[];
  /** The places a label may take, nearest first. */
  shifts?: readonly LabelShift[];
  /** Space kept free around each placed label (px). */
  gap?: number;
  /** The map's box: each place is first moved inside it (intoView). */
  view?: ScreenBox;
  /**
   * Whether a label moved off its district's centre would read as another district's: its centre
   * lands inside another district. Such a place is refused (the centre itself never is).
   */
  strays?: (id: string, x: number, y: number) => boolean;
}

/**
 * Where each label goes (id → shift), or null for a label left out. In order of priority, each
 * label takes the nearest place that overlaps neither a label already placed nor an obstacle and
 * does not stray into another district; where every place does, it is left out. Ties keep the
 * earlier label.
 */
export function placeLabels(
  boxes: readonly LabelBox[],
  { obstacles = [], shifts = LABEL_SHIFTS, gap = LABEL_GAP_PX, view, strays }: PlacementRules = {},
): Map<string, LabelShift | null> {
  const order = boxes.map((box, position) => ({ box, position }));
  order.sort((a, b) => b.box.priority - a.box.priority || a.position - b.position);
  const placed: ScreenBox[] = [...obstacles];
  const places = new Map<string, LabelShift | null>();
  const strayed = (box: LabelBox, [dx, dy]: LabelShift) =>
    (dx !== 0 || dy !== 0) && !!strays?.(box.id, (box.left + box.right) / 2 + dx, (box.top + box.bottom) / 2 + dy);
  for (const { box } of order) {
    const shift =
      shifts
        .map((place) => intoView(box, place, view))
        .find((place) => !placed.some((other) => overlaps(shifted(box, place), other, gap)) && !strayed(box, place)) ??
      null;
    places.set(box.id, shift);
    if (shift) placed.push(shifted(box, shift));
  }
  return places;
}

/** The area of a polygon ring in square degrees (shoelace formula): how large a district is. */
export function ringArea(ring: readonly (readonly number[])[]): number {
  let twice = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    twice += ring[j][0] * ring[i][1] - ring[i][0] * ring[j][1];
  }
  return Math.abs(twice) / 2;
}

/** The area of a district's geometry (outer rings of a Polygon or MultiPolygon); 0 for anything else. */
export function geometryArea(geometry: GeoJSON.Geometry | null | undefined): number {
  if (geometry?.type === 'Polygon') return ringArea(geometry.coordinates[0] ?? []);
  if (geometry?.type === 'MultiPolygon')
    return geometry.coordinates.reduce((sum, polygon) => sum + ringArea(polygon[0] ?? []), 0);
  return 0;
}

/** Whether a point lies inside a ring of [lng, lat] (ray casting: how many edges a ray east crosses). */
function ringContains(ring: readonly (readonly number[])[], lng: number, lat: number): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i];
    const [xj, yj] = ring[j];
    if (yi > lat !== yj > lat && lng < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Whether a point lies inside a district's Polygon or MultiPolygon (not in a hole); false for anything else. */
export function geometryContains(geometry: GeoJSON.Geometry | null | undefined, lng: number, lat: number): boolean {
  const inPolygon = (rings: readonly (readonly (readonly number[])[])[]) =>
    rings.length > 0 &&
    ringContains(rings[0], lng, lat) &&
    !rings.slice(1).some((hole) => ringContains(hole, lng, lat));
  if (geometry?.type === 'Polygon') return inPolygon(geometry.coordinates);
  if (geometry?.type === 'MultiPolygon') return geometry.coordinates.some(inPolygon);
  return false;
}
