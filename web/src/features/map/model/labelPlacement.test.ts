import { geometryArea, geometryContains, placeLabels, ringArea, type LabelBox } from './labelPlacement';

/** The labels left out (only the centre offered: no shifting). */
const labelsToHide = (boxes: LabelBox[], gap = 2) =>
  new Set([...placeLabels(boxes, { shifts: [[0, 0]], gap })].filter(([, shift]) => shift === null).map(([id]) => id));

const box = (id: string, left: number, top: number, width: number, priority: number): LabelBox => ({
  id,
  left,
  top,
  right: left + width,
  bottom: top + 20,
  priority,
});

describe('placeLabels', () => {
  it('moves a label off a cluster to the nearest free place, and keeps it at the centre when clear', () => {
    const label = box('Holetown', 100, 100, 80, 1);
    expect(placeLabels([label])).toEqual(new Map([['Holetown', [0, 0]]]));
    const cluster = { left: 120, top: 95, right: 160, bottom: 135 };
    expect(placeLabels([label], { obstacles: [cluster] }).get('Holetown')).toEqual([0, -30]);
  });

  it('shifts a label aside rather than leave it out', () => {
    // b would overlap a at the centre: it moves just above.
    const places = placeLabels([box('a', 0, 0, 100, 2), box('b', 20, 5, 100, 1)]);
    expect(places.get('b')).toEqual([0, -30]);
  });

  it('never puts a label on an obstacle (a count, an admin pin): it moves a step further, or is left out', () => {
    const label = box('Holetown', 100, 100, 80, 1);
    // A cross of obstacles through its centre: above, below, left and right are covered, a diagonal is not.
    const cross = [
      { left: 130, top: 40, right: 150, bottom: 180 },
      { left: 20, top: 105, right: 260, bottom: 115 },
    ];
    expect(placeLabels([label], { obstacles: cross }).get('Holetown')).toEqual([-60, -30]);
    const everywhere = { left: -500, top: -500, right: 500, bottom: 500 };
    expect(placeLabels([label], { obstacles: [everywhere] }).get('Holetown')).toBeNull();
  });

  it('moves a label just inside the view when its district centre is in it, and leaves it when not', () => {
    const view = { left: 0, top: 0, right: 300, bottom: 200 };
    // 'Westmoreland · 2 à vous' at the right edge: 5 px over, moved 5 px back.
    const atEdge = box('w', 230, 100, 75, 1);
    expect(placeLabels([atEdge], { view }).get('w')).toEqual([-5, 0]);
    expect(placeLabels([box('t', 50, -8, 60, 1)], { view }).get('t')).toEqual([0, 8]);
    // Its centre off the screen (the reader panned): the label stays with its district.
    expect(placeLabels([box('off', 280, 100, 60, 1)], { view }).get('off')).toEqual([0, 0]);
    // Wider than the view: nothing to gain by moving it.
    expect(placeLabels([box('wide', -20, 100, 340, 1)], { view }).get('wide')).toEqual([0, 0]);
    // Moved in, it can meet another label: then it takes its next place, also inside the view.
    const places = placeLabels([box('a', 200, 100, 80, 2), atEdge], { view });
    expect(places.get('a')).toEqual([0, 0]);
    expect(places.get('w')).toEqual([-5, -30]);
  });

  it('never moves a label to where it reads as another district’s: it takes a place that does not, or is left out', () => {
    const label = box('Fitts Village', 100, 100, 80, 1);
    const count = { left: 130, top: 100, right: 150, bottom: 120 };
    // Below its centre is Paynes Bay (y over 135 here): the place below is refused, above taken.
    const paynesBayBelow = (id: string, _x: number, y: number) => id === 'Fitts Village' && y > 135;
    expect(placeLabels([label], { obstacles: [count] }).get('Fitts Village')).toEqual([0, -30]);
    const blockedAbove = { left: 100, top: 70, right: 180, bottom: 90 };
    expect(placeLabels([label], { obstacles: [count, blockedAbove] }).get('Fitts Village')).toEqual([0, 30]);
    expect(
      placeLabels([label], { obstacles: [count, blockedAbove], strays: paynesBayBelow }).get('Fitts Village'),
    ).toEqual([-60, 0]);
    // Every place off its centre strays: left out rather than misread.
    expect(placeLabels([label], { obstacles: [count], strays: () => true }).get('Fitts Village')).toBeNull();
    // The centre itself is its own district's, whatever lies there.
    expect(placeLabels([label], { strays: () => true }).get('Fitts Village')).toEqual([0, 0]);
  });

  it('hides the smaller district of two overlapping labels', () => {
    const hidden = labelsToHide([box('Mount Standfast', 100, 100, 120, 1), box('Westmoreland', 150, 110, 100, 5)]);
    expect([...hidden]).toEqual(['Mount Standfast']);
  });

  it('keeps labels apart from each other by the gap, and keeps labels that do not touch', () => {
    expect(labelsToHide([box('a', 0, 0, 50, 2), box('b', 51, 0, 50, 1)], 2).has('b')).toBe(true);
    expect(labelsToHide([box('a', 0, 0, 50, 2), box('b', 60, 0, 50, 1)], 2).size).toBe(0);
  });

  it('a label hidden by a larger one does not hide others', () => {
    // b overlaps a (larger) and c; with b out, c can stay.
    const hidden = labelsToHide([box('a', 0, 0, 100, 3), box('b', 90, 0, 100, 2), box('c', 180, 0, 100, 1)]);
    expect([...hidden]).toEqual(['b']);
  });

  it('no two kept labels overlap, whatever the input', () => {
    const boxes = Array.from({ length: 40 }, (_, i) => box(String(i), (i * 37) % 300, (i * 53) % 200, 80, i % 7));
    const places = placeLabels(boxes, { gap: 0 });
    const kept = boxes.flatMap((b) => {
      const shift = places.get(b.id);
      return shift
        ? [{ left: b.left + shift[0], right: b.right + shift[0], top: b.top + shift[1], bottom: b.bottom + shift[1] }]
        : [];
    });
    expect(kept.length).toBeGreaterThan(5);
    for (const a of kept)
      for (const b of kept)
        if (a !== b) expect(a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom).toBe(false);
  });
});

