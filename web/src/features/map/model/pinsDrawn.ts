// How the map says its pins are drawn, for the browser tests (e2e/) and the benchmark
// (scripts/bench/3-map-render.mjs), which import these names from here. No imports: the bench
// transpiles this one file alone (importTypeScript in scripts/bench/support.mjs).

/**
 * Set on the map container once every source has answered and its pins are on the map (tests and
 * the benchmark wait on it): the sheet's pins come first, the community entries join them.
 */
export const PINS_DRAWN_ATTRIBUTE = 'data-pins-drawn';
/** performance.mark names (npm run bench reads them): the first pins drawn, then all of them. */
export const FIRST_PINS_MARK = 'sj:map-first-pins';
export const PINS_DRAWN_MARK = 'sj:map-pins-drawn';
/** Fired on the map after each redraw of the pins (the district labels make room for clusters). */
export const PINS_DRAWN_EVENT = 'sjpinsdrawn';

/**
 * Marks the first pins on screen (`count` of them), then all of them once every source has answered:
 * each mark once per page, whoever drew them (the still picture first, or Leaflet's map).
 */
export function markPinsDrawn(count: number, complete: boolean): void {
  const once = (name: string) => {
    if (performance.getEntriesByName(name).length === 0) performance.mark(name);
  };
  if (count > 0) once(FIRST_PINS_MARK);
  if (complete) once(PINS_DRAWN_MARK);
}
