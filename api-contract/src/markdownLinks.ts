/**
 * Where a page's Markdown may point (docs/decisions/0026-markdown-pages-and-cache-times.md): the
 * api refuses anything else on save, and the browser's renderer drops it again.
 */

/** The WHATWG URL parser, in browsers and Node alike (the contract's own types name neither runtime). */
declare const URL: new (url: string, base: string) => { origin: string };

/** Any origin: only whether a target leaves it matters. */
const SITE = 'https://site.invalid';

/**
 * A path, fragment or query that stays on this site as a browser reads it. Asked of the URL parser,
 * not of the text: browsers drop tabs and line breaks and read '\' as '/', so '/\evil.example' and
 * '/<tab>/evil.example' lead to another site.
 */
function staysOnSite(href: string): boolean {
  if (!/^[/#?]/.test(href)) return false;
  try {
    return new URL(href, `${SITE}/`).origin === SITE;
  } catch {
    return false;
  }
}

/** A link target the site follows: http(s), mailto, or a path, fragment or query on this site. */
export const isSafeLinkTarget = (href: string): boolean => /^(https?:\/\/|mailto:)/i.test(href) || staysOnSite(href);

/** Images only from https addresses. */
export const isSafeImageSource = (src: string): boolean => /^https:\/\//i.test(src);
