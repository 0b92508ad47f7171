/** Whether a CSS media query matches now (false where matchMedia is missing: old browsers, tests). */
export const mediaMatches = (query: string): boolean =>
  typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
