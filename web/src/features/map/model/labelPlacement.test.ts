import { geometryArea, placeLabels, ringArea, type LabelBox } from './labelPlacement';

/** The labels left out (only the centre offered: no shifting). */
const labelsToHide = (boxes: LabelBox[], gap = 2) =>
  new Set([...placeLabels(boxes, [], [[0, 0]], gap)].filter(([, shift]) => shift === null).map(([id]) => id));

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
    expect(placeLabels([label], [])).toEqual(new Map([['Holetown', [0, 0]]]));
    const cluster = { left: 120, top: 95, right: 160, bottom: 135 };
    expect(placeLabels([label], [cluster]).get('Holetown')).toEqual([0, -30]);
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
    expect(placeLabels([label], cross).get('Holetown')).toEqual([-60, -30]);
    const everywhere = { left: -500, top: -500, right: 500, bottom: 500 };
    expect(placeLabels([label], [everywhere]).get('Holetown')).toBeNull();
  });

  it('moves a label just inside the view when its district centre is in it, and leaves it when not', () => {
    const view = { left: 0, top: 0, right: 300, bottom: 200 };
    // 'Westmoreland · 2 à vous' at the right edge: 5 px over, moved 5 px back.
    const atEdge = box('w', 230, 100, 75, 1);
    expect(placeLabels([atEdge], [], undefined, 2, view).get('w')).toEqual([-5, 0]);
    expect(placeLabels([box('t', 50, -8, 60, 1)], [], undefined, 2, view).get('t')).toEqual([0, 8]);
    // Its centre off the screen (the reader panned): the label stays with its district.
    expect(placeLabels([box('off', 280, 100, 60, 1)], [], undefined, 2, view).get('off')).toEqual([0, 0]);
    // Wider than the view: nothing to gain by moving it.
    expect(placeLabels([box('wide', -20, 100, 340, 1)], [], undefined, 2, view).get('wide')).toEqual([0, 0]);
    // Moved in, it can meet another label: then it takes its next place, also inside the view.
    const places = placeLabels([box('a', 200, 100, 80, 2), atEdge], [], undefined, 2, view);
    expect(places.get('a')).toEqual([0, 0]);
    expect(places.get('w')).toEqual([-5, -30]);
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
    const places = placeLabels(boxes, [], undefined, 0);
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
