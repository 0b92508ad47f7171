/**
 * A page's Markdown as safe HTML (docs/decisions/0026-markdown-pages-and-cache-times.md): marked with
 * raw HTML escaped (it shows as the text typed), links kept only to http(s), mailto or this site's
 * paths (another site's open in a new tab with rel="noopener noreferrer"), images only from https;
 * then DOMPurify, which needs the browser's DOM, as the last word.
 */
import { isSafeImageSource, isSafeLinkTarget } from '@saint-james/api-contract';
import DOMPurify from 'dompurify';
import { Marked } from 'marked';
import { escapeHtml } from '../../../lib/escapeHtml';

/** A link to another site (not this one's origin). */
const isExternal = (href: string) => {
  if (!/^https?:\/\//i.test(href)) return false;
  try {
    return new URL(href).origin !== window.location.origin;
  } catch {
    return true;
  }
};

const marked = new Marked({
  gfm: true,
  async: false,
  renderer: {
    html: ({ text }) => escapeHtml(text),
    link({ href, title, tokens }) {
      const text = this.parser.parseInline(tokens);
      const target = href.trim();
      if (!isSafeLinkTarget(target)) return text;
      const titled = title ? ` title="${escapeHtml(title)}"` : '';
      const external = isExternal(target) ? ' target="_blank" rel="noopener noreferrer"' : '';
      return `<a href="${escapeHtml(target)}"${titled}${external}>${text}</a>`;
    },
    image({ href, title, text }) {
      const source = href.trim();
      if (!isSafeImageSource(source)) return escapeHtml(text);
      const titled = title ? ` title="${escapeHtml(title)}"` : '';
      return `<img src="${escapeHtml(source)}" alt="${escapeHtml(text)}"${titled} loading="lazy">`;
    },
  },
});

let hooked = false;
/** DOMPurify's own checks, plus ours again: a link opening a new tab always says noopener. */
function purifier() {
  if (!hooked) {
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && node.getAttribute('target')) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
      if (node.tagName === 'IMG' && !isSafeImageSource(node.getAttribute('src') ?? '')) node.removeAttribute('src');
    });
    hooked = true;
  }
  return DOMPurify;
}

/** The HTML of a page's Markdown, safe to put in the page. */
export function renderMarkdown(markdown: string): string {
  let html: string;
  try {
    html = marked.parse(markdown) as string;
  } catch {
    // Markdown nested thousands deep overflows the parser's stack (the api refuses to store it, but
    // the editor's preview sees it as typed): shown as the text typed, never a page that throws.
    html = `<p>${escapeHtml(markdown)}</p>`;
  }
  return purifier().sanitize(html, { ADD_ATTR: ['target'], FORBID_TAGS: ['style', 'form', 'input'] });
}
