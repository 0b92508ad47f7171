import type { Virtualizer } from '@tanstack/react-virtual';
import { act } from '@testing-library/react';
import { renderInApp as render } from '../../../../test/render';
import { createRef } from 'react';
import { BackToSearch } from './BackToSearch';
import { observeWindowSize } from './windowWithoutLayout';

/** The ResizeObservers made during a test, answered by hand (the browser answers after its layout). */
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
const answer = (blockSize: number) =>
  observers.forEach(({ callback, observed }) =>
    callback(
      observed.map(
        (target) => ({ target, borderBoxSize: [{ blockSize, inlineSize: 0 }] }) as unknown as ResizeObserverEntry,
      ),
      {} as ResizeObserver,
    ),
  );

const realResizeObserver = globalThis.ResizeObserver;
beforeEach(() => {
  observers.length = 0;
  globalThis.ResizeObserver = HandAnsweredResizeObserver as unknown as typeof ResizeObserver;
});
afterEach(() => {
  globalThis.ResizeObserver = realResizeObserver;
  document.body.innerHTML = '';
});

test('the window’s size is read once the browser has laid the page out, and at each resize, never as the list mounts', () => {
  const report = jest.fn();
  const stop = observeWindowSize({ scrollElement: window } as unknown as Virtualizer<Window, HTMLElement>, report);
  expect(report).not.toHaveBeenCalled();
  answer(0);
  expect(report).toHaveBeenLastCalledWith({ width: window.innerWidth, height: window.innerHeight });
  window.dispatchEvent(new Event('resize'));
  expect(report).toHaveBeenCalledTimes(2);
  stop?.();
  window.dispatchEvent(new Event('resize'));
  expect(report).toHaveBeenCalledTimes(2);
});

test('Back to the search reads where the header ends from its ResizeObserver, not from the page’s layout', () => {
  const header = document.body.appendChild(document.createElement('header'));
  header.className = 'site-header';
  const place = jest.spyOn(header, 'getBoundingClientRect');
  const margins: string[] = [];
  const realIntersectionObserver = globalThis.IntersectionObserver;
  globalThis.IntersectionObserver = class {
    constructor(_: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      margins.push(options?.rootMargin ?? '');
    }
    observe() {}
    disconnect() {}
  } as unknown as typeof IntersectionObserver;
  try {
    const controls = createRef<HTMLDivElement>();
    render(
      <>
        <div ref={controls} />
        <BackToSearch controls={controls} search={createRef()} />
      </>,
    );
    act(() => answer(56));
    expect(margins.at(-1)).toBe('-56px 0px 0px 0px');
    expect(place).not.toHaveBeenCalled();
  } finally {
    globalThis.IntersectionObserver = realIntersectionObserver;
  }
});
