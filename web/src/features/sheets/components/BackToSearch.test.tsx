import { act } from '@testing-library/react';
import { createRef } from 'react';
import { handAnsweredResizeObservers } from '../../../../test/handAnsweredResizeObserver';
import { renderInApp as render } from '../../../../test/render';
import { BackToSearch } from './BackToSearch';

const { answer } = handAnsweredResizeObservers();

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
    act(() => answer({ width: 375, height: 56 }));
    expect(margins.at(-1)).toBe('-56px 0px 0px 0px');
    expect(place).not.toHaveBeenCalled();
  } finally {
    globalThis.IntersectionObserver = realIntersectionObserver;
    header.remove();
  }
});
