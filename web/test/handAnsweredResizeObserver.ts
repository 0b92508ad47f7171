/**
 * ResizeObservers that answer when the test says (a browser answers after its layout, which jsdom
 * never does). Called at a test file's top: they stand in for ResizeObserver in each of its tests;
 * `answer(size)` gives every observed element that border-box size, as a browser's answer would.
 */
export function handAnsweredResizeObservers() {
  const observers: { callback: ResizeObserverCallback; observed: Element[] }[] = [];
  class HandAnsweredResizeObserver {
    private readonly entry: (typeof observers)[number];
    constructor(callback: ResizeObserverCallback) {
      this.entry = { callback, observed: [] };
      observers.push(this.entry);
    }
    observe(element: Element) {
      this.entry.observed.push(element);
    }
    unobserve() {}
    disconnect() {
      this.entry.observed = [];
    }
  }
  const real = globalThis.ResizeObserver;
  beforeEach(() => {
    observers.length = 0;
    globalThis.ResizeObserver = HandAnsweredResizeObserver as unknown as typeof ResizeObserver;
  });
  afterEach(() => {
    globalThis.ResizeObserver = real;
  });
  return {
    answer: ({ width, height }: { width: number; height: number }) =>
      observers
        // (A browser never answers with no entries.)
        .filter(({ observed }) => observed.length > 0)
        .forEach(({ callback, observed }) => {
          const size = [{ blockSize: height, inlineSize: width }];
          const entries = observed.map((target) => ({ target, borderBoxSize: size }) as unknown as ResizeObserverEntry);
          callback(entries, {} as ResizeObserver);
        }),
  };
}
