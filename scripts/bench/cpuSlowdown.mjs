// Lighthouse's CPU slow-down, calibrated to the host (docs/decisions/0024-a-calibrated-bench.md).
// Lighthouse's mobile run slows the CPU by a fixed 4×, tuned for a high-end desktop: on a slower host
// the page is slowed more than a mid-tier phone is, and the score says more about the host than
// about the page. Lighthouse's throttling guide (throttling.md in its repository, "Calibrating the
// CPU slowdown") gives the method: measure the host's BenchmarkIndex and read the multiplier that
// brings it to a mid-tier phone off its CPU slow-down calculator, whose anchor points are below.

/** [benchmarkIndex, multiplier]: the calculator's points, joined by straight lines. */
const ANCHORS = [
  [150, 1],
  [800, 2],
  [1300, 3],
  [1533, 4],
];
/** Below this, the host is slower than the phone Lighthouse emulates: it cannot be calibrated. */
export const SLOWEST_INDEX = 150;

/**
 * The CPU slow-down that makes a host of `benchmarkIndex` a mid-tier phone (Lighthouse's target),
 * rounded to 2 decimals; null for a host too slow to emulate one. Past the last point it keeps its
 * slope (about 1× more per 233 points: 1533 → 4×, 2000 → 6×).
 */
export function cpuSlowdownFor(benchmarkIndex) {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex < SLOWEST_INDEX) return null;
  const upper = ANCHORS.findIndex(([index]) => benchmarkIndex < index);
  const [[x0, y0], [x1, y1]] = upper === -1 ? ANCHORS.slice(-2) : [ANCHORS[upper - 1], ANCHORS[upper]];
  return Math.round((y0 + ((benchmarkIndex - x0) * (y1 - y0)) / (x1 - x0)) * 100) / 100;
}
