import { readingOrder } from './readingOrder';

describe('readingOrder', () => {
  it('reads rows from the top, each from the left, a row being the points within its height', () => {
    const points = [
      { x: 300, y: 210 }, // 0: second row, right
      { x: 10, y: 400 }, // 1: third row
      { x: 200, y: 20 }, // 2: first row, right
      { x: 50, y: 40 }, // 3: first row, left (a little lower than 2)
      { x: 100, y: 250 }, // 4: second row, left (lower than 0, within the row)
    ];
    expect(readingOrder(points, 80)).toEqual([3, 2, 4, 0, 1]);
  });

  it('keeps every point once, whatever their places, and reads nothing for no points', () => {
    const points = Array.from({ length: 50 }, (_, i) => ({ x: (i * 37) % 400, y: (i * 53) % 400 }));
    expect([...readingOrder(points, 80)].sort((a, b) => a - b)).toEqual(points.map((_, i) => i));
    expect(readingOrder([], 80)).toEqual([]);
  });
});
