import { windowScroll, type VirtualizerOptions } from '@tanstack/react-virtual';

/*
 * The window virtualiser's reads and writes of the page, done where they cost no layout: the
 * library's own force a layout of the whole page inside React's commit as the rows mount
 * (docs/decisions/0024-a-calibrated-bench.md).
 */

/**
 * A row's height, read from the ResizeObserver's answer (after the browser's own layout); as a row
 * mounts, its last known height or the estimate. The library's default reads offsetHeight as each
 * row mounts, which forces a layout of the whole page inside React's commit: the longest task of
 * /sheet's first rows (docs/decisions/0024-a-calibrated-bench.md).
 */
export const sizeWithoutLayout: VirtualizerOptions<Window, HTMLElement>['measureElement'] = (
  element,
  entry,
  instance,
) => {
  const box = entry?.borderBoxSize?.[0];
  if (box) return Math.round(box.blockSize);
  const index = instance.indexFromElement(element);
  return instance.itemSizeCache.get(instance.options.getItemKey(index)) ?? instance.options.estimateSize(index);
};

/**
 * The window's size for the virtualiser, read when the browser has laid the page out: from a
 * ResizeObserver's answers (the first comes after the list's first layout, before it is painted),
 * and at each resize of the window. The library's own reads it as the list mounts, and a read in
 * the next animation frame comes before that frame's layout: on a phone either forces a layout of
 * the whole page (the window's size depends on the page's width there). The grid's initialRect
 * stands in until the first answer.
 */
export const observeWindowSize: VirtualizerOptions<Window, HTMLElement>['observeElementRect'] = (instance, report) => {
  const view = instance.scrollElement;
  if (!view) return;
  const read = () => report({ width: view.innerWidth, height: view.innerHeight });
  const laidOut = new ResizeObserver(read);
  laidOut.observe(view.document.documentElement);
  view.addEventListener('resize', read, { passive: true });
  return () => {
    laidOut.disconnect();
    view.removeEventListener('resize', read);
  };
};

/** The virtualisers that have mounted (see scrollWindow). */
const mounted = new WeakSet<object>();

/**
 * The library's window scroll, less its first write: as the list mounts it puts the window back
 * where it was when the virtualiser was made (window.scrollTo). That moves nothing, but forces a
 * layout of the whole page inside React's commit: the longest task left of /sheet's first rows
 * (docs/decisions/0024-a-calibrated-bench.md). Later writes (a row above the view changing its
 * height, which comes with an adjustment) go through.
 */
export const scrollWindow: VirtualizerOptions<Window, HTMLElement>['scrollToFn'] = (offset, options, instance) => {
  const first = !mounted.has(instance);
  mounted.add(instance);
  if (first && !options.adjustments && !options.behavior) return;
  windowScroll(offset, options, instance);
};
