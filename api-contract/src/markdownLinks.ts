/**
 * Where a page's Markdown may point (docs/decisions/0026-markdown-pages-and-cache-times.md): the
 * api refuses anything else on save, and the browser's renderer drops it again.
 */

/** A link target the site follows: http(s), mailto, or a path, fragment or query on this site. */
export const isSafeLinkTarget = (href: string): boolean =>
  /^(https?:\/\/|mailto:)/i.test(href) || /^(\/(?!\/)|#|\?)/.test(href) || href === '/';

/** Images only from https addresses. */
export const isSafeImageSource = (src: string): boolean => /^https:\/\//i.test(src);
