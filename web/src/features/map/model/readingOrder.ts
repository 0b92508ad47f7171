/**
 * The order a reader's eye goes over points on a screen: rows from the top, each row from the left.
 * A row is the points whose centres lie within `rowHeight` below its first (topmost) one, so pins
 * side by side at slightly different heights read left to right, not in a zigzag.
 * Returns the indices of `points` in that order.
 */
export function readingOrder(points: readonly { x: number; y: number }[], rowHeight: number): number[] {
  const byTop = points.map((_, index) => index).sort((a, b) => points[a].y - points[b].y || points[a].x - points[b].x);
  const order: number[] = [];
  for (let start = 0; start < byTop.length;) {
    const top = points[byTop[start]].y;
    let end = start;
    while (end < byTop.length && points[byTop[end]].y - top < rowHeight) end++;
    order.push(...byTop.slice(start, end).sort((a, b) => points[a].x - points[b].x));
    start = end;
  }
  return order;
}
