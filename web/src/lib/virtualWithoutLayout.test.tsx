import type { Virtualizer } from '@tanstack/react-virtual';
import { handAnsweredResizeObservers } from '../../test/handAnsweredResizeObserver';
import { observeBoxSize, observeWindowSize, scrollBox } from './virtualWithoutLayout';

const { answer } = handAnsweredResizeObservers();

test('the window’s size is read once the browser has laid the page out, and at each resize, never as the list mounts', () => {
  const report = jest.fn();
  const stop = observeWindowSize({ scrollElement: window } as unknown as Virtualizer<Window, HTMLElement>, report);
  expect(report).not.toHaveBeenCalled();
  answer({ width: 0, height: 0 });
  expect(report).toHaveBeenLastCalledWith({ width: window.innerWidth, height: window.innerHeight });
  window.dispatchEvent(new Event('resize'));
  expect(report).toHaveBeenCalledTimes(2);
  stop?.();
  window.dispatchEvent(new Event('resize'));
  expect(report).toHaveBeenCalledTimes(2);
});

test('a scrolling box’s size comes from its ResizeObserver’s answers, never from its layout as the list mounts', () => {
  const box = document.createElement('div');
  const offset = jest.spyOn(box, 'offsetHeight', 'get');
  const report = jest.fn();
  const stop = observeBoxSize({ scrollElement: box } as unknown as Virtualizer<HTMLDivElement, Element>, report);
  expect(report).not.toHaveBeenCalled();
  answer({ width: 320.4, height: 479.6 });
  expect(report).toHaveBeenLastCalledWith({ width: 320, height: 480 });
  expect(offset).not.toHaveBeenCalled();
  stop?.();
  answer({ width: 100, height: 100 });
  expect(report).toHaveBeenCalledTimes(1);
});

test('a scrolling box’s first plain write (putting it back where it is, as the list mounts) is skipped; later writes scroll it', () => {
  const box = document.createElement('div');
  const scrollTo = jest.fn();
  box.scrollTo = scrollTo;
  const virtualizer = { scrollElement: box, options: { horizontal: false } } as unknown as Virtualizer<
    HTMLDivElement,
    Element
  >;
  scrollBox(0, {}, virtualizer);
  expect(scrollTo).not.toHaveBeenCalled();
  scrollBox(120, {}, virtualizer);
  expect(scrollTo).toHaveBeenLastCalledWith({ top: 120, behavior: undefined });
});