describe('district areas', () => {
  it('measures a polygon ring and a multipolygon', () => {
    const square = [
      [0, 0],
      [2, 0],
      [2, 2],
      [0, 2],
      [0, 0],
    ];
    expect(ringArea(square)).toBe(4);
    expect(geometryArea({ type: 'Polygon', coordinates: [square] })).toBe(4);
    expect(geometryArea({ type: 'MultiPolygon', coordinates: [[square], [square]] })).toBe(8);
    expect(geometryArea({ type: 'Point', coordinates: [0, 0] })).toBe(0);
    expect(geometryArea(null)).toBe(0);
  });
});

describe('geometryContains', () => {
  // A square 0..10 with a hole 4..6, and a second square 20..30 (an L-shaped district would do too).
  const square = (from: number, to: number) => [
    [from, from],
    [to, from],
    [to, to],
    [from, to],
    [from, from],
  ];
  const polygon: GeoJSON.Polygon = { type: 'Polygon', coordinates: [square(0, 10), square(4, 6)] };
  const multi: GeoJSON.MultiPolygon = { type: 'MultiPolygon', coordinates: [[square(0, 10)], [square(20, 30)]] };

  it('finds a point inside the outer ring and not in a hole', () => {
    expect(geometryContains(polygon, 2, 2)).toBe(true);
    expect(geometryContains(polygon, 5, 5)).toBe(false);
    expect(geometryContains(polygon, 12, 2)).toBe(false);
    expect(geometryContains(polygon, 2, -1)).toBe(false);
  });

  it('finds a point in any polygon of a MultiPolygon, and in nothing else', () => {
    expect(geometryContains(multi, 25, 25)).toBe(true);
    expect(geometryContains(multi, 15, 15)).toBe(false);
    expect(geometryContains({ type: 'Point', coordinates: [2, 2] }, 2, 2)).toBe(false);
    expect(geometryContains(null, 2, 2)).toBe(false);
  });
});
