import { elementScroll, windowScroll, type Virtualizer, type VirtualizerOptions } from '@tanstack/react-virtual';

/*
 * TanStack Virtual's reads and writes of the page, done where they cost no layout: the library's
 * own force a layout of the whole page inside React's commit as the rows mount
 * (docs/decisions/0024-a-calibrated-bench.md). The window's for /sheet's explorer, a scrolling
 * box's for a member's portfolio list.
 */

/**
 * A row's height, read from the ResizeObserver's answer (after the browser's own layout); as a row
 * mounts, its last known height or the estimate. The library's default reads offsetHeight as each
 * row mounts, which forces a layout of the whole page inside React's commit: the longest task of
 * /sheet's first rows (docs/decisions/0024-a-calibrated-bench.md). A vertical list's (both are).
 */
export const sizeWithoutLayout = <Scroller extends Element | Window, Item extends Element>(
  element: Item,
  entry: ResizeObserverEntry | undefined,
  instance: Virtualizer<Scroller, Item>,
): number => {
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
 * stands in until the first answer. The read is free while nothing has changed the page since that
 * layout: the rows' own observer answers first, and when a row's height differs from its estimate
 * PropertiesGrid draws it at once; the read then lays out those rows, as the browser would next.
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

/**
 * A scrolling box's size for the virtualiser, from its ResizeObserver's answers (the first comes
 * after the box's first layout, before it is painted). The library's own reads the box's
 * offsetWidth and offsetHeight as the list mounts, which forces a layout of the page; the list's
 * initialRect stands in until the first answer.
 */
export const observeBoxSize = <Box extends Element, Item extends Element>(
  instance: Virtualizer<Box, Item>,
  report: (size: { width: number; height: number }) => void,
) => {
  const box = instance.scrollElement;
  if (!box) return;
  const laidOut = new ResizeObserver(([entry]) => {
    // The border box, as offsetWidth and offsetHeight measure it.
    const size = entry?.borderBoxSize?.[0];
    if (size) report({ width: Math.round(size.inlineSize), height: Math.round(size.blockSize) });
  });
  laidOut.observe(box, { box: 'border-box' });
  return () => laidOut.disconnect();
};

/** The virtualisers that have mounted (see withoutFirstWrite). */
const mounted = new WeakSet<object>();

/**
 * The library's scroll, less its first write: as the list mounts it puts the window or the box back
 * where it was when the virtualiser was made (scrollTo). That moves nothing, but forces a layout of
 * the whole page inside React's commit: the longest task left of /sheet's first rows
 * (docs/decisions/0024-a-calibrated-bench.md). Later writes (a row above the view changing its
 * height, which comes with an adjustment) go through.
 */
const withoutFirstWrite =
  <Scroller extends Element | Window, Item extends Element>(
    scroll: (offset: number, options: VirtualScrollOptions, instance: Virtualizer<Scroller, Item>) => void,
  ) =>
  (offset: number, options: VirtualScrollOptions, instance: Virtualizer<Scroller, Item>): void => {
    const first = !mounted.has(instance);
    mounted.add(instance);
    if (first && !options.adjustments && !options.behavior) return;
    scroll(offset, options, instance);
  };
/** What the library passes its scroll with a write. */
interface VirtualScrollOptions {
  adjustments?: number;
  behavior?: ScrollBehavior;
}

/** The window virtualiser's scroll, less its first write (withoutFirstWrite). */
export const scrollWindow = withoutFirstWrite<Window, HTMLElement>(windowScroll);
/**
 * A scrolling box's virtualiser's scroll, less its first write (withoutFirstWrite). For a box the
 * list renders itself, which starts at its top: a box already scrolled when its list is made would
 * keep its place under rows drawn for the top until the reader scrolls it.
 */
export const scrollBox = withoutFirstWrite<HTMLDivElement, Element>(elementScroll);
