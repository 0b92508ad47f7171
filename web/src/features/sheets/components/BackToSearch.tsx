import { useEffect, useState, type RefObject } from 'react';
import { useT } from '../../../lib/i18n/useT';
import { headerBottom } from '../../../lib/siteHeader';

/** Whether `target` has scrolled up out of sight, under the site's header (false without IntersectionObserver). */
function useScrolledPast(target: RefObject<HTMLElement | null>): boolean {
  const [past, setPast] = useState(false);
  // Where the header ends: it sticks at the window's top, so at its own height, which its
  // ResizeObserver gives (again when it changes: a phone turned). Its place read as the list
  // mounts would force a layout of the page (docs/decisions/0024-a-calibrated-bench.md).
  const [top, setTop] = useState(0);
  useEffect(() => {
    const header = document.querySelector('.site-header');
    if (!header) return;
    const observer = new ResizeObserver(([entry]) => {
      const size = entry?.borderBoxSize?.[0];
      if (size) setTop(Math.round(size.blockSize));
    });
    observer.observe(header);
    return () => observer.disconnect();
  }, []);
  useEffect(() => {
    const element = target.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      ([entry]) => setPast(!entry.isIntersecting && entry.boundingClientRect.bottom <= top),
      { rootMargin: `-${top}px 0px 0px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [target, top]);
  return past;
}

/**
 * 'Back to the search', once the explorer's search and filters have scrolled out of sight above
 * (2,367 rows make a long page, on a phone most of all): it brings them back under the header and
 * puts the keyboard in the search.
 */
export function BackToSearch({
  controls,
  search,
}: {
  controls: RefObject<HTMLElement | null>;
  search: RefObject<HTMLInputElement | null>;
}) {
  const { t } = useT();
  const past = useScrolledPast(controls);
  if (!past) return null;
  const back = () => {
    const top = controls.current?.getBoundingClientRect().top;
    if (top !== undefined) window.scrollBy(0, top - headerBottom() - 8);
    search.current?.focus({ preventScroll: true });
  };
  return (
    // Short on screen ('↑ Search'), so that at 1280 px it sits beside the table, not on its last
    // column; its name says it whole.
    <button
      type="button"
      className="back-to-search secondary"
      aria-label={t('explorer.backToSearch')}
      title={t('explorer.backToSearch')}
      onClick={back}
    >
      <span aria-hidden="true">↑ </span>
      {t('explorer.backToSearchShort')}
    </button>
  );
}
