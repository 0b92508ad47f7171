/**
 * The site's phone layout, as its style sheets write it (`@media (max-width: 768px)`): the admin's
 * form as a sheet over the map, /sheet's rows as cards, the random popup fixed to a corner.
 */
export const PHONE_WIDTH_PX = 768;
export const PHONE_LAYOUT = `(max-width: ${PHONE_WIDTH_PX}px)`;

/** A screen used with a finger (the style sheets' `@media (pointer: coarse)`): taps, no hover. */
export const TOUCH_SCREEN = '(pointer: coarse)';

/** Whether a CSS media query matches now (false where matchMedia is missing: old browsers, tests). */
export const mediaMatches = (query: string): boolean =>
  typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
